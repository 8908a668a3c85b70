import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, system } from '../../src/modules/ledger/accounts';
import { Ledger } from '../../src/modules/ledger/ledger';
import { verifyLedger } from '../../src/modules/ledger/verify';
import { systemClock } from '../../src/platform/clock';
import { type Database, openDatabase } from '../../src/platform/db/database';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { addMember, type Member, PAY_PASSWORD } from '../members';
import { credit } from '../money';
import { scratchDatabase } from '../scratch-postgres';
import { setSettings } from '../test-app';
import {
  buildServer,
  type CallStats,
  type Cluster,
  health,
  newStats,
  type PrivatePostgres,
  type PrivateRedis,
  postUntilAnswered,
  privatePostgres,
  privateRedis,
  random,
  runJobs,
  startCluster,
} from './cluster-harness';

// The fault suite: three server processes of the built server (dist/cluster.js, as
// `npm run serve:cluster` runs it) on a PostgreSQL and a Redis of the suite's own, broken on
// purpose while clients keep sending money requests and retry every unanswered one with its
// Idempotency-Key. After each run: the money is all there, no balance is negative, every effect
// happened once, and ledger:verify is clean.

const INSTANCES = 3;
const USDT = 1_000_000n;
const MCC = 100_000_000n;
const IN_FLIGHT = 16;

let pg: PrivatePostgres;
let redis: PrivateRedis;
let cluster: Cluster;
let database: Database;
const live = () => ({ database, clock: systemClock });
const ledger = new Ledger(systemClock);
let memberSerial = 0;

beforeAll(async () => {
  buildServer();
  [pg, redis] = await Promise.all([privatePostgres(), privateRedis()]);
  const { url } = await scratchDatabase(pg.adminUrl, 'mcc_faults');
  database = openDatabase({ dialect: 'postgres', url });
  await migrateToLatest(database.db);
  await setSettings(live(), { transfer_fee_usdt: '0.01', transfer_min_usdt: '0.01' });
  cluster = await startCluster(INSTANCES, { DATABASE_URL: url, REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '100000000' });
  await cluster.whole(INSTANCES);
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
  await Promise.all([pg?.stop(), redis?.stop()]);
});

async function members(count: number, usdt: bigint, mcc = 0n): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    memberSerial += 1;
    const m = await addMember(live(), { uid: String(800_000 + memberSerial), nickname: `Fault${memberSerial}` });
    await credit(live(), m, usdt);
    if (mcc > 0n) await credit(live(), m, mcc, 'MCC');
    made.push(m);
  }
  return made;
}

const available = (m: Member, asset = 'USDT') => ledger.balanceOf(database.db, member(m.id, asset, 'available'));
const systemOf = (name: string, asset = 'USDT') => ledger.balanceOf(database.db, system(name, asset));
const transferEntries = async () =>
  Number(
    (
      await database.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('kind', '=', 'transfer')
        .executeTakeFirstOrThrow()
    ).n,
  );
