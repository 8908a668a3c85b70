import { formatAmount } from '@mcc/contract/amount';
import { pledgeApi } from '@mcc/contract/pledge';
import { teamApi } from '@mcc/contract/team';
import { tipsApi } from '@mcc/contract/tips';
import { userIndexApi } from '@mcc/contract/user-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../../test/commands';
import { get, getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member, signInMember } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, fundPool, systemBalance, USDT } from '../../../test/money';
import { rowCount } from '../../../test/row-count';
import { atShanghaiTime, databaseEnv, testDialect, useTestApp } from '../../../test/test-app';
import { addDays } from '../../platform/calendar';
import { addProduct, dailyJobs, subscribe } from './pledge-fixtures';
import { dailyEarning, firstDayEarning } from './pledge-math';

// The daily jobs over 40 simulated days: every earning and maturity exactly once, upline rewards
// exactly once, however often and from however many processes the jobs run; an empty pool defers.

const START = '2026-11-01';
const LAST = addDays(START, 40);
const SHARES = [10_000_000n, 5_000_000n, 2_000_000n]; // the default 10%, 5%, 2%
/** Orders are subscribed at 10:00: the day of subscription earns for the 14 hours held. */
const FIRST_DAY_HELD_MS = 14n * 3_600_000n;

interface Plan {
  who: Member;
  product: bigint;
  termDays: number;
  rate: bigint;
  principal: bigint;
  day: string;
  /** Flexible: redeemed during this day. */
  redeemOn?: string;
  orderId?: number;
}

/** Runs the jobs command in a child process, as an operator would: `tsx src/cli/jobs.ts --date <day>`. */
const runJobsCommand = (day: string) =>
  runCommand('jobs', ['--date', day], { ...databaseEnv(t.config.database), LOG_LEVEL: 'silent', MCC_MODE: 'demo' });

/** What the plan must have paid through `through`: earnings per order and rewards per member. */
function expected(plans: Plan[], uplinesOf: Map<bigint, bigint[]>, through: string) {
  const earnings = new Map<Plan, number>();
  const credited = new Map<bigint, bigint>();
  let rewardCount = 0;
  const add = (id: bigint, amount: bigint) => credited.set(id, (credited.get(id) ?? 0n) + amount);
  for (const plan of plans) {
    const lastDay = plan.termDays > 0 ? addDays(plan.day, plan.termDays) : (plan.redeemOn ?? through);
    const end = lastDay < through ? lastDay : through;
    let days = 0;
    for (let d = addDays(plan.day, 1); d <= end; d = addDays(d, 1)) days += 1;
    earnings.set(plan, days);
    for (let n = 0; n < days; n += 1) {
      const earning = n === 0 ? firstDayEarning(plan.principal, plan.rate, FIRST_DAY_HELD_MS) : dailyEarning(plan.principal, plan.rate);
      add(plan.who.id, earning);
      (uplinesOf.get(plan.who.id) ?? []).forEach((upline, i) => {
        const reward = (earning * SHARES[i]!) / 100_000_000n;
        if (reward > 0n) {
          add(upline, reward);
          rewardCount += 1;
        }
      });
    }
  }
  return { earnings, credited, rewardCount };
}

const t = useTestApp();
let plans: Plan[];
let members: Member[];
const uplinesOf = new Map<bigint, bigint[]>();

beforeAll(async () => {
  atShanghaiTime(t, START, '12:00');
  // Alice ← Bob ← Carol ← Dave ← Erin: Erin's earnings reward Dave, Carol and Bob; Alice is three levels above Dave.
  const alice = await addMember(t, { nickname: 'Alice' });
  const bob = await addMember(t, { inviter: alice, nickname: 'Bob' });
  const carol = await addMember(t, { inviter: bob, nickname: 'Carol' });
  const dave = await addMember(t, { inviter: carol, nickname: 'Dave' });
  const erin = await addMember(t, { inviter: dave, nickname: 'Erin' });
  members = [alice, bob, carol, dave, erin];
  uplinesOf.set(bob.id, [alice.id]);
  uplinesOf.set(carol.id, [bob.id, alice.id]);
  uplinesOf.set(dave.id, [carol.id, bob.id, alice.id]);
  uplinesOf.set(erin.id, [dave.id, carol.id, bob.id]);
  for (const m of members) await credit(t, m.id, 100_000n * USDT);
  await fundPool(t, 1_000_000n * USDT);

  const fixed30 = await addProduct(t, { termDays: 30, dailyRate: 500_000n, name: 'Thirty' });
  const fixed7 = await addProduct(t, { termDays: 7, dailyRate: 1_234_567n, name: 'Seven' });
  const flexible = await addProduct(t, { termDays: 0, dailyRate: 200_000n, name: 'Flexible' });
  plans = [
    { who: carol, product: fixed30, termDays: 30, rate: 500_000n, principal: 1_000n * USDT, day: START },
    { who: dave, product: fixed7, termDays: 7, rate: 1_234_567n, principal: 333_330_000n, day: START },
    { who: erin, product: flexible, termDays: 0, rate: 200_000n, principal: 5_000n * USDT, day: START, redeemOn: addDays(START, 20) },
    { who: bob, product: fixed30, termDays: 30, rate: 500_000n, principal: 2_500n * USDT, day: addDays(START, 3) },
    { who: dave, product: fixed7, termDays: 7, rate: 1_234_567n, principal: 777_770_000n, day: addDays(START, 12) },
    { who: erin, product: flexible, termDays: 0, rate: 200_000n, principal: 900n * USDT, day: addDays(START, 25) },
    { who: alice, product: fixed30, termDays: 30, rate: 500_000n, principal: 400n * USDT, day: addDays(START, 15) },
  ];
});

