import { adminApi } from '@mcc/contract/admin';
import { adminPledgeApi, jobsApi, pledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { createOperator, type Operator, type OperatorAccount, signInOperator } from '../../../test/operators';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';
import { dailyJobs, subscribe } from './pledge-fixtures';

// The console's staking pages (products, reward pool, jobs) and what an empty pool does.

const t = useTestApp();
let operators: [OperatorAccount, OperatorAccount, OperatorAccount, OperatorAccount];
let admin: Operator;
let finance: Operator;
let content: Operator;
let support: Operator;
let alice: Member;
let bob: Member;

const names = { 'zh-Hans': '稳健 30 天', en: 'Steady 30 days', ja: '安定 30 日', 'zh-Hant': '穩健 30 天' };
const productBody = {
  name: names,
  asset: 'USDT',
  term_days: 30,
  daily_rate: '0.005',
  min_amount: '100',
  max_amount: '50000',
  total_quota: '1000000',
  member_limit: '0',
  enabled: true,
  sort_order: 1,
};

/** Operator sessions are short; after the clock moves by days the operators sign in again. */
async function signInAll() {
  const [root, fin, editor, helpdesk] = operators;
  admin = await signInOperator(t, root);
  finance = await signInOperator(t, fin);
  content = await signInOperator(t, editor);
  support = await signInOperator(t, helpdesk);
}

beforeAll(async () => {
  // At midnight: an order subscribed now holds its first day in full, so every day earns the same.
  atShanghaiTime(t, '2026-11-01', '00:00');
  operators = [
    await createOperator(t, 'super_admin', { username: 'root' }),
    await createOperator(t, 'finance', { username: 'fin' }),
    await createOperator(t, 'content', { username: 'editor' }),
    await createOperator(t, 'support', { username: 'helpdesk' }),
  ];
  await signInAll();
  alice = await addMember(t);
  bob = await addMember(t, { inviter: alice });
  await credit(t, bob.id, 10_000n * USDT);
});

describe(`console: products (${testDialect})`, () => {
  let productId: number;

  it('creates a product with names in four languages, and members see it', async () => {
    const res = await postTo(t, adminPledgeApi.saveProduct, productBody, { as: content });
    expect(res.body).toMatchObject({
      code: 1,
      data: {
        name: names,
        daily_rate: '0.005',
        min_amount: '100.00',
        total_quota: '1000000.00',
        held_amount: '0.00',
        enabled: true,
        running_orders: 0,
      },
    });
    productId = (res.body.data as { id: number }).id;
    const list = await getFrom(t, adminPledgeApi.products, { as: admin });
    expect((list.body.data as { list: { id: number }[] }).list.map((p) => p.id)).toContain(productId);
    const index = await getFrom(t, pledgeApi.index, { as: bob, lang: 'ja' });
    expect((index.body.data as { products: { name: string }[] }).products[0]?.name).toBe('安定 30 日');
    const audit = await getFrom(t, adminApi.audit, { as: admin, query: { action: 'pledge' } });
    expect((audit.body.data as { list: { action: string }[] }).list[0]?.action).toBe('pledge.product.create');
  });

  it('refuses bad rates, limits, names and assets, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ daily_rate: '1.5' }, 'daily_rate'],
      [{ daily_rate: '0.000000001' }, 'daily_rate'],
      [{ daily_rate: '-0.01' }, 'daily_rate'],
      [{ min_amount: '0' }, 'min_amount'],
      [{ min_amount: '600', max_amount: '500' }, 'min_amount'],
      [{ max_amount: '1e9' }, 'max_amount'],
      // Spaces and a signed zero are refused, not trimmed or read as zero.
      [{ min_amount: ' 10' }, 'min_amount'],
      [{ max_amount: '1000 ' }, 'max_amount'],
      [{ total_quota: '-0' }, 'total_quota'],
      [{ member_limit: '' }, 'member_limit'],
      [{ name: { ...names, ja: '' } }, 'name'],
      [{ asset: 'DOGE' }, 'asset'],
      [{ term_days: -1 }, 'term_days'],
    ];
    for (const [change, field] of cases) {
      const res = await postTo(t, adminPledgeApi.saveProduct, { ...productBody, ...change }, { as: content });
      expect(res.body.code, JSON.stringify(change)).toBe(0);
      expect((res.body.data as { field: string } | null)?.field, JSON.stringify(change)).toBe(field);
    }
    expect((await postTo(t, adminPledgeApi.saveProduct, productBody, { as: support })).status).toBe(200);
    expect((await getFrom(t, adminPledgeApi.products, { as: finance })).status).toBe(200);
  });

  it('updates a product; once it has orders its asset and term stay, and running orders keep their rate', async () => {
    expect((await subscribe(t, bob, BigInt(productId), '1000')).body.code).toBe(1);
    const term = await postTo(t, adminPledgeApi.saveProduct, { ...productBody, id: productId, term_days: 60 }, { as: content });
    expect(term.body).toMatchObject({ code: 0, data: { field: 'term_days' } });
    const rate = await postTo(
      t,
      adminPledgeApi.saveProduct,
      {
        ...productBody,
        id: productId,
        daily_rate: '0.004',
        enabled: false,
      },
      { as: content },
    );
    expect(rate.body).toMatchObject({ code: 1, data: { daily_rate: '0.004', enabled: false, held_amount: '1000.00', running_orders: 1 } });
    const orders = await getFrom(t, pledgeApi.orders, { as: bob });
    expect((orders.body.data as { list: { daily_rate: string }[] }).list[0]?.daily_rate).toBe('0.005');
    expect((await getFrom(t, pledgeApi.index, { as: bob })).body.data).toMatchObject({ products: [] });
    expect((await subscribe(t, bob, BigInt(productId), '100')).body.code).toBe(0);
    const unknown = await postTo(t, adminPledgeApi.saveProduct, { ...productBody, id: 999_999 }, { as: content });
    expect(unknown.body).toMatchObject({ code: 0, data: { field: 'id' } });
    const orderList = await getFrom(t, adminPledgeApi.orders, { as: admin, query: { uid: bob.uid } });
    expect(orderList.body.data).toMatchObject({ total: 1, list: [{ uid: bob.uid, principal: '1000.00', status: 'running' }] });
  });
});

