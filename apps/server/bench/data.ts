// The data bench: builds a database of `--members` members (a referral tree under one member, a
// whale with a long history, everyone with lines, running staking orders), publishes a liabilities root, then times the
// calls whose cost used to grow with the data, each through the app (`inject`), and prints
// p50/p99 per call with the database's size, and the plan of each statement the three slowest calls
// read by (EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN); then runs one day of the daily jobs and ledger:verify,
// each in a process of its own (`jobs-child.ts`), and prints their time, each job's time and their
// peak memory. Figures only: nothing here asserts a time.
//
//   npm run bench:data -- --members 10000            (SQLite in a temporary directory)
//   DATABASE_URL=postgres://… npm run bench:data -- --members 10000   (an empty database)
//   BENCH_KEEP=1 …                                    (keeps the SQLite data folder, and prints where)
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../src/app';
import { member, system } from '../src/modules/ledger/accounts';
import { Ledger } from '../src/modules/ledger/ledger';
import { publishRoot } from '../src/modules/liabilities/liabilities-tree';
import { MemberSessions } from '../src/platform/auth/member-sessions';
import { hashPassword } from '../src/platform/auth/password';
import { addDays, dayOf } from '../src/platform/calendar';
import { systemClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import { explain, statementRecorder } from '../src/platform/db/query-plans';
import type { DB } from '../src/platform/db/schema';

const { values } = parseArgs({ options: { members: { type: 'string', default: '10000' }, runs: { type: 'string', default: '200' } } });
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);
const USDT = 1_000_000n;
/** Lines of the whale's USDT account: 2.5 per member, as in the measurement of issue 34. */
const WHALE_LINES = Math.round(MEMBERS * 2.5);
/** Other lines: ten entries per member (two lines each) spread over everyone. */
const SPREAD_ENTRIES = MEMBERS * 5;
/** The slowest calls whose query plans are printed after the timings. */
const PLANNED_CALLS = 3;

/** Inviter of member i (0 is the top): 50 directly, 2,500 below those, the rest on level 3. */
function inviterIndex(i: number): number | null {
  if (i === 0) return null;
  if (i <= 50) return 0;
  if (i <= 2550) return 1 + ((i - 51) % 50);
  return 51 + ((i - 2551) % 2500);
}

