import { adminPledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { createOperator, type Operator, type OperatorAccount, signInOperator } from '../../../test/operators';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';
import { addProduct, subscribe } from './pledge-fixtures';

// Taking money out of the reward pool: never what the payouts waiting and the warning days need,
// once per Idempotency-Key, for finance only, in the journal and the audit log.

const t = useTestApp();
let financeAccount: OperatorAccount;
let finance: Operator;
let content: Operator;
let bob: Member;

const poolOf = async () => (await getFrom(t, adminPledgeApi.pool, { as: finance })).body.data.list[0];
const takeOut = (amount: string, key = newKey(), as = finance) =>
  postTo(t, adminPledgeApi.withdrawPool, { asset: 'USDT', amount, reason: 'over-funded' }, { as, key });

beforeAll(async () => {
  atShanghaiTime(t, '2026-11-01', '00:00');
  financeAccount = await createOperator(t, 'finance', { username: 'fin' });
  finance = await signInOperator(t, financeAccount);
  content = await signInOperator(t, await createOperator(t, 'content', { username: 'editor' }));
  const alice = await addMember(t);
  bob = await addMember(t, { inviter: alice });
  await credit(t, bob.id, 10_000n * USDT);
  // 1000 USDT at 0.5% a day: 5.00 to Bob and 0.50 to Alice, his upline, each day.
  const product = await addProduct(t, { termDays: 30, dailyRate: 500_000n });
  expect((await subscribe(t, bob, product, '1000')).body.code).toBe(1);
  await postTo(t, adminPledgeApi.fundPool, { asset: 'USDT', amount: '100', reason: 'November' }, { as: finance, key: newKey() });
});

describe(`console: taking money out of the reward pool (${testDialect})`, () => {
  it('shows what may be taken out: the balance above 7 days of payouts', async () => {
    // 100.00 − 7 × 5.50 = 61.50.
    expect(await poolOf()).toMatchObject({ balance: '100.00', daily_outflow: '5.50', pending_count: 0, free: '61.50', warning: false });
  });

  it('refuses more than that, a malformed amount and an operator without finance.approve, moving nothing', async () => {
    const tooMuch = await takeOut('61.51');
    expect(tooMuch.body).toMatchObject({ code: 0, data: { field: 'amount' } });
    expect(tooMuch.body.msg).toContain('61.50');
    expect(tooMuch.body.msg).toContain('38.50');
    for (const amount of ['0', '-5', '1.2345678', 'x']) {
      expect((await takeOut(amount)).body, amount).toMatchObject({ code: 0, data: { field: 'amount' } });
    }
    expect((await takeOut('10', newKey(), content)).body.code).not.toBe(1);
    expect(await systemBalance(t, 'reward_pool')).toBe(100n * USDT);
  });

  it('takes an amount out once per Idempotency-Key, booked to outside the platform and audit-logged', async () => {
    const externalBefore = await systemBalance(t, 'external_deposits');
    const first = await takeOut('20', 'w1');
    const again = await takeOut('20', 'w1');
    expect(first.body).toMatchObject({ code: 1, data: { asset: 'USDT', balance: '80.00' } });
    expect(again.body.data).toEqual(first.body.data);
    expect(await systemBalance(t, 'reward_pool')).toBe(80n * USDT);
    expect(await systemBalance(t, 'external_deposits')).toBe(externalBefore + 20n * USDT);
    expect(await poolOf()).toMatchObject({ balance: '80.00', free: '41.50' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'pledge.pool.withdraw')
      .execute();
    expect(audit).toEqual([{ action: 'pledge.pool.withdraw', target_id: 'USDT' }]);
    await expectBooksBalanced(t);
  });

  it('lets only one of two concurrent withdrawals through when both would not fit', async () => {
    const answers = await Promise.all([takeOut('30'), takeOut('30')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
    expect(await systemBalance(t, 'reward_pool')).toBe(50n * USDT);
    await expectBooksBalanced(t);
  });

  it('takes nothing out while payouts wait for the pool', async () => {
    // Eleven days on with no jobs run: the days due outgrow what the pool holds.
    atShanghaiTime(t, '2026-11-12', '00:10');
    // Console sessions are short: the operator signs in again.
    finance = await signInOperator(t, financeAccount);
    const pool = await poolOf();
    expect(pool).toMatchObject({ balance: '50.00', free: '0.00', warning: true });
    expect(pool.pending_count).toBeGreaterThan(0);
    expect((await takeOut('0.01')).body).toMatchObject({ code: 0, data: { field: 'amount' } });
    expect(await systemBalance(t, 'reward_pool')).toBe(50n * USDT);
  });
});
