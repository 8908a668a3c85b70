import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { verifyLedger } from '../src/modules/ledger/verify';
import { type Database, openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import { postgresAnswers, scratchDatabase } from '../test/scratch-postgres';
import { BENCH_PAYPWD, type BenchMember, benchMembers, benchPool } from './fixtures';
import { entriesOf, getSample, type MoneyLoad, moneyLoad, moneySample, type Sample, transferLoadOf, warmUp } from './loads';
import { formatSummary, readProfile, summarizeProfile } from './profile';
import { type ServerProcess, startServer } from './server-process';

// `npm run bench`: the figures of the API's throughput, each with the current design and the
// unbuffered one in the same run (A/B), next to a bare Fastify route and pgbench tpcb-like measured on
// the same machine, as ratios. Servers run as `npm start` ships them: the built bundle (`npm run build`
// first), default log level (info, to a
// discarded stdout), rate limits on (with a limit no load reaches), one process. "unbuffered" is the
// same build with the throughput settings an operator can turn down at their lowest: a log write per
// line (LOG_BUFFER_BYTES=0), a token lookup per request (SESSION_CACHE_SECONDS=0), each money POST
// committing alone (GROUP_COMMIT_SIZE=1: on PostgreSQL BEGIN, ledger_post(), the key's claim, COMMIT;
// "current" batches transfers there into one call of ledger_post_batch() each, and into savepoints of
// one transaction on SQLite). The server has no switches kept only for the bench: to compare with an
// earlier design, run the bench on that commit.
// Transfers are measured twice: the hot account (every connection from one member to one other,
// 1.00 each) and many members (64, between ever-changing pairs). Market buys (1 USDT each, from
// many members; every buy locks the pool) are printed against the transfers of the same design.
// Options (or the environment): --seconds N / BENCH_SECONDS (per figure, default 10),
// --connections N / BENCH_CONNECTIONS (default 50), --pg-processes N / BENCH_PG_PROCESSES (default 1),
// --only sqlite|postgres / BENCH_ONLY (default both), --profile (after the figures, each figure again
// on a server of its own under node --cpu-prof: where its CPU goes, by layer and by frame).

/** The server as `npm start` runs it: the bundle `npm run build` makes. */
const SERVER = { script: 'dist/main.js' };
if (!existsSync(path.resolve(import.meta.dirname, '..', SERVER.script))) {
  console.error('The bench measures the built server: run `npm run build` first.');
  process.exit(1);
}

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 1) {
  const name = process.argv[i]!.replace(/^--/, '');
  const value = process.argv[i + 1];
  if (value === undefined || value.startsWith('--')) args.set(name, 'true');
  else {
    args.set(name, value);
    i += 1;
  }
}
const PROFILE = args.has('profile');
const SECONDS = Number(args.get('seconds') ?? process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(args.get('connections') ?? process.env.BENCH_CONNECTIONS ?? 50);
const PG_PROCESSES = Number(args.get('pg-processes') ?? process.env.BENCH_PG_PROCESSES ?? 1);
/** pgbench's clients (and scale): its yardstick figure, as in earlier runs. */
const PGBENCH_CLIENTS = 16;

/** Measured side by side: as shipped, and with the throughput settings at their lowest. */
const DESIGNS = [
  { name: 'current', env: {} as Record<string, string> },
  { name: 'unbuffered', env: { LOG_BUFFER_BYTES: '0', SESSION_CACHE_SECONDS: '0', GROUP_COMMIT_SIZE: '1' } },
];
/** As `npm start` ships it: the default log level; rate limits stay on, with a limit the load never reaches. */
const SHIPPED = { LOG_LEVEL: 'info' };
const ONLY = args.get('only') ?? process.env.BENCH_ONLY ?? '';
const MEMBERS = 64;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figure {
  name: string;
  perSecond: number;
  p99?: number;
  note?: string;
}
const figures: Figure[] = [];
const say = (text: string) => console.log(text);

/** The hot account: every call from the first member to the second, 1.00 each. */
function hotLoadOf(members: BenchMember[]): MoneyLoad {
  return {
    path: '/api/fund/transfer',
    body: () => ({ asset: 'USDT', to: members[1]!.uid, amount: '1.00', paypwd: BENCH_PAYPWD }),
    kind: 'transfer',
    noun: 'transfers',
  };
}

/** 1 USDT of MCC from the market's pool: every buy locks the pool's two accounts, so buys serialise. */
const buyLoad: MoneyLoad = {
  path: '/api/fund/buySsk',
  body: () => ({ amount: '1.00', min_out: '0', paypwd: BENCH_PAYPWD }),
  kind: 'market_buy',
  noun: 'buys',
};

/** Calls per second through `servers` at once: what the journal gained, over the wall time. */
async function measureMoney(
  name: string,
  load: MoneyLoad,
  database: Database,
  servers: ServerProcess[],
  members: BenchMember[],
  hot = false,
) {
  await warmUp(servers, hot ? members.slice(0, 1) : members, load);
  const before = await entriesOf(database, load.kind);
  const started = performance.now();
  const each = Math.max(1, Math.round(CONNECTIONS / servers.length));
  const results = await Promise.all(servers.map((s) => moneyLoad(s.url, load, members, SECONDS, each, hot)));
  const elapsed = (performance.now() - started) / 1000;
  const done = Number((await entriesOf(database, load.kind)) - before);
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const errors = results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
  const sent = results.reduce((n, r) => n + r.requests.total, 0);
  figures.push({
    name,
    perSecond: done / elapsed,
    p99,
    note: `${done} ${load.noun} posted, ${sent} answers read before the stop, ${errors} errors`,
  });
  const report = await verifyLedger(database.db);
  if (!report.ok) throw new Error(`ledger:verify after ${name}:\n${report.problems.join('\n')}`);
}

const measureTransfers = (name: string, database: Database, servers: ServerProcess[], members: BenchMember[]) =>
  measureMoney(name, transferLoadOf(members), database, servers, members);

async function measureGet(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  figures.push({ name, perSecond: result.requests.average, p99: result.latency.p99, note: `${result.non2xx + result.errors} errors` });
}

/** Slices per A/B figure: the designs take turns, so a load that changes meanwhile weighs on both alike. */
const ROUNDS = 4;

/** One figure for each design, measured in alternating slices of SECONDS / ROUNDS. */
async function measureAB(name: string, sample: (design: string, seconds: number) => Promise<Sample>) {
  const totals = new Map(DESIGNS.map((d) => [d.name, { count: 0, seconds: 0, p99: 0, errors: 0 }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? DESIGNS : [...DESIGNS].reverse();
    for (const design of order) {
      const got = await sample(design.name, SECONDS / ROUNDS);
      const total = totals.get(design.name)!;
      total.count += got.count;
      total.seconds += got.seconds;
      total.p99 = Math.max(total.p99, got.p99);
      total.errors += got.errors;
    }
  }
  for (const design of DESIGNS) {
    const total = totals.get(design.name)!;
    figures.push({
      name: `[${design.name}] ${name}`,
      perSecond: total.count / total.seconds,
      p99: total.p99,
      note: `${total.count} in ${total.seconds.toFixed(1)} s, ${total.errors} errors; p99 is the worst slice's`,
    });
  }
}

/** Both transfer loads, many members then the hot account, each design through its own servers. */
async function measureTransfersAB(name: string, database: Database, servers: Record<string, ServerProcess[]>, members: BenchMember[]) {
  const many = transferLoadOf(members);
  const hot = hotLoadOf(members);
  for (const group of Object.values(servers)) {
    await warmUp(group, members, many);
  }
  await measureAB(`${name}, many members`, (design, seconds) =>
    moneySample(many, database, servers[design]!, members, seconds, false, CONNECTIONS),
  );
  await measureAB(`${name}, hot account`, (design, seconds) =>
    moneySample(hot, database, servers[design]!, members, seconds, true, CONNECTIONS),
  );
  const report = await verifyLedger(database.db);
  if (!report.ok) throw new Error(`ledger:verify after ${name}:\n${report.problems.join('\n')}`);
}

/** Market buys from many members, each design through its own servers; their anchor is the transfers of the same run. */
async function measureBuysAB(name: string, database: Database, servers: Record<string, ServerProcess[]>, members: BenchMember[]) {
  for (const group of Object.values(servers)) await warmUp(group, members, buyLoad);
  await measureAB(name, (design, seconds) => moneySample(buyLoad, database, servers[design]!, members, seconds, false, CONNECTIONS));
  const report = await verifyLedger(database.db);
  if (!report.ok) throw new Error(`ledger:verify after ${name}:\n${report.problems.join('\n')}`);
}

async function measureBarePost(name: string, url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asset: 'USDT', to: '5000001', amount: '1.00', paypwd: BENCH_PAYPWD }),
  });
  figures.push({ name, perSecond: result.requests.average, p99: result.latency.p99 });
}

