import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { verifyLedger } from '../src/modules/ledger/verify';
import { type Database, openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import { postgresAnswers, scratchDatabase } from '../test/scratch-postgres';
import { BENCH_PAYPWD, type BenchMember, benchMembers, benchPool } from './fixtures';
import { type ServerProcess, startServer } from './server-process';

// `npm run bench`: transfers and market buys per second over HTTP on SQLite and on PostgreSQL, next to a bare
// Fastify route and pgbench tpcb-like measured in the same run on the same machine, as ratios;
// and the foundation's figure, GET /api/common/sysConfig next to a bare GET route.
// Options (or the environment): --seconds N / BENCH_SECONDS (per figure, default 10),
// --connections N / BENCH_CONNECTIONS (default 16, shared by the servers of a figure), --pg-processes N / BENCH_PG_PROCESSES (default 2),
// --only sqlite|postgres / BENCH_ONLY (default both).

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const SECONDS = Number(args.get('seconds') ?? process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(args.get('connections') ?? process.env.BENCH_CONNECTIONS ?? 16);
const PG_PROCESSES = Number(args.get('pg-processes') ?? process.env.BENCH_PG_PROCESSES ?? 2);
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

/** A money POST the bench loads the server with: its path, a body for a sender, and the journal kind it posts. */
interface MoneyLoad {
  path: string;
  body: (from: BenchMember, serial: number) => Record<string, string>;
  /** The journal entries one call posts are of this kind: counting them counts what was done. */
  kind: string;
  noun: string;
}

/** Member to member, 1 USDT, between ever-changing pairs. */
function transferLoadOf(members: BenchMember[]): MoneyLoad {
  return {
    path: '/api/fund/transfer',
    body: (from, serial) => {
      const to = members[(serial * 7 + 3) % members.length]!;
      const recipient = to.uid === from.uid ? members[(serial + 1) % members.length]! : to;
      return { asset: 'USDT', to: recipient.uid, amount: '1.00', paypwd: BENCH_PAYPWD };
    },
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

let serial = 0;
/** A load of one money POST from members in turn, each with a fresh Idempotency-Key. */
function moneyLoad(url: string, load: MoneyLoad, members: BenchMember[], seconds: number, connections: number) {
  const prefix = randomBytes(4).toString('hex');
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: load.path,
        setupRequest: (req) => {
          serial += 1;
          const from = members[serial % members.length]!;
          return {
            ...req,
            headers: { 'content-type': 'application/json', token: from.token, 'idempotency-key': `${prefix}-${serial}` },
            body: JSON.stringify(load.body(from, serial)),
          };
        },
      },
    ],
  });
}