const trades = async () =>
  Number(
    (
      await database.db
        .selectFrom('market_trades')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expectLedgerClean(): Promise<void> {
  const report = await verifyLedger(database.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

function report(name: string, stats: CallStats, extra: string, startedMs: number): void {
  console.log(
    `${name}: ${stats.requests} requests, ${stats.retries} retries (${stats.unanswered} unanswered, ${stats.unavailable} answered 503), ${extra}, ${((Date.now() - startedMs) / 1000).toFixed(1)} s`,
  );
}

const amountOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Random transfers among fresh members while `fault` strikes; checks the books afterwards. */
async function bankRun(name: string, transfers: number, seed: number, fault?: () => Promise<void>): Promise<CallStats> {
  const started = Date.now();
  const START = 1_000n * USDT;
  const people = await members(8, START);
  const feesBefore = await systemOf('fees');
  const entriesBefore = await transferEntries();
  const pick = random(seed);
  const jobs = Array.from({ length: transfers }, (_, i) => {
    const from = pick(people.length);
    const to = (from + 1 + pick(people.length - 1)) % people.length;
    return { from, to, amount: amountOf(1 + pick(20_000)), key: `${name}-${seed}-${i}` };
  });
  const stats = newStats();
  let accepted = 0;
  let refused = 0;
  const odd: string[] = [];
  await runJobs(
    jobs,
    IN_FLIGHT,
    async (job) => {
      const body = { asset: 'USDT', to: people[job.to]!.uid, amount: job.amount, paypwd: PAY_PASSWORD };
      const answer = await postUntilAnswered(cluster.url, '/api/fund/transfer', body, people[job.from]!.token, job.key, stats);
      if (answer.code === 1) accepted += 1;
      else if (answer.msg === 'Not enough USDT available') refused += 1;
      else odd.push(answer.msg);
    },
    Math.floor(transfers / 3),
    fault,
  );
  expect(stats.bad).toEqual([]);
  expect(odd).toEqual([]);
  expect(accepted + refused).toBe(transfers);
  let total = 0n;
  for (const p of people) {
    const balance = await available(p);
    expect(balance).toBeGreaterThanOrEqual(0n);
    total += balance;
  }
  const fees = (await systemOf('fees')) - feesBefore;
  // Exactly one journal entry per accepted transfer: none lost, none doubled by a retry.
  expect((await transferEntries()) - entriesBefore).toBe(accepted);
  expect(fees).toBe(10_000n * BigInt(accepted));
  expect(total + fees).toBe(START * BigInt(people.length));
  await expectLedgerClean();
  report(name, stats, `${transfers} transfers (${accepted} accepted, ${refused} refused for funds)`, started);
  return stats;
}

describe('a cluster of three processes under faults', () => {
  it('answers /healthz with every part up, limits shared through Redis', async () => {
    const { status, body } = await health(cluster.url);
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      parts: { database: 'up', redis: 'up', events: { via: 'redis', state: 'up' }, limits: 'shared' },
    });
  });

  it('the bank run: one process SIGKILLed mid-run and started again, retried keys move money once', async () => {
    let killed = 0;
    const stats = await bankRun('bank-kill', 450, 20261124, async () => {
      killed = cluster.killOne();
      await cluster.whole(INSTANCES, killed);
    });
    expect(killed).toBeGreaterThan(0);
    expect(cluster.workers()).not.toContain(killed);
    // The killed process had requests in flight: their clients got no answer and sent them again.
    expect(stats.unanswered).toBeGreaterThan(0);
  }, 300_000);

  it('the bank run: PostgreSQL restarted mid-run, requests answered 503 meanwhile, the processes recover by themselves', async () => {
    const before = cluster.workers().sort();
    const stats = await bankRun('bank-pg-restart', 450, 20261125, () => pg.restart(2000));
    // Every request meanwhile got an answer: 503 with the envelope, never a dropped connection.
    expect(stats.unanswered).toBe(0);
    expect(stats.unavailable).toBeGreaterThan(0);
    // No process was started again: each found the database back on its own.
    expect(cluster.workers().sort(), cluster.output()).toEqual(before);
    for (let i = 0; i < INSTANCES * 3; i += 1) expect((await health(cluster.url)).body.parts.database).toBe('up');
  }, 300_000);

  it('keeps serving with Redis down, counting limits per process and saying so, and shares them again once it is back', async () => {
    await redis.kill();
    const probes = await Promise.all(Array.from({ length: INSTANCES * 3 }, () => health(cluster.url)));
    for (const probe of probes) {
      expect(probe.status).toBe(200);
      expect(probe.body).toEqual({
        ok: true,
        parts: { database: 'up', redis: 'down', events: { via: 'redis', state: 'down' }, limits: 'per-process' },
      });
    }
    const stats = await bankRun('bank-redis-down', 240, 20261126);
    expect(stats.unavailable).toBe(0);
    await redis.start();
    const until = Date.now() + 30_000;
    for (;;) {
      const again = await Promise.all(Array.from({ length: INSTANCES * 3 }, () => health(cluster.url)));
      if (again.every((a) => a.body.parts.limits === 'shared' && a.body.parts.redis === 'up')) break;
      expect(Date.now()).toBeLessThan(until);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 300_000);

  it('the market run: concurrent buys and sells, one process SIGKILLed: both assets conserved, one trade per accepted key', async () => {
    const started = Date.now();
    const START_USDT = 10_000n * USDT;
    const START_MCC = 10_000n * MCC;
    const traders = await members(8, START_USDT, START_MCC);
    const before = {
      usdtPool: await systemOf('market_pool'),
      mccPool: await systemOf('market_pool', 'MCC'),
      usdtFees: await systemOf('fees'),
      mccFees: await systemOf('fees', 'MCC'),
      trades: await trades(),
    };
    const pick = random(20261127);
    const jobs = Array.from({ length: 450 }, (_, i) => {
      const buy = pick(2) === 0;
      return {
        who: pick(traders.length),
        route: buy ? '/api/fund/buySsk' : '/api/fund/sellSsk',
        amount: buy ? amountOf(100 + pick(1900)) : String(10 + pick(190)),
        key: `market-${i}`,
      };
    });
    const stats = newStats();
    let accepted = 0;
    const refusals: string[] = [];
    let killed = 0;
    await runJobs(
      jobs,
      IN_FLIGHT,
      async (job) => {
        const body = { amount: job.amount, min_out: '0', paypwd: PAY_PASSWORD };
        const answer = await postUntilAnswered(cluster.url, job.route, body, traders[job.who]!.token, job.key, stats);
        if (answer.code === 1) accepted += 1;
        else refusals.push(answer.msg);
      },
      150,
      async () => {
        killed = cluster.killOne();
        await cluster.whole(INSTANCES, killed);
      },
    );
    expect(stats.bad).toEqual([]);
    expect(refusals).toEqual([]);
    expect(killed).toBeGreaterThan(0);
    expect((await trades()) - before.trades).toBe(accepted);
    let usdt = 0n;
    let mcc = 0n;
    for (const m of traders) {
      const [u, c] = [await available(m), await available(m, 'MCC')];
      expect(u).toBeGreaterThanOrEqual(0n);
      expect(c).toBeGreaterThanOrEqual(0n);
      usdt += u;
      mcc += c;
    }
    const usdtMoved = (await systemOf('market_pool')) - before.usdtPool + ((await systemOf('fees')) - before.usdtFees);
    const mccMoved = (await systemOf('market_pool', 'MCC')) - before.mccPool + ((await systemOf('fees', 'MCC')) - before.mccFees);
    expect(usdt + usdtMoved).toBe(START_USDT * BigInt(traders.length));
    expect(mcc + mccMoved).toBe(START_MCC * BigInt(traders.length));
    await expectLedgerClean();
    report('market-kill', stats, `${jobs.length} trades (${accepted} accepted)`, started);
  }, 300_000);

  it('the bid war: concurrent rising bids on one lot, one process SIGKILLed: one top bid holds its money, everyone else has theirs back', async () => {
    const started = Date.now();
    const lot = await database.db
      .selectFrom('auction_lots')
      .select(['id', 'start_price'])
      .where('status', '=', 'open')
      .where('top_bid_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const BIDS = 150;
    // Amounts rise 4% a step from the start price (integers only), arriving in any order.
    const amounts = Array.from({ length: BIDS }, (_, i) => (lot.start_price * 104n ** BigInt(i)) / 100n ** BigInt(i));
    const funds = amounts[BIDS - 1]! * 2n;
    const bidders = await members(6, funds);
    const cents = (units: bigint) => amountOf(Number(units / 10_000n));
    const stats = newStats();
    let accepted = 0;
    const refusals: string[] = [];
    let killed = 0;
    await runJobs(
      amounts.map((amount, i) => ({ amount, i })),
      IN_FLIGHT,
      async ({ amount, i }) => {
        const body = { lot_id: Number(lot.id), amount: cents(amount), paypwd: PAY_PASSWORD };
        const answer = await postUntilAnswered(cluster.url, '/api/order/add', body, bidders[i % bidders.length]!.token, `bid-${i}`, stats);
        if (answer.code === 1) accepted += 1;
        else refusals.push(answer.msg);
      },
      50,
      async () => {
        killed = cluster.killOne();
        await cluster.whole(INSTANCES, killed);
      },
    );
    expect(stats.bad).toEqual([]);
    expect(killed).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
    for (const msg of refusals) expect(msg).toMatch(/^The bid must be at least \d+\.\d\d USDT$/);
    const tops = await database.db
      .selectFrom('auction_bids')
      .selectAll()
      .where('lot_id', '=', lot.id)
      .where('status', '=', 'top')
      .execute();
    expect(tops).toHaveLength(1);
    const row = await database.db.selectFrom('auction_lots').selectAll().where('id', '=', lot.id).executeTakeFirstOrThrow();
    expect(row.top_bid_id).toBe(tops[0]!.id);
    expect(Number(row.bid_count)).toBe(accepted);
    let held = 0n;
    for (const m of bidders) {
      const hold = await ledger.balanceOf(database.db, member(m.id, 'USDT', 'bid_hold'));
      const free = await available(m);
      held += hold;
      expect(hold + free).toBe(funds);
      expect(hold).toBe(m.id === tops[0]!.user_id ? tops[0]!.amount : 0n);
    }
    expect(held).toBe(tops[0]!.amount);
    const all = await database.db.selectFrom('auction_bids').select('amount').where('lot_id', '=', lot.id).orderBy('id').execute();
    for (let i = 1; i < all.length; i += 1) expect(all[i]!.amount > all[i - 1]!.amount).toBe(true);
    await expectLedgerClean();
    report('bid-war-kill', stats, `${BIDS} bids (${accepted} accepted, ${refusals.length} below the minimum by then)`, started);
  }, 300_000);
});
