import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  api,
  balanceOf,
  credit,
  key,
  ledgerClean,
  type Member,
  newMember,
  newOperator,
  type Operator,
  setSettings,
  USDT,
} from '../wallet/wallet-test-kit';

let t: TestApp;
let alice: Member;
let bob: Member;
let maker: Operator;
let checker: Operator;
let boss: Operator;
let support: Operator;
let content: Operator;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  alice = await newMember(t, { nickname: 'Alice' });
  bob = await newMember(t, { nickname: 'Bob' });
  maker = await newOperator(t, 'finance');
  checker = await newOperator(t, 'finance');
  boss = await newOperator(t, 'super_admin');
  support = await newOperator(t, 'support');
  content = await newOperator(t, 'content');
  await credit(t, bob.id, 20n * USDT);
});
afterAll(async () => {
  await t.close();
});

const adjust = (op: Operator, body: Record<string, unknown>) =>
  api(t, op.token, 'POST', '/admin/api/user/adjust', { user_id: Number(alice.id), asset: 'USDT', reason: 'Goodwill', ...body }, key());

describe('balance adjustments', () => {
  it('apply at once at or below the threshold, with the reason as the memo and an audit entry', async () => {
    const res = await adjust(maker, { amount: '25.50' });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'applied' } });
    expect(typeof res.body.data.id).toBe('number');
    expect(await balanceOf(t, alice.id)).toBe(25_500_000n);
    const detail = await api(t, alice.token, 'GET', '/api/fund/usdtDetail');
    expect(detail.body.data.list[0]).toMatchObject({
      type: 'adjustment',
      type_text: 'Adjustment (credit)',
      amount: '25.50',
      memo: 'Goodwill',
    });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'adjust.apply').executeTakeFirstOrThrow();
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

  it('wait above the threshold for a second, different operator with finance.approve', async () => {
    const res = await adjust(maker, { amount: '100000.01' });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending_approval' } });
    const id = res.body.data.id;
    expect(await balanceOf(t, alice.id)).toBe(25_000_000n);

    const own = await api(t, maker.token, 'POST', '/admin/api/user/adjustApprove', { id }, key());
    expect(own.body).toMatchObject({ code: 0, msg: 'The operator who made an adjustment cannot approve it' });
    const noRole = await api(t, support.token, 'POST', '/admin/api/user/adjustApprove', { id }, key());
    expect(noRole.status).toBe(403);
    const list = await api(t, checker.token, 'GET', '/admin/api/user/adjustments?status=pending_approval');
    expect(list.body.data).toMatchObject({ pending: 1, threshold: '100000.00' });
    expect(list.body.data.list[0]).toMatchObject({ id, amount: '100000.01', maker: maker.username, status: 'pending_approval' });

    const ok = await api(t, checker.token, 'POST', '/admin/api/user/adjustApprove', { id }, key());
    expect(ok.body).toMatchObject({ code: 1, data: { id, status: 'applied' } });
    expect(await balanceOf(t, alice.id)).toBe(25_000_000n + 100_000_010_000n);
    const twice = await api(t, boss.token, 'POST', '/admin/api/user/adjustApprove', { id }, key());
    expect(twice.body.code).toBe(0);
  });

  it('count the threshold on the size of a negative amount too, and can be rejected', async () => {
    const res = await adjust(maker, { amount: '-100001' });
    expect(res.body.data.status).toBe('pending_approval');
    const reject = await api(t, checker.token, 'POST', '/admin/api/user/adjustReject', { id: res.body.data.id, reason: 'Typo' }, key());
    expect(reject.body.data.status).toBe('rejected');
    const approveLater = await api(t, boss.token, 'POST', '/admin/api/user/adjustApprove', { id: res.body.data.id }, key());
    expect(approveLater.body.code).toBe(0);
  });

  it('follow the threshold setting', async () => {
    await setSettings(t, { two_approval_threshold: '10' });
    expect((await adjust(maker, { amount: '10' })).body.data.status).toBe('applied');
    expect((await adjust(maker, { amount: '10.01' })).body.data.status).toBe('pending_approval');
    await setSettings(t, { two_approval_threshold: '100000' });
  });

  it('refuse operators without members.adjust, unknown members and malformed input', async () => {
    for (const op of [support, content]) {
      const res = await adjust(op, { amount: '1' });
      expect(res.status).toBe(403);
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
    const k = key();
    const before = await balanceOf(t, alice.id);
    const body = { user_id: Number(alice.id), asset: 'USDT', amount: '1.00', reason: 'Once' };
    const first = await api(t, maker.token, 'POST', '/admin/api/user/adjust', body, k);
    const again = await api(t, maker.token, 'POST', '/admin/api/user/adjust', body, k);
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceOf(t, alice.id)).toBe(before + USDT);
  });
});

describe("a member's money in the console", () => {
  it('shows balances, pending items and details to members.read', async () => {
    const res = await api(t, support.token, 'GET', `/admin/api/user/balance?user_id=${bob.id}`);
    expect(res.body).toMatchObject({
      code: 1,
      data: { member: { uid: bob.uid, status: 'active' }, balances: { USDT: { available: '20.00' } } },
    });
    const detail = await api(t, support.token, 'GET', `/admin/api/user/fundDetail?user_id=${bob.id}&asset=USDT`);
    expect(detail.body.data.list[0]).toMatchObject({ type: 'deposit', amount: '20.00', memo: 'test' });
    expect((await api(t, content.token, 'GET', `/admin/api/user/fundDetail?user_id=${bob.id}&asset=USDT`)).body.code).toBe(1);
    expect((await api(t, boss.token, 'GET', '/admin/api/user/balance?user_id=999999')).body.code).toBe(0);
    expect((await api(t, boss.token, 'GET', '/admin/api/user/balance?user_id=abc')).body.code).toBe(0);
    expect((await api(t, bob.token, 'GET', `/admin/api/user/balance?user_id=${bob.id}`)).status).toBe(401);
  });

  it('shows the finance summary: balances per asset, pending reviews, the books balanced', async () => {
    const res = await api(t, boss.token, 'GET', '/admin/api/finance/summary');
    expect(res.body.code).toBe(1);
    const usdt = res.body.data.assets.find((a: { asset: string }) => a.asset === 'USDT');
    expect(usdt).toMatchObject({ balanced: true, net_inflow: '20.00' });
    expect(BigInt(usdt.members_total.replace('.', ''))).toBeGreaterThan(0n);
    expect(res.body.data.pending).toMatchObject({ recharges: 0, withdrawals: 0, adjustments: 1 });
    expect(res.body.data.members.total).toBe(2);
  });

  it('lists journal entries with their lines to ledger.read only', async () => {
    const res = await api(t, maker.token, 'GET', `/admin/api/ledger/entries?user_id=${bob.id}`);
    expect(res.body.data.list[0]).toMatchObject({
      kind: 'deposit',
      lines: [
        { account: 'system:external_deposits', amount: '-20.00' },
        { account: `member:${bob.uid}:available`, amount: '20.00' },
      ],
    });
    expect((await api(t, support.token, 'GET', '/admin/api/ledger/entries')).status).toBe(403);
  });

  it('leaves the books balanced', async () => {
    await ledgerClean(t);
  });
});