async function subscribeOnDay(day: string) {
  for (const plan of plans.filter((p) => p.day === day)) {
    const res = await subscribe(t, plan.who, plan.product, formatAmount(plan.principal, 6));
    expect(res.body.code, res.body.msg).toBe(1);
    plan.orderId = (res.body.data as { id: number }).id;
  }
}

async function redeemOnDay(day: string) {
  for (const plan of plans.filter((p) => p.redeemOn === day)) {
    const res = await postTo(t, pledgeApi.redeem, { id: plan.orderId }, { key: newKey(), as: plan.who });
    expect(res.body.code, res.body.msg).toBe(1);
  }
}

async function counts() {
  const db = t.database.db;
  const earnings = await db
    .selectFrom('pledge_earnings')
    .select(['order_id', (eb) => eb.fn.countAll<bigint>().as('n')])
    .groupBy('order_id')
    .execute();
  const matured = await db
    .selectFrom('pledge_orders')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('status', '=', 'matured')
    .executeTakeFirstOrThrow();
  const byOrder = new Map(earnings.map((e) => [Number(e.order_id), Number(e.n)]));
  return { byOrder, rewards: await rowCount(db, 'referral_rewards'), matured: Number(matured.n) };
}

async function checkExactlyOnce(through: string) {
  const want = expected(plans, uplinesOf, through);
  const got = await counts();
  for (const plan of plans) expect(got.byOrder.get(plan.orderId!) ?? 0, `order ${plan.orderId}`).toBe(want.earnings.get(plan));
  expect(got.rewards).toBe(want.rewardCount);
  const shouldMature = plans.filter((p) => p.termDays > 0 && addDays(p.day, p.termDays) <= through).length;
  expect(got.matured).toBe(shouldMature);
  for (const m of members) {
    const stillPledged = plans
      .filter((p) => p.who === m && (p.termDays > 0 ? addDays(p.day, p.termDays) > through : !p.redeemOn || p.redeemOn > through))
      .reduce((sum, p) => sum + p.principal, 0n);
    const everPledged = plans.filter((p) => p.who === m).reduce((sum, p) => sum + p.principal, 0n);
    expect(await balanceOf(t, m.id, 'USDT', 'pledged'), `pledged of ${m.uid}`).toBe(stillPledged);
    const earned = want.credited.get(m.id) ?? 0n;
    expect(await balanceOf(t, m.id), `available of ${m.uid}`).toBe(100_000n * USDT - everPledged + (everPledged - stillPledged) + earned);
  }
  const paidOut = [...want.credited.values()].reduce((a, b) => a + b, 0n);
  expect(await systemBalance(t, 'reward_pool')).toBe(1_000_000n * USDT - paidOut);
  await expectBooksBalanced(t);
}

describe(`the daily jobs over 40 days (${testDialect})`, () => {
  it('pay every earning, reward and maturity exactly once, day by day, and again change nothing', async () => {
    const jobs = dailyJobs(t);
    for (let day = START; day <= LAST; day = addDays(day, 1)) {
      atShanghaiTime(t, day, '00:05');
      await jobs.run(day, 'test');
      atShanghaiTime(t, day, '10:00');
      await redeemOnDay(day);
      await subscribeOnDay(day);
    }
    await checkExactlyOnce(LAST);
    // The whole stretch again, and each day again: nothing more happens.
    const again = await jobs.run(LAST, 'test');
    expect(again.stats).toMatchObject({ earnings: 0, rewards: 0, matured: 0, deferred: 0 });
    for (let day = START; day <= LAST; day = addDays(day, 5)) await jobs.run(day, 'test');
    await checkExactlyOnce(LAST);
  });

  it('shows the figures on the member pages', async () => {
    atShanghaiTime(t, LAST, '12:00');
    const carol = await signInMember(t, members[2]!);
    const alice = await signInMember(t, members[0]!);
    const orders = await get(t, `${pledgeApi.orders.path}?page=1&status=matured`, { as: carol });
    expect((orders.body.data as { list: { earned: string; status: string }[] }).list[0]).toMatchObject({
      status: 'matured',
      earned: '147.916666',
    });
    const total = await getFrom(t, pledgeApi.total, { as: carol });
    expect(total.body.data).toMatchObject({ principal: '0.00', total_earnings: '147.916666', today_earnings: '0.00' });
    const earnings = await get(t, `${pledgeApi.earnings.path}?page=2`, { as: carol });
    expect(earnings.body.data).toMatchObject({ total: 30, page: 2, limit: 20, has_more: false });
    const team = await getFrom(t, teamApi.info, { as: alice });
    expect(team.body.data).toMatchObject({ asset: 'USDT', total_members: 3, shares: ['0.1', '0.05', '0.02'] });
    const tips = await getFrom(t, tipsApi.tips, { as: carol });
    expect((tips.body.data as { unread: number }).unread).toBe(32);
    const index = await getFrom(t, userIndexApi.index, { as: carol });
    expect(index.body.data).toMatchObject({
      userinfo: { uid: carol.uid },
      pledge: { principal: '0.00', total_earnings: '147.916666' },
      team: { members: 2 },
      unread_tips: 32,
      unread_notices: 0,
    });
  });
});

