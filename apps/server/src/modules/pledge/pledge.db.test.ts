import { pledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, fundPool, USDT } from '../../../test/money';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';
import { addProduct, dailyJobs, subscribe } from './pledge-fixtures';

const t = useTestApp();
let alice: Member;
let bob: Member;

beforeAll(async () => {
  atShanghaiTime(t, '2026-11-01', '12:00');
  alice = await addMember(t);
  bob = await addMember(t, { inviter: alice });
  await credit(t, alice.id, 10_000n * USDT);
  await credit(t, bob.id, 10_000n * USDT);
});

describe(`subscribing (${testDialect})`, () => {
  it('lists enabled products with their rate as a decimal-string fraction and what I may still subscribe', async () => {
    const product = await addProduct(t, {
      termDays: 30,
      dailyRate: 500_000n,
      quota: 50_000n * USDT,
      memberLimit: 5_000n * USDT,
      name: 'Thirty',
    });
    await addProduct(t, { termDays: 7, dailyRate: 1_000_000n, enabled: false, name: 'Hidden' });
    const res = await getFrom(t, pledgeApi.index, { as: alice });
    expect(res.body.code).toBe(1);
    const data = res.body.data as {
      products: Record<string, unknown>[];
      summary: Record<string, unknown>;
      available: Record<string, string>;
    };
    expect(data.products.map((p) => p.name)).toEqual(['Thirty']);
    expect(data.products[0]).toMatchObject({
      id: Number(product),
      term_days: 30,
      flexible: false,
      daily_rate: '0.005',
      min_amount: '10.00',
      max_amount: '100000.00',
      total_quota: '50000.00',
      remaining_quota: '50000.00',
      member_limit: '5000.00',
      my_amount: '0.00',
      can_subscribe: '5000.00',
      input_decimals: 2,
    });
    expect(data.summary).toMatchObject({
      asset: 'USDT',
      principal: '0.00',
      today_earnings: '0.00',
      total_earnings: '0.00',
      running_orders: 0,
    });
    expect(data.available.USDT).toBe('10000.00');
    const zh = await getFrom(t, pledgeApi.index, { as: alice, lang: 'zh-Hans' });
    expect(zh.body.data.products[0].name).toBe('Thirty（中）');
  });

  it('moves the principal from available to pledged and starts earnings the next day', async () => {
    const product = await addProduct(t, { termDays: 10, dailyRate: 300_000n });
    const before = await balanceOf(t, alice.id);
    const res = await subscribe(t, alice, product, '250.50');
    expect(res.body).toMatchObject({ code: 1, data: { principal: '250.50', first_day: '2026-11-02', maturity_day: '2026-11-11' } });
    expect(await balanceOf(t, alice.id)).toBe(before - 250_500_000n);
    expect(await balanceOf(t, alice.id, 'USDT', 'pledged')).toBe(250_500_000n);
    const orders = await getFrom(t, pledgeApi.orders, { as: alice, query: { page: 1 } });
    expect(orders.body.data).toMatchObject({ total: 1, page: 1, has_more: false });
    expect((orders.body.data as { list: unknown[] }).list[0]).toMatchObject({
      status: 'running',
      status_text: 'Running',
      principal: '250.50',
      daily_rate: '0.003',
      daily_earning: '0.7515',
      start_day: '2026-11-02',
      maturity_day: '2026-11-11',
      days_left: 10,
      earned: '0.00',
      redeemable: false,
      pending_days: 0,
    });
    const total = await getFrom(t, pledgeApi.total, { as: alice });
    expect(total.body.data).toMatchObject({ principal: '250.50', today_earnings: '0.00', total_earnings: '0.00' });
  });

  it('V2.3.2 refuses outside the limits, with code 0 and nothing moved', async () => {
    const product = await addProduct(t, {
      termDays: 5,
      dailyRate: 100_000n,
      min: 100n * USDT,
      max: 1_000n * USDT,
      memberLimit: 1_500n * USDT,
    });
    const before = await balanceOf(t, bob.id);
    const cases: [string, RegExp][] = [
      ['99.99', /at least 100.00 USDT/],
      ['1000.01', /at most 1000.00 USDT/],
      ['10.001', /at most 2 decimals/],
      ['-5', /negative/],
      ['0', /more than 0/],
      ['1e3', /not a valid number/],
      ['abc', /not a valid number/],
      ['', /amount/],
    ];
    for (const [amount, message] of cases) {
      const res = await subscribe(t, bob, product, amount);
      expect(res.status, amount).toBe(200);
      expect(res.body.code, amount).toBe(0);
      expect(res.body.msg, amount).toMatch(message);
    }
    expect((await subscribe(t, bob, product, '1000')).body.code).toBe(1);
    const over = await subscribe(t, bob, product, '600');
    expect(over.body).toMatchObject({ code: 0, data: { field: 'amount' } });
    expect(over.body.msg).toMatch(/500.00 USDT more/);
    expect((await subscribe(t, bob, product, '500')).body.code).toBe(1);
    expect(await balanceOf(t, bob.id)).toBe(before - 1_500n * USDT);

    const poor = await addMember(t);
    await credit(t, poor.id, 50n * USDT);
    const cheap = await addProduct(t, { termDays: 5, dailyRate: 100_000n });
    const broke = await subscribe(t, poor, cheap, '60');
    expect(broke.body.code).toBe(0);
    expect(broke.body.msg).toMatch(/Not enough USDT/);
    expect(await balanceOf(t, poor.id)).toBe(50n * USDT);
    const held = await t.database.db.selectFrom('pledge_products').select('held_amount').where('id', '=', cheap).executeTakeFirstOrThrow();
    expect(held.held_amount).toBe(0n);
  });

  it('refuses unknown and disabled products, a wrong pay password, unknown fields and no token', async () => {
    const hidden = await addProduct(t, { termDays: 5, dailyRate: 1n, enabled: false });
    expect((await subscribe(t, alice, hidden, '20')).body).toMatchObject({ code: 0, data: { field: 'product_id' } });
    expect((await subscribe(t, alice, 999_999n, '20')).body).toMatchObject({ code: 0, data: { field: 'product_id' } });
    const product = await addProduct(t, { termDays: 5, dailyRate: 1n });
    const wrong = await postTo(
      t,
      pledgeApi.add,
      { product_id: Number(product), amount: '20', paypwd: '000000' },
      { key: newKey(), as: alice },
    );
    expect(wrong.body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    expect(wrong.body.msg).toMatch(/Wrong pay password/);
    const extra = await postTo(
      t,
      pledgeApi.add,
      { product_id: Number(product), amount: '20', paypwd: PAY_PASSWORD, x: 1 },
      { key: newKey(), as: alice },
    );
    expect(extra.body).toMatchObject({ code: 0, data: { field: 'x' } });
    const badId = await postTo(t, pledgeApi.add, { product_id: 'one', amount: '20', paypwd: PAY_PASSWORD }, { key: newKey(), as: alice });
    expect(badId.body.code).toBe(0);
    const anonymous = await postTo(
      t,
      pledgeApi.add,
      { product_id: Number(product), amount: '20', paypwd: PAY_PASSWORD },
      { key: newKey() },
    );
    expect(anonymous.status).toBe(401);
    for (const endpoint of [pledgeApi.index, pledgeApi.orders, pledgeApi.total, pledgeApi.earnings]) {
      expect((await getFrom(t, endpoint)).status, endpoint.path).toBe(401);
    }
  });

  it('with the same Idempotency-Key subscribes once and answers the first result again', async () => {
    const product = await addProduct(t, { termDays: 5, dailyRate: 1n });
    const before = await balanceOf(t, alice.id);
    const first = await subscribe(t, alice, product, '40', 'key-1');
    const again = await subscribe(t, alice, product, '40', 'key-1');
    expect(first.body.code).toBe(1);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, alice.id)).toBe(before - 40n * USDT);
    const other = await subscribe(t, alice, product, '41', 'key-1');
    expect(other.body.code).toBe(0);
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => subscribe(t, alice, product, '10', 'key-2')));
    expect(new Set(concurrent.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await balanceOf(t, alice.id)).toBe(before - 50n * USDT);
  });

  it('V2.3.4 never oversells a quota or a member limit under concurrent subscriptions', async () => {
    const product = await addProduct(t, { termDays: 30, dailyRate: 500_000n, quota: 1_000n * USDT, memberLimit: 300n * USDT });
    const buyers: Member[] = [];
    for (let i = 0; i < 6; i++) {
      const buyer = await addMember(t);
      await credit(t, buyer.id, 1_000n * USDT);
      buyers.push(buyer);
    }
    // 6 members × 3 orders of 100 = 1800 wanted; the quota is 1000 and each member may hold 300.
    const results = await Promise.all(buyers.flatMap((b) => Array.from({ length: 3 }, () => subscribe(t, b, product, '100'))));
    const accepted = results.filter((r) => r.body.code === 1).length;
    expect(accepted).toBe(10);
    for (const r of results.filter((x) => x.body.code !== 1)) expect(r.body.msg).toMatch(/quota|limit/);
    const row = await t.database.db.selectFrom('pledge_products').select('held_amount').where('id', '=', product).executeTakeFirstOrThrow();
    expect(row.held_amount).toBe(1_000n * USDT);
    const perMember = await t.database.db
      .selectFrom('pledge_orders')
      .select(['user_id', (eb) => eb.fn.countAll<bigint>().as('n')])
      .where('product_id', '=', product)
      .groupBy('user_id')
      .execute();
    expect(perMember.every((m) => m.n <= 3n)).toBe(true);
    let pledged = 0n;
    for (const b of buyers) pledged += await balanceOf(t, b.id, 'USDT', 'pledged');
    expect(pledged).toBe(1_000n * USDT);
    const index = await getFrom(t, pledgeApi.index, { as: buyers[0]! });
    const shown = (index.body.data as { products: { id: number; remaining_quota: string; can_subscribe: string }[] }).products.find(
      (p) => p.id === Number(product),
    );
    expect(shown).toMatchObject({ remaining_quota: '0.00', can_subscribe: '0.00' });
    await expectBooksBalanced(t);
  });
});