/** Each member calls once through each server, so the slow pay-password KDF is paid before measuring. */
async function warmUp(servers: ServerProcess[], members: BenchMember[], load: MoneyLoad) {
  for (const server of servers) {
    await Promise.all(
      members.map(async (m, i) => {
        const res = await fetch(`${server.url}${load.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: m.token, 'idempotency-key': `warm-${randomBytes(8).toString('hex')}` },
          body: JSON.stringify(load.body(m, i)),
        });
        const body = (await res.json()) as { code: number; msg: string };
        if (body.code !== 1) throw new Error(`warm-up ${load.noun} refused: ${body.msg}`);
      }),
    );
  }
}

async function entriesOf(database: Database, kind: string): Promise<bigint> {
  const row = await database.db
    .selectFrom('ledger_entries')
    .select(sql<bigint>`count(*)`.as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return BigInt(row.n);
}

/** Calls per second through `servers` at once: what the journal gained, over the wall time. */
async function measureMoney(name: string, load: MoneyLoad, database: Database, servers: ServerProcess[], members: BenchMember[]) {
  await warmUp(servers, members, load);
  const before = await entriesOf(database, load.kind);
  const started = performance.now();
  const each = Math.max(1, Math.round(CONNECTIONS / servers.length));
  const results = await Promise.all(servers.map((s) => moneyLoad(s.url, load, members, SECONDS, each)));
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

async function measureGet(name: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  figures.push({ name, perSecond: result.requests.average, p99: result.latency.p99, note: `${result.non2xx + result.errors} errors` });
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

/** The bare routes, then sysConfig and transfers on one SQLite server process. */
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
  const sqliteServer = await startServer({ DATA_DIR: dir, MCC_MODE: 'demo' });
  stops.push(sqliteServer.stop);
  say('… GET /api/common/sysConfig (SQLite)');
  await measureGet('GET /api/common/sysConfig (SQLite, 1 process)', `${sqliteServer.url}/api/common/sysConfig`);
  say('… transfers over HTTP (SQLite)');
  await measureTransfers('transfers over HTTP (SQLite, 1 process)', sqlite, [sqliteServer], sqliteMembers);
  say('… market buys over HTTP (SQLite)');
  await measureMoney('buys over HTTP (SQLite, 1 process)', buyLoad, sqlite, [sqliteServer], sqliteMembers);
  await sqliteServer.stop();
  await sqlite.close();

  // What bounds that figure: the same statements on raw better-sqlite3 behind a bare route.
  const rawFile = path.join(dir, 'raw.sqlite');
  const raw = openDatabase({ dialect: 'sqlite', file: rawFile });
  await migrateToLatest(raw.db);
  const rawMembers = await benchMembers(raw.db, MEMBERS, 1_000_000_000_000n);
  const rawServer = await startServer({ BENCH_SQLITE_FILE: rawFile }, { script: 'bench/ceiling-sqlite-server.ts' });
  stops.push(rawServer.stop);
  say('… ceiling: a transfer’s statements on raw SQLite');
  await measureTransfers('ceiling: transfer statements, raw SQLite, bare route', raw, [rawServer], rawMembers);
  await rawServer.stop();
  await raw.close();
}

/** Transfers on PostgreSQL server processes sharing a scratch database, then pgbench tpcb-like on another. */
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
  const servers: ServerProcess[] = [];
  // One after the other: the first creates the console's first operator.
  for (let i = 0; i < PG_PROCESSES; i += 1) {
    const s = await startServer({ DATABASE_URL: appDb.url, MCC_MODE: 'demo' });
    servers.push(s);
    stops.push(s.stop);
  }
  say(`… transfers over HTTP (PostgreSQL, ${PG_PROCESSES} processes)`);
  await measureTransfers(
    `transfers over HTTP (PostgreSQL, ${PG_PROCESSES} process${PG_PROCESSES > 1 ? 'es' : ''})`,
    postgres,
    servers,
    pgMembers,
  );
  say(`… market buys over HTTP (PostgreSQL, ${PG_PROCESSES} processes)`);
  await measureMoney(
    `buys over HTTP (PostgreSQL, ${PG_PROCESSES} process${PG_PROCESSES > 1 ? 'es' : ''})`,
    buyLoad,
    postgres,
    servers,
    pgMembers,
  );
  await Promise.all(servers.map((s) => s.stop()));
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
      `ceiling: transfer in ${trips} round trip${trips > 1 ? 's' : ''}, PostgreSQL, 1 process`,
      raw,
      [rawServer],
      rawMembers,
    );
    await rawServer.stop();
  }
  const benchDb = await scratchDatabase(PG_URL, 'mcc_pgbench');
  stops.push(benchDb.drop);
  say('… pgbench tpcb-like');
  pgbench(benchDb.url, CONNECTIONS);
}

async function main() {
  say(`MCC bench: ${os.cpus().length} CPU(s), Node ${process.version}, ${SECONDS} s per figure, ${CONNECTIONS} connections per figure`);
  const stops: (() => Promise<void>)[] = [];
  try {
    if (ONLY !== 'postgres') await sqliteFigures(stops);
    if (ONLY !== 'sqlite') await postgresFigures(stops);
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    throw error;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }

  say('');
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const p99 = f.p99 === undefined ? '' : `  p99 ${f.p99} ms`;
    say(`${f.name.padEnd(width)}  ${f.perSecond.toFixed(0).padStart(7)}/s${p99}${f.note ? `  (${f.note})` : ''}`);
  }
  say('');
  say(
    `SQLite transfers / bare Fastify POST route:       ${ratio(find('transfers over HTTP (SQLite'), find('bare Fastify POST'))}  (goal ≥ 20%)`,
  );
  say(`PostgreSQL transfers / pgbench tpcb-like:         ${ratio(find('transfers over HTTP (PostgreSQL'), find('pgbench'))}  (goal ≥ 80%)`);
  say(
    `  ceilings: raw SQLite / bare POST ${ratio(find('ceiling: transfer statements, raw SQLite'), find('bare Fastify POST'))}; ` +
      `PostgreSQL 1 round trip / pgbench ${ratio(find('ceiling: transfer in 1 round trip'), find('pgbench'))}, ` +
      `2 round trips ${ratio(find('ceiling: transfer in 2 round trips'), find('pgbench'))}`,
  );
  say(
    `Market buys / transfers of the same run:          SQLite ${ratio(find('buys over HTTP (SQLite'), find('transfers over HTTP (SQLite'))}, ` +
      `PostgreSQL ${ratio(find('buys over HTTP (PostgreSQL'), find('transfers over HTTP (PostgreSQL'))}  (every buy serialises on the pool)`,
  );
  const sys = find('GET /api/common/sysConfig');
  const bareGet = find('bare Fastify GET');
  say(
    `GET /api/common/sysConfig / bare Fastify GET:     ${ratio(sys, bareGet)} of the requests/s; p99 ${sys?.p99} ms vs ${bareGet?.p99} ms`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
