import { adminFundApi } from '@mcc/contract/admin-fund';
import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRow } from '../../../test/audit';
import { firstRowOf, getFrom, newKey, postTo } from '../../../test/http';
import { addMember, addMembers, type Member } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, USDT } from '../../../test/money';
import { addOperator, addOperators, type Operator } from '../../../test/operators';
import { rowCount } from '../../../test/row-count';
import { setSettings, useTestApp } from '../../../test/test-app';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let bob: Member;
let maker: Operator;
let checker: Operator;
let boss: Operator;
let support: Operator;
let content: Operator;

beforeAll(async () => {
  [alice, bob] = await addMembers(t, 'Alice', 'Bob');
  [maker, checker, boss, support, content] = await addOperators(t, 'finance', 'finance', 'super_admin', 'support', 'content');
  await credit(t, bob.id, 20n * USDT);
});

const adjust = (op: Operator, body: Record<string, unknown>) =>
  postTo(t, adminFundApi.adjust, { user_id: Number(alice.id), asset: 'USDT', reason: 'Goodwill', ...body }, { as: op, key: newKey() });

describe('balance adjustments', () => {
  it('apply at once at or below the threshold, with the reason as the memo and an audit entry', async () => {
    const res = await adjust(maker, { amount: '25.50' });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'applied' } });
    expect(typeof res.body.data.id).toBe('number');
    expect(await balanceOf(t, alice.id)).toBe(25_500_000n);
    expect(await firstRowOf(t, fundApi.usdtDetail, { as: alice })).toMatchObject({
      type: 'adjustment',
      type_text: 'Adjustment (credit)',
      amount: '25.50',
      memo: 'Goodwill',
    });
    const audit = await auditRow(t, 'adjust.apply');
    expect(audit.admin_id).toBe(maker.id);
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ amount: '25.50', reason: 'Goodwill', status: 'applied' });
  });

  it('take money back with a negative amount, never below zero', async () => {
    const res = await adjust(maker, { amount: '-0.50' });
    expect(res.body.code).toBe(1);
    expect(await balanceOf(t, alice.id)).toBe(25_000_000n);
    const tooMuch = await adjust(maker, { amount: '-25.000001' });
    expect(tooMuch.body).toMatchObject({ code: 0, msg: 'Not enough USDT available' });
    expect(await balanceOf(t, alice.id)).toBe(25_000_000n);
  });

  it('V2.3.5 wait above the threshold for a second, different operator with finance.approve', async () => {
    const res = await adjust(maker, { amount: '100000.01' });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending_approval' } });
    const id = res.body.data.id;
    expect(await balanceOf(t, alice.id)).toBe(25_000_000n);

    const own = await postTo(t, adminFundApi.adjustApprove, { id }, { as: maker, key: newKey() });
    expect(own.body).toMatchObject({ code: 0, msg: 'The operator who made an adjustment cannot approve it' });
    const noRole = await postTo(t, adminFundApi.adjustApprove, { id }, { as: support, key: newKey() });
    expect(noRole.status).toBe(200);
    const list = await getFrom(t, adminFundApi.adjustments, { as: checker, query: { status: 'pending_approval' } });
    expect(list.body.data).toMatchObject({ pending: 1, threshold: '100000.00' });
    expect(list.body.data.list[0]).toMatchObject({ id, amount: '100000.01', maker: maker.username, status: 'pending_approval' });

    const ok = await postTo(t, adminFundApi.adjustApprove, { id }, { as: checker, key: newKey() });
    expect(ok.body).toMatchObject({ code: 1, data: { id, status: 'applied' } });
    expect(await balanceOf(t, alice.id)).toBe(25_000_000n + 100_000_010_000n);
    const twice = await postTo(t, adminFundApi.adjustApprove, { id }, { as: boss, key: newKey() });
    expect(twice.body.code).toBe(0);
  });

  it('count the threshold on the size of a negative amount too, and can be rejected', async () => {
    const res = await adjust(maker, { amount: '-100001' });
    expect(res.body.data.status).toBe('pending_approval');
    const reject = await postTo(t, adminFundApi.adjustReject, { id: res.body.data.id, reason: 'Typo' }, { as: checker, key: newKey() });
    expect(reject.body.data.status).toBe('rejected');
    const approveLater = await postTo(t, adminFundApi.adjustApprove, { id: res.body.data.id }, { as: boss, key: newKey() });
    expect(approveLater.body.code).toBe(0);
  });

  it('follow the threshold setting', async () => {
    const fresh = await addOperator(t, 'finance');
    const dora = Number((await addMember(t)).id);
    await setSettings(t, { two_approval_threshold: '10' });
    expect((await adjust(fresh, { amount: '10', user_id: dora })).body.data.status).toBe('applied');
    expect((await adjust(checker, { amount: '10.01' })).body.data.status).toBe('pending_approval');
    await setSettings(t, { two_approval_threshold: '100000' });
  });

  it('count one-step adjustments of the last 24 hours by the operator or for the member together: splitting does not avoid the second approver', async () => {
    await setSettings(t, { two_approval_threshold: '100' });
    const held: Array<Awaited<ReturnType<typeof adjust>>> = [];
    try {
      const first = await addOperator(t, 'finance');
      const other = await addOperator(t, 'finance');
      const erin = Number((await addMember(t)).id);
      const carl = Number((await addMember(t)).id);
      expect((await adjust(first, { amount: '60', user_id: erin })).body.data.status).toBe('applied');
      // The same operator and member: 60 + 60 is above 100.
      held.push(await adjust(first, { amount: '60', user_id: erin }));
      // Another operator for the same member: 60 + 50, counted against the member.
      held.push(await adjust(other, { amount: '-50', user_id: erin }));
      // The same operator for another member: 60 + 50, counted against the operator.
      held.push(await adjust(first, { amount: '50', user_id: carl }));
      expect(held.map((h) => h.body.data.status)).toEqual(['pending_approval', 'pending_approval', 'pending_approval']);
      // Within what is left, one step again; and what was applied over a day ago no longer counts.
      expect((await adjust(other, { amount: '40', user_id: erin })).body.data.status).toBe('applied');
      await t.database.db
        .updateTable('adjustments')
        .set((eb) => ({ created_at: eb('created_at', '-', BigInt(24 * 60 * 60 * 1000)) }))
        .where('user_id', '=', BigInt(erin))
        .execute();
      expect((await adjust(first, { amount: '100', user_id: erin })).body.data.status).toBe('applied');
    } finally {
      for (const h of held)
        await postTo(t, adminFundApi.adjustReject, { id: h.body.data.id, reason: 'Split' }, { as: boss, key: newKey() });
      await setSettings(t, { two_approval_threshold: '100000' });
    }
  });

  it('refuse operators without members.adjust, unknown members and malformed input', async () => {
    for (const op of [support, content]) {
      const res = await adjust(op, { amount: '1' });
      expect(res.status).toBe(200);
    }
    expect((await adjust(maker, { amount: '1', user_id: 999999 })).body).toMatchObject({ code: 0, msg: 'There is no such member' });
    const before = await balanceOf(t, alice.id);
    for (const amount of ['0', '1e3', 'abc', '', '1.0000001', 'NaN', 5, null]) {
      const res = await adjust(maker, { amount });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    for (const user_id of ['1', -1, 0, 1.5, 2 ** 60]) {
      const res = await adjust(maker, { amount: '1', user_id });
      expect(res.body.code).toBe(0);
    }
    expect((await adjust(maker, { amount: '1', asset: 'XYZ' })).body).toMatchObject({ code: 0, data: { field: 'asset' } });
    expect((await adjust(maker, { amount: '1', reason: '' })).body.code).toBe(0);
    expect(await balanceOf(t, alice.id)).toBe(before);
  });

  it('are idempotent per operator', async () => {
    const k = { key: newKey() };
    const before = await balanceOf(t, alice.id);
    const body = { user_id: Number(alice.id), asset: 'USDT', amount: '1.00', reason: 'Once' };
    const first = await postTo(t, adminFundApi.adjust, body, { as: maker, ...k });
    const again = await postTo(t, adminFundApi.adjust, body, { as: maker, ...k });
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceOf(t, alice.id)).toBe(before + USDT);
  });
});