describe(`redeeming a flexible order (${testDialect})`, () => {
  it('returns the principal at once, keeps earnings due before today and forfeits today', async () => {
    const member = await addMember(t);
    await credit(t, member.id, 1_000n * USDT);
    await fundPool(t, 1_000n * USDT);
    const flexible = await addProduct(t, { termDays: 0, dailyRate: 1_000_000n, quota: 10_000n * USDT });
    atShanghaiTime(t, '2026-11-01', '12:00');
    const order = await subscribe(t, member, flexible, '500');
    const orderId = (order.body.data as { id: number }).id;
    // Days 2 and 3 are paid by their runs; the member redeems during day 4 before its run.
    atShanghaiTime(t, '2026-11-03', '00:10');
    await dailyJobs(t).run('2026-11-03', 'test');
    atShanghaiTime(t, '2026-11-04', '09:00');
    const other = await addMember(t);
    expect((await postTo(t, pledgeApi.redeem, { id: orderId }, { key: newKey(), as: other })).body).toMatchObject({
      code: 0,
      data: { field: 'id' },
    });
    const redeemed = await postTo(t, pledgeApi.redeem, { id: orderId }, { key: newKey(), as: member });
    expect(redeemed.body).toMatchObject({ code: 1, data: { id: orderId, principal: '500.00', status: 'redeemed' } });
    expect((await postTo(t, pledgeApi.redeem, { id: orderId }, { key: newKey(), as: member })).body.msg).toMatch(
      /Only a running flexible order/,
    );
    expect(await balanceOf(t, member.id, 'USDT', 'pledged')).toBe(0n);
    // Subscribed at noon: day 2 pays the half day held, day 3 a whole day.
    expect(await balanceOf(t, member.id)).toBe(1_000n * USDT + 2_500_000n + 5n * USDT);
    // Day 4's earning (for holding it overnight) is still paid; day 5 never is.
    atShanghaiTime(t, '2026-11-06', '00:10');
    await dailyJobs(t).run('2026-11-06', 'test');
    const earnings = await getFrom(t, pledgeApi.earnings, { as: member, query: { page: 1 } });
    expect((earnings.body.data as { list: { day: string; amount: string }[] }).list.map((e) => [e.day, e.amount])).toEqual([
      ['2026-11-04', '5.00'],
      ['2026-11-03', '5.00'],
      ['2026-11-02', '2.50'],
    ]);
    expect(await balanceOf(t, member.id)).toBe(1_012n * USDT + 500_000n);
    const held = await t.database.db
      .selectFrom('pledge_products')
      .select('held_amount')
      .where('id', '=', flexible)
      .executeTakeFirstOrThrow();
    expect(held.held_amount).toBe(0n);
    const fixed = await addProduct(t, { termDays: 5, dailyRate: 1n });
    const fixedOrder = await subscribe(t, member, fixed, '10');
    const refused = await postTo(t, pledgeApi.redeem, { id: (fixedOrder.body.data as { id: number }).id }, { key: newKey(), as: member });
    expect(refused.body.msg).toMatch(/Only a running flexible order/);
    await expectBooksBalanced(t);
  });

  it("V8.2.2 shows only the member's own earnings, also when asked for another's order", async () => {
    const stranger = await addMember(t);
    const mine = await getFrom(t, pledgeApi.earnings, { as: stranger, query: { page: 1, order_id: 1 } });
    expect(mine.body).toMatchObject({ code: 1, data: { total: 0, list: [] } });
    expect((await getFrom(t, pledgeApi.orders, { as: stranger, query: { status: 'nope' } })).body.code).toBe(0);
  });
});

