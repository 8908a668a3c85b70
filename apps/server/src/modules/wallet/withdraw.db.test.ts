import { adminFundApi } from '@mcc/contract/admin-fund';
import { fundApi } from '@mcc/contract/fund';
import { tipsApi } from '@mcc/contract/tips';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf, getFrom, newKey, postTo } from '../../../test/http';
import { addMember, addMembers, codeFor, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, entryKindsOf, expectBooksBalanced, newTxHash, USDT } from '../../../test/money';
import { addOperators, type Operator, signInOperator } from '../../../test/operators';
import { setSettings, useTestApp } from '../../../test/test-app';
import { withdrawServiceWithoutCodes } from '../../../test/withdraw-service';

const ADDRESS = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', CODE_IP_HOURLY_LIMIT: '10000' });
let alice: Member;
let bob: Member;
let finance1: Operator;
let finance2: Operator;
let boss: Operator;
let support: Operator;

beforeAll(async () => {
  [alice, bob] = await addMembers(t, 'Alice', 'Bob');
  [finance1, finance2, boss, support] = await addOperators(t, 'finance', 'finance', 'super_admin', 'support');
  await credit(t, alice.id, 1_000n * USDT);
  await credit(t, bob.id, 1_000n * USDT);
});

const form = (amount: string) => ({ asset: 'USDT', address: ADDRESS, amount, paypwd: PAY_PASSWORD, code: '000000' });

/** Sends a withdraw code to the member's mobile and reads it from the demo outbox. */
async function withdrawCode(m: Member): Promise<string> {
  const code = await codeFor(t, m.mobile!, 'withdraw', { as: m });
  // The next code to the same mobile may only be sent a minute later.
  t.clock.advance(61_000);
  return code;
}

async function withdraw(m: Member, body: Record<string, unknown> = {}) {
  const code = body.code ?? (await withdrawCode(m));
  return postTo(t, fundApi.withdraw, { address: ADDRESS, amount: '100.00', paypwd: PAY_PASSWORD, ...body, code }, { as: m, key: newKey() });
}

/** The finance decisions on a withdrawal, by the name the tests use. */
const decisions = { approve: adminFundApi.withdrawApprove, reject: adminFundApi.withdrawReject, paid: adminFundApi.withdrawPaid };

const decide = (op: Operator, action: keyof typeof decisions, body: Record<string, unknown>) =>
  postTo(t, decisions[action], body, { as: op, key: newKey() });