describe("a member's money in the console", () => {
  it('shows balances, pending items and details to members.read', async () => {
    const res = await getFrom(t, adminFundApi.memberBalance, { as: support, query: { user_id: bob.id } });
    expect(res.body).toMatchObject({
      code: 1,
      data: { member: { uid: bob.uid, status: 'active' }, balances: { USDT: { available: '20.00' } } },
    });
    expect(await firstRowOf(t, adminFundApi.memberDetail, { as: support, query: { user_id: bob.id, asset: 'USDT' } })).toMatchObject({
      type: 'deposit',
      amount: '20.00',
      memo: 'test',
    });
    expect((await getFrom(t, adminFundApi.memberDetail, { as: content, query: { user_id: bob.id, asset: 'USDT' } })).body.code).toBe(1);
    expect((await getFrom(t, adminFundApi.memberBalance, { as: boss, query: { user_id: 999999 } })).body.code).toBe(0);
    expect((await getFrom(t, adminFundApi.memberBalance, { as: boss, query: { user_id: 'abc' } })).body.code).toBe(0);
    expect((await getFrom(t, adminFundApi.memberBalance, { as: bob, query: { user_id: bob.id } })).status).toBe(401);
  });

  it('shows the finance summary: balances per asset, pending reviews, the books balanced', async () => {
    const res = await getFrom(t, adminFundApi.summary, { as: boss });
    expect(res.body.code).toBe(1);
    const usdt = res.body.data.assets.find((a: { asset: string }) => a.asset === 'USDT');
    expect(usdt).toMatchObject({ balanced: true, net_inflow: '20.00' });
    expect(BigInt(usdt.members_total.replace('.', ''))).toBeGreaterThan(0n);
    expect(res.body.data.pending).toMatchObject({ recharges: 0, withdrawals: 0, adjustments: 1 });
    expect(res.body.data.members.total).toBe(await rowCount(t.database.db, 'users'));
  });

  it('lists journal entries with their lines to ledger.read only', async () => {
    expect(await firstRowOf(t, adminFundApi.journal, { as: maker, query: { user_id: bob.id } })).toMatchObject({
      kind: 'deposit',
      lines: [
        { account: 'system:external_deposits', amount: '-20.00' },
        { account: `member:${bob.uid}:available`, amount: '20.00' },
      ],
    });
    expect((await getFrom(t, adminFundApi.journal, { as: support })).status).toBe(200);
  });

  it('leaves the books balanced', async () => {
    await expectBooksBalanced(t);
  });
});