describe(`earnings for the time held (${testDialect})`, () => {
  const earnedBy = async (orderId: number) =>
    (await t.database.db.selectFrom('pledge_orders').select('earned').where('id', '=', BigInt(orderId)).executeTakeFirstOrThrow()).earned;

  it('a flexible order in at 23:59 and out at 00:03 earns a minute of a day, not a day; its inviter a share of that', async () => {
    atShanghaiTime(t, '2026-12-10', '23:00');
    const inviter = await addMember(t);
    const member = await addMember(t, { inviter });
    await credit(t, member.id, 100_000n * USDT);
    await fundPool(t, 1_000n * USDT);
    const flexible = await addProduct(t, { termDays: 0, dailyRate: 200_000n, quota: 1_000_000n * USDT });
    atShanghaiTime(t, '2026-12-10', '23:59');
    const sub = await subscribe(t, member, flexible, '100000');
    expect(sub.body.code, sub.body.msg).toBe(1);
    const orderId = (sub.body.data as { id: number }).id;
    atShanghaiTime(t, '2026-12-11', '00:01');
    await dailyJobs(t).run('2026-12-11', 'test');
    atShanghaiTime(t, '2026-12-11', '00:03');
    expect((await postTo(t, pledgeApi.redeem, { id: orderId }, { key: newKey(), as: member })).body.code).toBe(1);
    // 0.2% of 100,000 is 200 a day; one minute of it, rounded down: 200 × 60 / 86,400 = 0.138888.
    expect(await earnedBy(orderId)).toBe(138_888n);
    expect(await balanceOf(t, member.id)).toBe(100_000n * USDT + 138_888n);
    // The inviter's 10% is of what was earned.
    expect(await balanceOf(t, inviter.id)).toBe(13_888n);
    // Later runs pay nothing more: the day of the redemption earns nothing.
    atShanghaiTime(t, '2026-12-13', '00:10');
    await dailyJobs(t).run('2026-12-13', 'test');
    expect(await earnedBy(orderId)).toBe(138_888n);
    await expectBooksBalanced(t);
  });

  it('a 7-day order subscribed at 23:59 earns less than one subscribed at 00:01 by the time not held', async () => {
    atShanghaiTime(t, '2026-12-20', '00:00');
    const member = await addMember(t);
    await credit(t, member.id, 2_000n * USDT);
    await fundPool(t, 1_000n * USDT);
    const week = await addProduct(t, { termDays: 7, dailyRate: 1_000_000n, quota: 1_000_000n * USDT });
    atShanghaiTime(t, '2026-12-20', '00:01');
    const early = ((await subscribe(t, member, week, '1000')).body.data as { id: number }).id;
    atShanghaiTime(t, '2026-12-20', '23:59');
    const late = ((await subscribe(t, member, week, '1000')).body.data as { id: number }).id;
    atShanghaiTime(t, '2026-12-28', '00:10');
    await dailyJobs(t).run('2026-12-28', 'test');
    // 1% of 1000 is 10 a day: six whole days, then the first day for the time held before midnight.
    // 00:01 → 23 h 59 min: 10 × 1439 / 1440 = 9.993055; 23:59 → 1 min: 10 / 1440 = 0.006944.
    expect(await earnedBy(early)).toBe(60n * USDT + 9_993_055n);
    expect(await earnedBy(late)).toBe(60n * USDT + 6_944n);
    expect(await balanceOf(t, member.id, 'USDT', 'pledged')).toBe(0n);
    await expectBooksBalanced(t);
  });
});

describe(`running the daily jobs ahead (${testDialect})`, () => {
  it("counts as today's earnings only those of days up to today, not of the days run ahead", async () => {
    atShanghaiTime(t, '2027-02-01', '12:00');
    const carol = await addMember(t);
    await credit(t, carol.id, 1_000n * USDT);
    await fundPool(t, 1_000n * USDT);
    const product = await addProduct(t, { termDays: 0, dailyRate: 1_000_000n });
    await subscribe(t, carol, product, '1000');
    const jobs = dailyJobs(t);
    atShanghaiTime(t, '2027-02-02', '00:05');
    // Today's run pays the first day, half of it held (12 h): 5 USDT.
    expect((await jobs.run('2027-02-02', 'test')).status).toBe('done');
    // The runs of the next two days, ahead of their time: 10 USDT each, credited now too.
    expect((await jobs.run('2027-02-04', 'test')).status).toBe('done');
    const total = await getFrom(t, pledgeApi.total, { as: carol });
    expect(total.body.data).toMatchObject({ today_earnings: '5.00', total_earnings: '25.00' });
  });
});