/** A member's pledge orders, oldest first. */
const ordersOf = (memberId: bigint) =>
  t.database.db.selectFrom('pledge_orders').selectAll().where('user_id', '=', memberId).orderBy('id').execute();

/** The referral rewards paid on a member's earnings, to their uplines. */
const rewardsFrom = (memberId: bigint) =>
  t.database.db.selectFrom('referral_rewards').selectAll().where('from_user_id', '=', memberId).execute();

describe(`the jobs after downtime and from two processes (${testDialect})`, () => {
  it('catch up every missed day in order when run once for a late date', async () => {
    atShanghaiTime(t, '2027-01-01', '12:00');
    const lateMember = await addMember(t, { inviter: members[4] });
    await credit(t, lateMember.id, 1_000n * USDT);
    const product = await addProduct(t, { termDays: 10, dailyRate: 1_000_000n });
    const res = await subscribe(t, lateMember, product, '100');
    expect(res.body.code).toBe(1);
    atShanghaiTime(t, '2027-01-20', '00:05');
    const run = await dailyJobs(t).run('2027-01-20', 'test');
    expect(run.status).toBe('done');
    expect(run.stats.deferred).toBe(0);
    const [order] = await ordersOf(lateMember.id);
    // Subscribed at noon: half a day's earning for the first day, then 9 full days.
    expect(order).toMatchObject({ status: 'matured', next_day: null, earned: 9_500_000n });
    expect((await rewardsFrom(lateMember.id)).length).toBe(30);
    const days = await t.database.db
      .selectFrom('pledge_earnings')
      .select('day')
      .where('user_id', '=', lateMember.id)
      .orderBy('id')
      .execute();
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 10 }, (_, i) => addDays('2027-01-02', i)));
  });

  it('two command-line processes at once pay every day exactly once', async () => {
    atShanghaiTime(t, '2027-02-01', '12:00');
    const member = await addMember(t, { inviter: members[3] });
    await credit(t, member.id, 10_000n * USDT);
    const product = await addProduct(t, { termDays: 25, dailyRate: 300_000n });
    const flexible = await addProduct(t, { termDays: 0, dailyRate: 100_000n });
    expect((await subscribe(t, member, product, '3000')).body.code).toBe(1);
    expect((await subscribe(t, member, flexible, '2000')).body.code).toBe(1);
    const through = '2027-03-10';
    const countEarnings = () => rowCount(t.database.db, 'pledge_earnings');
    const before = await countEarnings();
    const [a, b] = await Promise.all([runJobsCommand(through), runJobsCommand(through)]);
    expect(a.status, a.output).toBe(0);
    expect(b.status, b.output).toBe(0);
    // What the two processes say they paid adds up to what was written: none paid a day the other did.
    const paidBy = (output: string) => Number(/earnings (\d+)/.exec(output)?.[1] ?? Number.NaN);
    expect(paidBy(a.output) + paidBy(b.output)).toBe((await countEarnings()) - before);
    const rows = await t.database.db
      .selectFrom('pledge_earnings')
      .select(['order_id', (eb) => eb.fn.countAll<bigint>().as('n')])
      .where('user_id', '=', member.id)
      .groupBy('order_id')
      .orderBy('order_id')
      .execute();
    // 25 days of the fixed order; the flexible one from 2027-02-02 through 2027-03-10.
    expect(rows.map((r) => Number(r.n))).toEqual([25, 37]);
    expect((await rewardsFrom(member.id)).length).toBe((25 + 37) * 3);
    expect((await ordersOf(member.id)).map((o) => o.status)).toEqual(['matured', 'running']);
    expect(await balanceOf(t, member.id, 'USDT', 'pledged')).toBe(2_000n * USDT);
    // Subscribed at noon: the first day of each order earns half.
    expect(await balanceOf(t, member.id)).toBe(8_000n * USDT + 24n * 9n * USDT + 4_500_000n + 36n * 2n * USDT + 1n * USDT);
    const again = await runJobsCommand(through);
    expect(again.output).toMatch(/earnings 0, referral rewards 0, matured 0/);
    await expectBooksBalanced(t);
  }, 120_000);
});