describe('a withdrawal', () => {
  it('V2.3.1 locks amount + fee at once, then goes approved → paid with the tx hash', async () => {
    const res = await withdraw(alice);
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    const id = res.body.data.id;
    expect(await balanceOf(t, alice.id)).toBe(899n * USDT);
    expect(await balanceOf(t, alice.id, 'USDT', 'locked')).toBe(101n * USDT);
    const bal = await getFrom(t, fundApi.balance, { as: alice });
    expect(bal.body.data.USDT).toMatchObject({ available: '899.00', locked: '101.00' });

    expect(await firstRowOf(t, fundApi.usdtDetail, { as: alice })).toMatchObject({
      type: 'withdraw',
      amount: '-101.00',
      balance: '899.00',
      memo: `Withdrawal #${id} (fee included)`,
    });

    const approve = await decide(finance1, 'approve', { id });
    expect(approve.body).toMatchObject({ code: 1, data: { status: 'approved' } });
    expect(await balanceOf(t, alice.id, 'USDT', 'locked')).toBe(0n);
    expect(await balanceOf(t, alice.id, 'USDT', 'withdrawing')).toBe(101n * USDT);

    const badHash = await decide(finance1, 'paid', { id, tx_hash: 'nope' });
    expect(badHash.body).toMatchObject({ code: 0, data: { field: 'tx_hash' } });
    const hash = newTxHash();
    const paid = await decide(finance1, 'paid', { id, tx_hash: hash });
    expect(paid.body).toMatchObject({ code: 1, data: { status: 'paid' } });
    expect(await balanceOf(t, alice.id, 'USDT', 'withdrawing')).toBe(0n);

    const tips = await getFrom(t, tipsApi.tips, { as: alice, lang: 'en' });
    const kinds = (tips.body.data.list as { kind: string; ref_id: string }[])
      .filter((tip) => tip.ref_id === String(id))
      .map((tip) => tip.kind);
    expect(kinds.sort()).toEqual(['withdraw_approved', 'withdraw_paid']);

    const mine = await getFrom(t, fundApi.withdrawDetail, { as: alice, query: { id } });
    expect(mine.body.data).toMatchObject({
      status: 'paid',
      status_text: 'Paid',
      tx_hash: hash,
      amount: '100.00',
      fee: '1.00',
      total: '101.00',
    });
    expect(await entryKindsOf(t, 'withdrawal', id)).toEqual(['withdraw', 'withdraw_approve', 'withdraw_paid']);
    const summary = await getFrom(t, adminFundApi.summary, { as: boss });
    const usdt = summary.body.data.assets.find((a: { asset: string }) => a.asset === 'USDT');
    expect(usdt.system).toMatchObject({ external_withdrawals: '100.00', fees: '1.00' });
    expect(usdt.balanced).toBe(true);
  });

  it('is rejected with the funds unlocked, from pending or from approved', async () => {
    const first = await withdraw(bob);
    expect(await balanceOf(t, bob.id)).toBe(899n * USDT);
    const reject = await decide(finance1, 'reject', { id: first.body.data.id, reason: 'Address on a block list' });
    expect(reject.body.data.status).toBe('rejected');
    expect(await balanceOf(t, bob.id)).toBe(1_000n * USDT);
    expect(await balanceOf(t, bob.id, 'USDT', 'locked')).toBe(0n);

    const second = await withdraw(bob);
    await decide(finance1, 'approve', { id: second.body.data.id });
    const late = await decide(finance2, 'reject', { id: second.body.data.id, reason: 'Payout failed' });
    expect(late.body.data.status).toBe('rejected');
    expect(await balanceOf(t, bob.id)).toBe(1_000n * USDT);
    expect(await firstRowOf(t, fundApi.withdrawLog, { as: bob })).toMatchObject({ status: 'rejected', reason: 'Payout failed' });
    expect(await firstRowOf(t, fundApi.usdtDetail, { as: bob })).toMatchObject({
      type: 'withdraw_refund',
      amount: '101.00',
      balance: '1000.00',
    });
    const paidAfter = await decide(finance1, 'paid', { id: second.body.data.id, tx_hash: newTxHash() });
    expect(paidAfter.body.code).toBe(0);
  });

  it('V8.2.2 can be cancelled by its member while pending, not by another member', async () => {
    const res = await withdraw(bob);
    const id = res.body.data.id;
    const byAlice = await postTo(t, fundApi.withdrawCancel, { id }, { as: alice, key: newKey() });
    expect(byAlice.body).toMatchObject({ code: 0, msg: 'There is no such record' });
    const peek = await getFrom(t, fundApi.withdrawDetail, { as: alice, query: { id } });
    expect(peek.body.code).toBe(0);
    const cancel = await postTo(t, fundApi.withdrawCancel, { id }, { as: bob, key: newKey() });
    expect(cancel.body.data.status).toBe('cancelled');
    expect(await balanceOf(t, bob.id)).toBe(1_000n * USDT);
    const approve = await decide(finance1, 'approve', { id });
    expect(approve.body.code).toBe(0);
  });

  it('V7.5.3 needs the right pay password, a live withdraw code and a valid address', async () => {
    const before = await balanceOf(t, alice.id);
    expect((await withdraw(alice, { paypwd: '000000' })).body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    expect((await withdraw(alice, { code: '000000' })).body).toMatchObject({ code: 0, data: { field: 'code' } });
    expect((await withdraw(alice, { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).body).toMatchObject({
      code: 0,
      msg: 'This is not a valid ERC20 address',
    });
    expect((await withdraw(alice, { address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52eF34' })).body.code).toBe(0);
    expect((await withdraw(alice, { amount: '9.99' })).body).toMatchObject({ code: 0, msg: 'The least you can withdraw is 10.00 USDT' });
    expect((await withdraw(alice, { amount: '5000' })).body).toMatchObject({ code: 0, msg: 'Not enough USDT available' });
    expect((await withdraw(alice, { asset: 'MCC' })).body).toMatchObject({ code: 0, msg: 'MCC cannot be withdrawn' });
    expect(await balanceOf(t, alice.id)).toBe(before);
  });

  it('uses a code once', async () => {
    const code = await withdrawCode(alice);
    const first = await withdraw(alice, { code, amount: '10' });
    expect(first.body.code).toBe(1);
    const second = await withdraw(alice, { code, amount: '10' });
    expect(second.body).toMatchObject({ code: 0, data: { field: 'code' } });
  });

  it('checks the address of the configured network', async () => {
    await setSettings(t, { withdraw_network: 'TRC20' });
    const tron = await withdraw(alice, { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '10' });
    expect(tron.body.code).toBe(1);
    const evm = await withdraw(alice, { amount: '10' });
    expect(evm.body).toMatchObject({ code: 0, msg: 'This is not a valid TRC20 address' });
    await setSettings(t, { withdraw_network: 'ERC20' });
  });

  it('V2.3.2 keeps to the daily limit, and the info call says what is left', async () => {
    const carol = await addMember(t);
    await credit(t, carol.id, 1_000n * USDT);
    await setSettings(t, { withdraw_daily_limit: '150.00' });
    expect((await withdraw(carol, { amount: '100' })).body.code).toBe(1);
    const over = await withdraw(carol, { amount: '60' });
    expect(over.body).toMatchObject({ code: 0, msg: "This is over today's withdrawal limit; 50.00 USDT left today" });
    const info = await getFrom(t, fundApi.withdrawInfo, { as: carol });
    expect(info.body.data).toMatchObject({
      fee: '1.00',
      daily_limit: '150.00',
      today_used: '100.00',
      today_left: '50.00',
      max: '50.00',
      available: '899.00',
    });
    expect(info.body.data.recent_addresses).toEqual([ADDRESS]);
    // Requests of one member running at once cannot together pass the limit (the service, with codes stubbed).
    const service = withdrawServiceWithoutCodes(t);
    const actor = { kind: 'member' as const, userId: carol.id, ip: '127.0.0.1' };
    const plans = await Promise.all([service.request.plan(actor, form('30')), service.request.plan(actor, form('30'))]);
    const results = await Promise.allSettled(
      plans.map((plan) => t.database.db.transaction().execute((trx) => service.request.execute(trx, plan))),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balanceOf(t, carol.id, 'USDT', 'locked')).toBe(132n * USDT);
    // The next day in the configured time zone starts afresh.
    t.clock.advance(24 * 3600 * 1000);
    expect((await withdraw(carol, { amount: '100' })).body.code).toBe(1);
    await setSettings(t, { withdraw_daily_limit: '50000.00' });
  });

  it.each(['-10', '0', '10.001', '1e2', 'NaN', 'Infinity', '', '12345678901234567890', '10,5'])(
    'refuses amount %j with code 0',
    async (amount) => {
      const before = await balanceOf(t, alice.id);
      const res = await withdraw(alice, { amount });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(await balanceOf(t, alice.id)).toBe(before);
    },
  );
});

describe('two approvals above the threshold', () => {
  beforeAll(async () => {
    // Console sessions last 12 hours and the clock moved a day above: sign the operators in again.
    finance1 = await signInOperator(t, finance1);
    finance2 = await signInOperator(t, finance2);
    support = await signInOperator(t, support);
  });

  it('V2.3.5 needs a second, different operator with finance.approve', async () => {
    await setSettings(t, { two_approval_threshold: '500' });
    const rich = await addMember(t);
    await credit(t, rich.id, 10_000n * USDT);
    const res = await withdraw(rich, { amount: '600' });
    const id = res.body.data.id;

    const first = await decide(finance1, 'approve', { id });
    expect(first.body.data.status).toBe('approving');
    expect(await balanceOf(t, rich.id, 'USDT', 'locked')).toBe(601n * USDT);
    const same = await decide(finance1, 'approve', { id });
    expect(same.body).toMatchObject({ code: 0, msg: 'You approved this already; a different operator must give the second approval' });
    const noRole = await decide(support, 'approve', { id });
    expect(noRole.status).toBe(200);
    const queue = await getFrom(t, adminFundApi.withdrawals, { as: finance2, query: { status: 'approving' } });
    expect(queue.body.data.list[0]).toMatchObject({
      id,
      wallet: 'main',
      needs_two_approvals: true,
      approvals: [{ admin_username: finance1.username }],
    });
    expect(queue.body.data.threshold).toBe('500.00');

    const second = await decide(finance2, 'approve', { id });
    expect(second.body.data.status).toBe('approved');
    expect(await balanceOf(t, rich.id, 'USDT', 'withdrawing')).toBe(601n * USDT);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('target_type', '=', 'withdrawal')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'withdraw.approve_first', admin_id: finance1.id },
      { action: 'withdraw.approve', admin_id: finance2.id },
    ]);
    await setSettings(t, { two_approval_threshold: '100000' });
  });

  it('lets no operator without the finance role review', async () => {
    const res = await withdraw(alice, { amount: '10' });
    const id = res.body.data.id;
    for (const [action, body] of [
      ['approve', { id }],
      ['reject', { id, reason: 'x' }],
      ['paid', { id, tx_hash: newTxHash() }],
    ] as const) {
      const refused = await decide(support, action, body);
      expect(refused.status).toBe(200);
      expect(refused.body.code).toBe(0);
    }
    const list = await getFrom(t, adminFundApi.withdrawals, { as: support });
    expect(list.status).toBe(200);
    const detail = await getFrom(t, fundApi.withdrawDetail, { as: alice, query: { id: res.body.data.id } });
    expect(detail.body.data.status).toBe('pending');
  });

  it('leaves the books balanced', async () => {
    await expectBooksBalanced(t);
  });
});