function pgbench(url: string, clients: number): number {
  const scale = Math.max(clients, 8);
  const init = spawnSync('pgbench', ['-i', '-q', '-s', String(scale), url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync('pgbench', ['-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(SECONDS), url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  if (!tps) throw new Error(`no tps in pgbench output:\n${run.stdout}`);
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout);
  figures.push({
    name: `pgbench tpcb-like (${clients} clients, scale ${scale})`,
    perSecond: Number(tps[1]),
    note: latency ? `latency average ${latency[1]} ms` : '',
  });
  return Number(tps[1]);
}

const find = (prefix: string) => figures.find((f) => f.name.startsWith(prefix));
const ratio = (a?: Figure, b?: Figure) => (a && b ? `${((a.perSecond / b.perSecond) * 100).toFixed(1)}%` : 'n/a');

/** The bare routes, then, per design, sysConfig, the balance and both transfer loads on one SQLite server process. */
async function sqliteFigures(stops: (() => Promise<void>)[]) {
  // A bare Fastify route, the yardstick of the HTTP figures.
  const bare = await startServer({}, { script: 'bench/bare-server.ts' });
  stops.push(bare.stop);
  say('… bare Fastify routes');
  await measureGet('bare Fastify GET route', `${bare.url}/bare`);
  await measureBarePost('bare Fastify POST route', `${bare.url}/bare`);
  await bare.stop();

  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-bench-'));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  const sqlite = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'mcc.sqlite') });
  await migrateToLatest(sqlite.db);
  const sqliteMembers = await benchMembers(sqlite.db, MEMBERS, 1_000_000_000_000n);
  await benchPool(sqlite.db);
  // Both designs run at once, on one database; the load goes to one at a time.
  const sqliteServers: Record<string, ServerProcess[]> = {};
  for (const design of DESIGNS) {
    const server = await startServer({ DATA_DIR: dir, MCC_MODE: 'demo', ...SHIPPED, ...design.env }, { ...SERVER, discardStdout: true });
    stops.push(server.stop);
    sqliteServers[design.name] = [server];
  }
  const urlOf = (design: string) => sqliteServers[design]![0]!.url;
  say('… current and unbuffered, in turns: GET /api/common/sysConfig, GET /api/user/balance, transfers (SQLite)');
  await measureAB('GET /api/common/sysConfig (SQLite)', (design, seconds) =>
    getSample(`${urlOf(design)}/api/common/sysConfig`, {}, seconds, CONNECTIONS),
  );
  const balanceToken = { token: sqliteMembers[2]!.token };
  await measureAB('GET /api/user/balance (SQLite)', (design, seconds) =>
    getSample(`${urlOf(design)}/api/user/balance`, balanceToken, seconds, CONNECTIONS),
  );
  await measureTransfersAB('transfers over HTTP (SQLite)', sqlite, sqliteServers, sqliteMembers);
  say('… current and unbuffered, in turns: market buys (SQLite)');
  await measureBuysAB('market buys over HTTP (SQLite)', sqlite, sqliteServers, sqliteMembers);
  for (const group of Object.values(sqliteServers)) for (const server of group) await server.stop();
  await sqlite.close();

  // What bounds that figure: the same statements on raw better-sqlite3 behind a bare route.
  const rawFile = path.join(dir, 'raw.sqlite');
  const raw = openDatabase({ dialect: 'sqlite', file: rawFile });
  await migrateToLatest(raw.db);
  const rawMembers = await benchMembers(raw.db, MEMBERS, 1_000_000_000_000n);
  for (const grouped of [false, true]) {
    const rawServer = await startServer(
      { BENCH_SQLITE_FILE: rawFile, BENCH_GROUP_COMMIT: grouped ? '1' : '0' },
      { script: 'bench/ceiling-sqlite-server.ts' },
    );
    stops.push(rawServer.stop);
    say(`… ceiling: a transfer’s statements on raw SQLite${grouped ? ', with group commit' : ''}`);
    await measureTransfers(
      `ceiling: transfer statements, raw SQLite, bare route${grouped ? ', group commit' : ''}`,
      raw,
      [rawServer],
      rawMembers,
    );
    await rawServer.stop();
  }
  await raw.close();
}

/** Per design, both transfer loads on PostgreSQL server processes sharing a scratch database; the ceilings; pgbench tpcb-like. */
async function postgresFigures(stops: (() => Promise<void>)[]) {
  if (!(await postgresAnswers(PG_URL))) {
    say(`PostgreSQL does not answer at ${PG_URL}: its figures are skipped (set BENCH_DATABASE_URL)`);
    return;
  }
  const appDb = await scratchDatabase(PG_URL, 'mcc_bench');
  stops.push(appDb.drop);
  const postgres = openDatabase({ dialect: 'postgres', url: appDb.url });
  let open = true;
  const closePostgres = async () => {
    if (open) await postgres.close();
    open = false;
  };
  stops.push(closePostgres);
  await migrateToLatest(postgres.db);
  const pgMembers = await benchMembers(postgres.db, MEMBERS, 1_000_000_000_000n);
  await benchPool(postgres.db);
  const processes = `${PG_PROCESSES} process${PG_PROCESSES > 1 ? 'es' : ''}`;
  const pgServers: Record<string, ServerProcess[]> = {};
  for (const design of DESIGNS) {
    pgServers[design.name] = [];
    // One after the other: the first creates the console's first operator.
    for (let i = 0; i < PG_PROCESSES; i += 1) {
      const s = await startServer(
        { DATABASE_URL: appDb.url, MCC_MODE: 'demo', ...SHIPPED, ...design.env },
        { ...SERVER, discardStdout: true },
      );
      pgServers[design.name]!.push(s);
      stops.push(s.stop);
    }
  }
  say(`… current and unbuffered, in turns: transfers over HTTP (PostgreSQL, ${processes})`);
  await measureTransfersAB(`transfers over HTTP (PostgreSQL, ${processes})`, postgres, pgServers, pgMembers);
  say(`… current and unbuffered, in turns: market buys (PostgreSQL, ${processes})`);
  await measureBuysAB(`market buys over HTTP (PostgreSQL, ${processes})`, postgres, pgServers, pgMembers);
  for (const group of Object.values(pgServers)) for (const server of group) await server.stop();
  await closePostgres();

  // What bounds that figure: a transfer's statements in one PL/pgSQL call, one or two round trips.
  const rawDb = await scratchDatabase(PG_URL, 'mcc_bench_raw');
  stops.push(rawDb.drop);
  const raw = openDatabase({ dialect: 'postgres', url: rawDb.url });
  stops.push(() => raw.close());
  await migrateToLatest(raw.db);
  const rawMembers = await benchMembers(raw.db, MEMBERS, 1_000_000_000_000n);
  for (const trips of [1, 2]) {
    const rawServer = await startServer(
      { DATABASE_URL: rawDb.url, BENCH_ROUND_TRIPS: String(trips) },
      { script: 'bench/ceiling-postgres-server.ts' },
    );
    stops.push(rawServer.stop);
    say(`… ceiling: a transfer in ${trips} round trip(s) to PostgreSQL`);
    await measureTransfers(
      `ceiling: transfer in ${trips} round trip${trips > 1 ? 's' : ''}, PostgreSQL, 1 process, many members`,
      raw,
      [rawServer],
      rawMembers,
    );
    await rawServer.stop();
  }
  const benchDb = await scratchDatabase(PG_URL, 'mcc_pgbench');
  stops.push(benchDb.drop);
  say('… pgbench tpcb-like');
  pgbench(benchDb.url, PGBENCH_CLIENTS);
}

const profiles: string[] = [];

/**
 * Each figure once more, as shipped, on a server of its own under `node --cpu-prof`: the profile it
 * writes as it stops says where that figure's CPU went (bench/profile.ts). Kept apart from the
 * figures, which run without a profiler. SQLite: every figure; PostgreSQL: the money POSTs (its
 * GETs are the same code over another driver).
 */
async function profileFigures(stops: (() => Promise<void>)[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-bench-profile-'));
  stops.push(() => rm(dir, { recursive: true, force: true }));
  if (ONLY !== 'postgres') {
    const sqlite = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'mcc.sqlite') });
    stops.push(() => sqlite.close());
    await profileOn('SQLite', sqlite, { DATA_DIR: dir }, dir, true);
  }
  if (ONLY !== 'sqlite' && (await postgresAnswers(PG_URL))) {
    const scratch = await scratchDatabase(PG_URL, 'mcc_bench_profile');
    stops.push(scratch.drop);
    const postgres = openDatabase({ dialect: 'postgres', url: scratch.url });
    stops.push(() => postgres.close());
    await profileOn('PostgreSQL', postgres, { DATABASE_URL: scratch.url }, dir, false);
  }

  async function profileOn(label: string, database: Database, env: Record<string, string>, workDir: string, withGets: boolean) {
    await migrateToLatest(database.db);
    const members = await benchMembers(database.db, MEMBERS, 1_000_000_000_000n);
    await benchPool(database.db);
    const money = (load: MoneyLoad, hot: boolean) => async (server: ServerProcess) => {
      await warmUp([server], hot ? members.slice(0, 1) : members, load);
      await moneySample(load, database, [server], members, SECONDS, hot, CONNECTIONS);
    };
    const gets: [string, (server: ServerProcess) => Promise<unknown>][] = [
      ['GET /api/common/sysConfig', (server) => getSample(`${server.url}/api/common/sysConfig`, {}, SECONDS, CONNECTIONS)],
      [
        'GET /api/user/balance',
        (server) => getSample(`${server.url}/api/user/balance`, { token: members[2]!.token }, SECONDS, CONNECTIONS),
      ],
    ];
    const runs: [string, (server: ServerProcess) => Promise<unknown>][] = [
      ...(withGets ? gets : []),
      ['transfers, many members', money(transferLoadOf(members), false)],
      ['transfers, hot account', money(hotLoadOf(members), true)],
      ['market buys', money(buyLoad, false)],
    ];
    for (const [name, run] of runs) {
      say(`… profiling ${name} (${label})`);
      const profileDir = await mkdtemp(path.join(workDir, 'profile-'));
      const server = await startServer(
        { MCC_MODE: 'demo', ...SHIPPED, ...env },
        { ...SERVER, discardStdout: true, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
      );
      stops.push(server.stop);
      const loadStarted = Number(process.hrtime.bigint() / 1000n);
      await run(server);
      await server.stop();
      profiles.push(...formatSummary(`${name} (${label})`, summarizeProfile(readProfile(profileDir), loadStarted)), '');
    }
    const report = await verifyLedger(database.db);
    if (!report.ok) throw new Error(`ledger:verify after the ${label} profiles:\n${report.problems.join('\n')}`);
  }
}

/** The machine's load while the bench ran: other work shares these CPUs. */
function loadNote(): string {
  const [one, five] = os.loadavg();
  return `load average ${one?.toFixed(1)} (1 min), ${five?.toFixed(1)} (5 min) on ${os.cpus().length} CPU(s)`;
}

async function main() {
  say(`MCC bench: ${os.cpus().length} CPU(s), Node ${process.version}, ${SECONDS} s per figure, ${CONNECTIONS} connections per figure`);
  say(`at the start: ${loadNote()}`);
  const stops: (() => Promise<void>)[] = [];
  try {
    if (ONLY !== 'postgres') await sqliteFigures(stops);
    if (ONLY !== 'sqlite') await postgresFigures(stops);
    if (PROFILE) await profileFigures(stops);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    throw error;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }

  say('');
  say(`at the end: ${loadNote()}`);
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const p99 = f.p99 === undefined ? '' : `  p99 ${f.p99} ms`;
    say(`${f.name.padEnd(width)}  ${f.perSecond.toFixed(0).padStart(7)}/s${p99}${f.note ? `  (${f.note})` : ''}`);
  }
  say('');
  const bareGet = find('bare Fastify GET');
  const barePost = find('bare Fastify POST');
  const pgb = find('pgbench');
  const rows: [string, string, string, Figure | undefined, string][] = [
    ['GET /api/common/sysConfig / bare GET', 'GET /api/common/sysConfig', '', bareGet, '≥ 60%'],
    ['GET /api/user/balance / bare GET', 'GET /api/user/balance', '', bareGet, '≥ 50%'],
    ['SQLite transfers, hot account / bare POST', 'transfers over HTTP (SQLite', 'hot account', barePost, '≥ 20%'],
    ['SQLite transfers, many members / bare POST', 'transfers over HTTP (SQLite', 'many members', barePost, '≥ 20%'],
    ['PostgreSQL transfers, hot account / pgbench', 'transfers over HTTP (PostgreSQL', 'hot account', pgb, '≥ 80%, p99 < 30 ms'],
    ['PostgreSQL transfers, many members / pgbench', 'transfers over HTTP (PostgreSQL', 'many members', pgb, '≥ 80%, p99 < 30 ms'],
  ];
  const pick = (design: string, prefix: string, suffix: string) =>
    figures.find((f) => f.name.startsWith(`[${design}] ${prefix}`) && f.name.endsWith(suffix));
  const cell = (f: Figure | undefined, ref: Figure | undefined) =>
    f ? `${f.perSecond.toFixed(0)}/s ${ratio(f, ref)}${f.p99 === undefined ? '' : ` p99 ${f.p99} ms`}` : 'n/a';
  say(`${'Figure'.padEnd(46)}  ${'current'.padEnd(28)}  ${'unbuffered'.padEnd(28)}  goal`);
  for (const [label, prefix, suffix, ref, goal] of rows) {
    const current = pick('current', prefix, suffix);
    const unbuffered = pick('unbuffered', prefix, suffix);
    say(`${label.padEnd(46)}  ${cell(current, ref).padEnd(28)}  ${cell(unbuffered, ref).padEnd(28)}  ${goal}`);
  }
  // Every other figure of the run, against its anchor: what the same server does with the simplest money POST.
  const anchored: [string, string, string][] = [
    ['SQLite market buys / transfers, many members', 'market buys over HTTP (SQLite', 'transfers over HTTP (SQLite'],
    ['PostgreSQL market buys / transfers, many members', 'market buys over HTTP (PostgreSQL', 'transfers over HTTP (PostgreSQL'],
  ];
  for (const [label, prefix, anchor] of anchored) {
    const cells = DESIGNS.map(({ name }) => cell(pick(name, prefix, ''), pick(name, anchor, 'many members')));
    say(`${label.padEnd(46)}  ${cells[0]!.padEnd(28)}  ${cells[1]!.padEnd(28)}  (anchor: transfers of the same design)`);
  }
  say(
    `ceilings: raw SQLite statements / bare POST ${ratio(find('ceiling: transfer statements, raw SQLite, bare route'), barePost)}, ` +
      `with group commit ${ratio(find('ceiling: transfer statements, raw SQLite, bare route, group commit'), barePost)}; ` +
      `PostgreSQL 1 round trip / pgbench ${ratio(find('ceiling: transfer in 1 round trip'), pgb)}, ` +
      `2 round trips ${ratio(find('ceiling: transfer in 2 round trips'), pgb)}`,
  );
  if (profiles.length > 0) {
    say('');
    say('where the CPU goes (share of the server’s busy samples; a native call counts for its caller):');
    for (const line of profiles) say(line);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
