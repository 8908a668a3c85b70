import type { Transaction } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, type Member } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, fundPool, USDT } from '../../../test/money';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';
import { addDays } from '../../platform/calendar';
import type { DB } from '../../platform/db/schema';
import { DailyJobs } from '../jobs/daily-jobs';
import { AssetRegistry } from '../ledger/assets';
import { Ledger, type Posting } from '../ledger/ledger';
import { SettingsService } from '../settings/settings-service';
import { OrderTips } from '../tips/tips-service';
import { addProduct, subscribe } from './pledge-fixtures';
import { PledgeJobs } from './pledge-jobs';

// The staking job reads its orders a batch at a time and commits each earning on its own: a run
// that stops in the middle of a batch leaves every earning before it paid once and none after, and
// the next run pays the rest, once.

const START = '2026-11-01';
const t = useTestApp();
const members: Member[] = [];
const orders: bigint[] = [];

/** A ledger whose `failAt`-th posting fails, as if the process stopped there. */
class StoppingLedger extends Ledger {
  #posts = 0;
  constructor(
    clock: ConstructorParameters<typeof Ledger>[0],
    private readonly failAt: number,
  ) {
    super(clock);
  }
  override async post(trx: Transaction<DB>, posting: Posting) {
    this.#posts += 1;
    if (this.#posts === this.failAt) throw new Error('the process stopped');
    return super.post(trx, posting);
  }
}

const jobsWith = (ledger: Ledger) =>
  new DailyJobs(t.database.db, t.clock, t.config.timeZone, [
    new PledgeJobs({
      db: t.database.db,
      clock: t.clock,
      timeZone: t.config.timeZone,
      ledger,
      assets: new AssetRegistry(t.database.db),
      tips: new OrderTips(t.database.db, t.clock),
      settings: new SettingsService(t.database.db, t.clock),
      batch: 2,
    }),
  ]);

const earningsOf = async (orderId: bigint) =>
  (await t.database.db.selectFrom('pledge_earnings').select('day').where('order_id', '=', orderId).orderBy('day').execute()).map(
    (r) => r.day,
  );

beforeAll(async () => {
  atShanghaiTime(t, START, '10:00');
  await fundPool(t, 10_000n * USDT);
  const product = await addProduct(t, { termDays: 3, dailyRate: 500_000n, name: 'Three' });
  for (let i = 0; i < 7; i++) {
    const m = await addMember(t);
    await credit(t, m, 1_000n * USDT);
    const res = await subscribe(t, m, product, '100');
    expect(res.body.code, res.body.msg).toBe(1);
    members.push(m);
    orders.push(BigInt((res.body.data as { id: number }).id));
  }
});

describe(`the staking job in batches (${testDialect})`, () => {
  it('stopped in the middle of a batch, pays the rest on the next run, each earning once', async () => {
    atShanghaiTime(t, addDays(START, 2), '12:00');
    const day1 = addDays(START, 1);
    const day2 = addDays(START, 2);
    // Seven orders, two read at a time, day by day; the fifth posting fails: the fifth order's first
    // day, the first of the third batch.
    const stopped = await jobsWith(new StoppingLedger(t.clock, 5)).run(day2, 'test');
    expect(stopped.status).toBe('failed');
    for (const id of orders.slice(0, 4)) expect(await earningsOf(id), `order ${id}`).toEqual([day1]);
    for (const id of orders.slice(4)) expect(await earningsOf(id), `order ${id}`).toEqual([]);
    await expectBooksBalanced(t);

    const resumed = await jobsWith(new Ledger(t.clock)).run(day2, 'test');
    expect(resumed.status).toBe('done');
    for (const id of orders) expect(await earningsOf(id), `order ${id}`).toEqual([day1, day2]);
    expect(await jobsWith(new Ledger(t.clock)).run(day2, 'test')).toMatchObject({ status: 'done' });
    for (const id of orders) expect(await earningsOf(id), `order ${id}`).toEqual([day1, day2]);
  });

  it('matures every order of a day across batches, once', async () => {
    const day3 = addDays(START, 3);
    atShanghaiTime(t, day3, '12:00');
    expect(await jobsWith(new Ledger(t.clock)).run(day3, 'test')).toMatchObject({ status: 'done' });
    const rows = await t.database.db.selectFrom('pledge_orders').select(['id', 'status']).where('id', 'in', orders).execute();
    expect(rows.map((r) => r.status)).toEqual(orders.map(() => 'matured'));
    for (const m of members) expect(await balanceOf(t, m.id, 'USDT', 'pledged')).toBe(0n);
    await expectBooksBalanced(t);
  });
});