describe(`console: an empty reward pool defers payouts, funding releases them (${testDialect})`, () => {
  it('pays nothing from an empty pool and shows the payouts waiting', async () => {
    expect(await systemBalance(t, 'reward_pool')).toBe(0n);
    const before = await balanceOf(t, bob.id);
    atShanghaiTime(t, '2026-11-04', '00:10');
    await signInAll();
    const run = await postTo(t, jobsApi.run, { date: '2026-11-04' }, { as: finance });
    expect(run.body).toMatchObject({ code: 1, data: { status: 'done', through_day: '2026-11-04', stats: { earnings: 0, deferred: 1 } } });
    // Each job's time in the run, by its name.
    expect(Object.keys(run.body.data.stats.phases).sort()).toEqual(['auction', 'coinmix', 'ledger_verify', 'liabilities', 'pledge']);
    for (const ms of Object.values(run.body.data.stats.phases)) expect(Number.isInteger(ms) && (ms as number) >= 0).toBe(true);
    expect(await balanceOf(t, bob.id)).toBe(before);
    expect(await balanceOf(t, alice.id)).toBe(0n);
    expect(await systemBalance(t, 'reward_pool')).toBe(0n);
    const pool = await getFrom(t, adminPledgeApi.pool, { as: finance });
    // 3 days of 5.00 each plus 0.50 for Alice, Bob's only upline (10%).
    expect((pool.body.data as { list: unknown[] }).list[0]).toMatchObject({
      asset: 'USDT',
      balance: '0.00',
      daily_outflow: '5.50',
      coverage_days: 0,
      pending_count: 3,
      pending_amount: '16.50',
      warning: true,
    });
    const jobs = await getFrom(t, jobsApi.status, { as: finance });
    expect(jobs.body.data).toMatchObject({
      time_zone: 'Asia/Shanghai',
      today: '2026-11-04',
      future_allowed: true,
      pending_total: 1,
      pending: [{ uid: bob.uid, from_day: '2026-11-02', days: 3, asset: 'USDT' }],
    });
    expect((jobs.body.data as { runs: { trigger: string }[] }).runs[0]?.trigger).toBe('console:fin');
    const orders = await getFrom(t, pledgeApi.orders, { as: bob });
    expect((orders.body.data as { list: { pending_days: number }[] }).list[0]?.pending_days).toBe(3);
    await expectBooksBalanced(t);
  });

  it('funds the pool once per Idempotency-Key, for finance only', async () => {
    const body = { asset: 'USDT', amount: '11.00', reason: 'November rewards' };
    expect((await postTo(t, adminPledgeApi.fundPool, body, { as: content, key: 'f1' })).status).toBe(200);
    const first = await postTo(t, adminPledgeApi.fundPool, body, { as: finance, key: 'f1' });
    const again = await postTo(t, adminPledgeApi.fundPool, body, { as: finance, key: 'f1' });
    expect(first.body).toMatchObject({ code: 1, data: { asset: 'USDT', balance: '11.00' } });
    expect(again.body.data).toEqual(first.body.data);
    expect(await systemBalance(t, 'reward_pool')).toBe(11_000_000n);
    for (const amount of ['0', '-5', '1.234', 'x']) {
      const bad = await postTo(t, adminPledgeApi.fundPool, { ...body, amount }, { key: newKey(), as: finance });
      expect(bad.body, amount).toMatchObject({ code: 0, data: { field: 'amount' } });
    }
    expect((await postTo(t, adminPledgeApi.fundPool, { ...body, asset: 'NOPE' }, { key: newKey(), as: finance })).body.code).toBe(0);
  });

  it('pays the waiting days oldest first as far as the pool goes, the rest after more funding', async () => {
    // 11.00 covers two days of 5.50 (earning plus Alice's reward): the third keeps waiting.
    const run = await dailyJobs(t).run('2026-11-04', 'test');
    expect(run.stats).toMatchObject({ earnings: 2, rewards: 2, deferred: 1 });
    const earnings = await getFrom(t, pledgeApi.earnings, { as: bob });
    expect((earnings.body.data as { list: { day: string }[] }).list.map((e) => e.day)).toEqual(['2026-11-03', '2026-11-02']);
    expect(await systemBalance(t, 'reward_pool')).toBe(0n);
    expect(await balanceOf(t, alice.id)).toBe(1_000_000n);
    await postTo(t, adminPledgeApi.fundPool, { asset: 'USDT', amount: '100', reason: 'top up' }, { key: newKey(), as: finance });
    const rest = await postTo(t, jobsApi.run, { date: '2026-11-04' }, { as: finance });
    expect(rest.body.data).toMatchObject({ stats: { earnings: 1, deferred: 0 } });
    const jobs = await getFrom(t, jobsApi.status, { as: finance });
    expect(jobs.body.data).toMatchObject({ pending_total: 0, pending: [] });
    expect(await balanceOf(t, alice.id)).toBe(1_500_000n);
    await expectBooksBalanced(t);
  });

  it('refuses a malformed date and operators without jobs.run', async () => {
    expect((await postTo(t, jobsApi.run, { date: '2026-02-30' }, { as: finance })).body).toMatchObject({
      code: 0,
      data: { field: 'date' },
    });
    expect((await postTo(t, jobsApi.run, { date: 'tomorrow' }, { as: finance })).body.code).toBe(0);
    expect((await postTo(t, jobsApi.run, { date: '2026-11-04' }, { as: content })).status).toBe(200);
    expect((await getFrom(t, jobsApi.status, { as: support })).status).toBe(200);
    expect((await getFrom(t, jobsApi.status, { as: bob })).status).toBe(401);
  });
});