async function insertMembers(db: Kysely<DB>): Promise<bigint[]> {
  const now = BigInt(Date.now());
  const ids: bigint[] = [];
  for (let start = 0; start < MEMBERS; start += 400) {
    const rows = [];
    for (let i = start; i < Math.min(MEMBERS, start + 400); i++) {
      const inviter = inviterIndex(i);
      rows.push({
        uid: String(10_000_000 + i),
        mobile: `139${String(i).padStart(8, '0')}`,
        email: `m${i}@bench.test`,
        password_hash: 'x',
        nickname: `Bench member ${i}`,
        invite_code: `B${i}`,
        status: 'active',
        inviter_id: inviter === null ? null : ids[inviter]!,
        created_at: now,
        updated_at: now,
      });
    }
    // One statement per batch, in order: an inviter's id is known before their members are written.
    for (const row of rows) {
      const inserted = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
  }
  return ids;
}

/**
 * Journal lines in bulk, consistent with the ledger: each entry moves money from outside the books
 * to a member (two lines with their balances after), and the accounts' balances are set to the sum
 * at the end, so `ledger:verify` agrees.
 */
async function insertHistory(db: Kysely<DB>, ids: bigint[]): Promise<void> {
  // Every member's account (and the outside mirror) opened through the ledger: one deposit entry
  // of two lines per member, as a real deposit posts, 200 members to a transaction.
  const ledger = new Ledger(systemClock);
  for (let start = 0; start < ids.length; start += 200) {
    await db.transaction().execute(async (trx) => {
      for (const id of ids.slice(start, start + 200)) {
        await ledger.post(trx, {
          kind: 'deposit',
          memo: 'bench',
          moves: [{ from: system('external_deposits', 'USDT'), to: member(id, 'USDT'), amount: USDT }],
        });
      }
    });
  }
  const accounts = await db.selectFrom('ledger_accounts').select(['id', 'key', 'user_id', 'balance']).where('asset', '=', 'USDT').execute();
  const byKey = new Map(accounts.map((a) => [a.key, a]));
  const outside = byKey.get('system:external_deposits:USDT')!;
  const balance = new Map(accounts.map((a) => [a.id, a.balance]));
  const owners = [ids[0]!, ...ids];
  const plan: bigint[] = [];
  for (let i = 0; i < WHALE_LINES; i++) plan.push(ids[0]!);
  for (let i = 0; i < SPREAD_ENTRIES; i++) plan.push(owners[(i * 7919) % owners.length]!);
  // Shuffle deterministically so the whale's lines are spread over the journal.
  for (let i = plan.length - 1; i > 0; i--) {
    const j = (i * 2654435761) % (i + 1);
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  const now = BigInt(Date.now());
  const types = ['deposit', 'transfer', 'pledge_earning', 'referral_reward'];
  for (let start = 0; start < plan.length; start += 1000) {
    await db.transaction().execute(async (trx) => {
      const batch = plan.slice(start, start + 1000);
      const entries = await trx
        .insertInto('ledger_entries')
        .values(
          batch.map(() => ({
            kind: 'deposit',
            memo: 'bench',
            params_json: null,
            ref_type: null,
            ref_id: null,
            admin_id: null,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      const lines = batch.flatMap((userId, k) => {
        const account = byKey.get(`member:${userId}:USDT:available`)!;
        const amount = BigInt(1 + ((start + k) % 97)) * 10_000n;
        const mine = balance.get(account.id)! + amount;
        const theirs = balance.get(outside.id)! - amount;
        balance.set(account.id, mine);
        balance.set(outside.id, theirs);
        const type = types[(start + k) % types.length]!;
        const entryId = entries[k]!.id;
        return [
          { entry_id: entryId, account_id: account.id, user_id: userId, asset: 'USDT', amount, balance_after: mine, type, created_at: now },
          {
            entry_id: entryId,
            account_id: outside.id,
            user_id: null,
            asset: 'USDT',
            amount: -amount,
            balance_after: theirs,
            type,
            created_at: now,
          },
        ];
      });
      for (let i = 0; i < lines.length; i += 500)
        await trx
          .insertInto('ledger_lines')
          .values(lines.slice(i, i + 500))
          .execute();
    });
  }
  for (const [id, value] of balance) await db.updateTable('ledger_accounts').set({ balance: value }).where('id', '=', id).execute();
}

/**
 * Running staking orders: one for every 25th member (4,000 at 100k), spread over every level of the
 * top inviter's team, each with its principal in the member's pledged account (posted from outside
 * the books, an entry each, as the history is), earning from today for 30 days; and a reward pool to pay them.
 */
async function insertOrders(db: Kysely<DB>, ids: bigint[], day: string): Promise<number> {
  const now = BigInt(Date.now());
  const product = await db
    .insertInto('pledge_products')
    .values({
      name_json: JSON.stringify({ 'zh-Hans': '基准', en: 'Bench', ja: 'Bench', 'zh-Hant': '基準' }),
      asset: 'USDT',
      term_days: 30n,
      daily_rate: 1_000_000n,
      min_amount: 10n * USDT,
      max_amount: 100_000n * USDT,
      total_quota: 0n,
      held_amount: 0n,
      member_limit: 0n,
      enabled: 1n,
      sort_order: 0n,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const holders = ids.filter((_, i) => i > 0 && i % 25 === 0);
  const ledger = new Ledger(systemClock);
  for (let start = 0; start < holders.length; start += 200) {
    const orders = holders.slice(start, start + 200).map((user_id, i) => ({
      user_id,
      principal: BigInt(100 + ((start + i) % 900)) * USDT,
    }));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('pledge_orders')
        .values(
          orders.map(({ user_id, principal }) => ({
            user_id,
            product_id: product.id,
            asset: 'USDT',
            principal,
            daily_rate: 1_000_000n,
            term_days: 30n,
            subscribe_day: day,
            first_day: day,
            last_day: addDays(day, 29),
            next_day: day,
            status: 'running',
            earned: 0n,
            settled_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      // One deposit entry of two lines per order, as the console's journal shows real ones.
      for (const { user_id, principal } of orders) {
        await ledger.post(trx, {
          kind: 'deposit',
          memo: 'bench',
          moves: [{ from: system('external_deposits', 'USDT'), to: member(user_id, 'USDT', 'pledged'), amount: principal }],
        });
      }
    });
  }
  await db.transaction().execute((trx) =>
    ledger.post(trx, {
      kind: 'pool_funding',
      moves: [{ from: system('external_deposits', 'USDT'), to: system('reward_pool', 'USDT'), amount: 10_000_000n * USDT }],
    }),
  );
  return holders.length;
}

interface StepResult {
  ms: number;
  peakMb: number;
  ok?: boolean;
  problems?: string[];
  lines?: number;
  accounts?: number;
  stats?: { earnings: number; rewards: number; phases: Record<string, number> };
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const tsxLoader = pathToFileURL(path.join(benchDir, '../../../node_modules/tsx/dist/esm/index.mjs')).href;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-bench-data-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' });
  const database = openDatabase(config.database);
  const t0 = performance.now();
  await migrateToLatest(database.db);
  const db = database.db;
  const ids = await insertMembers(db);
  await insertHistory(db, ids);
  const orders = await insertOrders(db, ids, dayOf(systemClock.now(), config.timeZone));
  // What autovacuum does after a bulk load: the planner's statistics (SQLite keeps none by default).
  if (config.database.dialect === 'postgres') await sql`analyze`.execute(db);
  await publishRoot(db, systemClock, new Date().toISOString().slice(0, 10));
  const built = performance.now() - t0;

  // The app's statements go through a recorder, so the slowest calls' plans can be printed after.
  const recorder = statementRecorder(db);
  const app = await buildApp({ config, database: { ...database, db: recorder.db }, clock: systemClock, logger: { level: 'silent' } });
  await app.ready();
  const sessions = new MemberSessions(db, systemClock);
  const whale = (await sessions.issue(ids[0]!)).token;
  const someone = (await sessions.issue(ids[ids.length - 1]!)).token;
  await db
    .insertInto('admins')
    .values({
      username: 'bench',
      password_hash: await hashPassword('bench-pass-1'),
      role: 'super_admin',
      status: 'active',
      created_at: BigInt(Date.now()),
    })
    .execute();
  const login = await app.inject({ method: 'POST', url: '/admin/api/login', payload: { username: 'bench', password: 'bench-pass-1' } });
  const operator = (login.json() as { data: { token: string } }).data.token;

  const whaleUid = String(10_000_000);
  const firstPage = await app.inject({ url: '/api/fund/usdtDetail', headers: { token: whale } });
  const deep = (firstPage.json() as { data: { list: { id: number }[] } }).data.list;
  // A cursor half way down the whale's history: what the 6,000th page by OFFSET used to cost.
  const middle = await db
    .selectFrom('ledger_lines')
    .select('id')
    .where('user_id', '=', ids[0]!)
    .orderBy('id', 'desc')
    .offset(Math.floor(WHALE_LINES / 2))
    .limit(1)
    .executeTakeFirst();
  const calls: [string, string, Record<string, string>][] = [
    ["a member's USDT details, page 1", '/api/fund/usdtDetail', { token: whale }],
    ['the same, by cursor half way down', `/api/fund/usdtDetail?before=${middle?.id ?? deep.at(-1)?.id ?? 1}`, { token: whale }],
    ['the same, page 60 by number (OFFSET over the index)', '/api/fund/usdtDetail?page=60', { token: whale }],
    ['the same, filtered by type', '/api/fund/usdtDetail?type=transfer', { token: whale }],
    ['console journal filtered by the member, page 1', `/admin/api/ledger/entries?uid=${whaleUid}`, { token: operator }],
    ['console journal, every entry, page 1', '/admin/api/ledger/entries', { token: operator }],
    ['console journal, every entry, page 500', '/admin/api/ledger/entries?page=500', { token: operator }],
    ['console member search, exact UID', `/admin/api/user/index?keyword=${10_000_000 + Math.floor(MEMBERS / 2)}`, { token: operator }],
    ['console member search, part of a nickname', '/admin/api/user/index?keyword=member%20123', { token: operator }],
    ['team/info of the top inviter', '/api/team/info', { token: whale }],
    ['level-3 list of the top inviter', '/api/team/member?level=3&page=1', { token: whale }],
    ['the liabilities proof', '/api/liabilities/proof', { token: someone }],
  ];
  const lines = await db
    .selectFrom('ledger_lines')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow();
  const size = config.database.dialect === 'sqlite' ? (await stat(config.database.file)).size : null;
  console.log(
    `\n${MEMBERS} members, ${lines.n} journal lines (the whale: ${WHALE_LINES + 1}), ${orders} running staking orders, ${config.database.dialect}` +
      `${size ? `, ${(size / 1024 / 1024).toFixed(0)} MB` : ''}; built in ${(built / 1000).toFixed(1)} s; ${RUNS} runs per call\n`,
  );
  console.log('| call | p50 ms | p99 ms |\n|---|---|---|');
  const medians: { name: string; url: string; headers: Record<string, string>; p50: number }[] = [];
  for (const [name, url, headers] of calls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const start = performance.now();
      const res = await app.inject({ url, headers });
      const took = performance.now() - start;
      const body = res.json() as { code: number; msg: string };
      if (body.code !== 1) throw new Error(`${url}: ${body.msg}`);
      if (i >= 5) times.push(took);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${name} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} |`);
    medians.push({ name, url, headers, p50: percentile(times, 50) });
  }
  // How the database reads the slowest calls: each statement one call of them makes, and its plan.
  for (const slow of medians.sort((a, b) => b.p50 - a.p50).slice(0, PLANNED_CALLS)) {
    const statements = await recorder.record(() => app.inject({ url: slow.url, headers: slow.headers }));
    console.log(`\nthe plans of "${slow.name}" (${slow.p50.toFixed(2)} ms):`);
    // The session's lookup is every call's, and its plan would print the token's hash: left out.
    const own = statements.filter((statement) => !statement.sql.includes('token_hash'));
    for (const { sql: text, plan } of await explain(db, config.database.dialect, own, { readsOnly: true }))
      console.log(`  ${text.length > 240 ? `${text.slice(0, 240)}…` : text}\n    ${plan.split('\n').join('\n    ')}`);
  }
  await app.close();
  await database.close();

  // The daily jobs of the first day each alone, then those of the second day together, then
  // ledger:verify, each in a process of its own: its peak memory.
  const child = (args: string[]): StepResult => {
    const run = spawnSync(process.execPath, ['--import', tsxLoader, path.join(benchDir, 'jobs-child.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`${args.join(' ')} failed:\n${run.stderr}`);
    return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as StepResult;
  };
  console.log('\n| the first day, each job alone | time s | peak MB |\n|---|---|---|');
  for (const name of ['pledge', 'coinmix', 'auction', 'liabilities', 'ledger_verify']) {
    const alone = child(['jobs', '1', name]);
    console.log(`| ${name} | ${(alone.ms / 1000).toFixed(1)} | ${alone.peakMb} |`);
  }
  const jobs = child(['jobs', '2']);
  const verify = child(['verify']);
  if (verify.ok !== true) throw new Error(`ledger:verify after the jobs: ${verify.problems?.join('; ')}`);
  const phases = Object.entries(jobs.stats?.phases ?? {}).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
  console.log(
    `\nthe second day, every job in one process: ${(jobs.ms / 1000).toFixed(1)} s, peak ${jobs.peakMb} MB (${phases.join(', ')}); ` +
      `earnings ${jobs.stats?.earnings}, referral rewards ${jobs.stats?.rewards}`,
  );
  console.log(
    `ledger:verify: ${(verify.ms / 1000).toFixed(1)} s, peak ${verify.peakMb} MB, ${verify.lines} lines, ${verify.accounts} accounts, clean`,
  );
  if (!process.env.BENCH_KEEP) await rm(dataDir, { recursive: true, force: true });
  else console.log(`data kept in ${dataDir}`);
}

await main();
