import { adminFundApi } from '@mcc/contract/admin-fund';
import { fundApi } from '@mcc/contract/fund';
import { tipsApi } from '@mcc/contract/tips';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit';
import { firstRowOf, getFrom, newKey, postTo } from '../../../test/http';
import { addMember, addMembers, type Member } from '../../../test/members';
import { balanceOf, expectBooksBalanced, newTxHash, USDT } from '../../../test/money';
import { addOperator, addOperators, type Operator } from '../../../test/operators';
import { setSettings, useTestApp } from '../../../test/test-app';
import { addUpload } from '../../../test/uploads';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let bob: Member;
let finance: Operator;
let support: Operator;
let content: Operator;

beforeAll(async () => {
  [alice, bob] = await addMembers(t, 'Alice', 'Bob');
  [finance, support, content] = await addOperators(t, 'finance', 'support', 'content');
  await setSettings(t, { deposit_address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34' });
});

async function claim(m: Member, body: Record<string, unknown> = {}) {
  const proof = await addUpload(t, m);
  return postTo(t, fundApi.recharge, { amount: '100.00', tx_hash: newTxHash(), proof, ...body }, { as: m, key: newKey() });
}

describe('a manual recharge', () => {
  it('is pending until an operator confirms it; then the member is credited once', async () => {
    const res = await claim(alice);
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    const id = res.body.data.id;
    expect(await balanceOf(t, alice.id)).toBe(0n);

    expect(await firstRowOf(t, fundApi.rechargeLog, { as: alice })).toMatchObject({
      id,
      amount: '100.00',
      status: 'pending',
      status_text: 'Pending review',
      network: 'ERC20',
    });

    const queue = await getFrom(t, adminFundApi.recharges, { as: finance, query: { status: 'pending' } });
    expect(queue.body.data.pending).toBe(1);
    expect(queue.body.data.list[0]).toMatchObject({ id, member: { uid: alice.uid }, amount: '100.00', status: 'pending' });

    const confirm = await postTo(t, adminFundApi.rechargeConfirm, { id }, { as: finance, key: newKey() });
    expect(confirm.body).toMatchObject({ code: 1, data: { id, status: 'confirmed' } });
    expect(await balanceOf(t, alice.id)).toBe(100n * USDT);

    const again = await postTo(t, adminFundApi.rechargeConfirm, { id }, { as: finance, key: newKey() });
    expect(again.body).toMatchObject({ code: 0, msg: 'This was already dealt with (status: confirmed)' });
    expect(await balanceOf(t, alice.id)).toBe(100n * USDT);

    expect(await firstRowOf(t, fundApi.usdtDetail, { as: alice })).toMatchObject({
      type: 'recharge',
      type_text: 'Recharge',
      amount: '100.00',
      memo: `Recharge #${id}`,
    });

    const audit = await auditRows(t, 'recharge.confirm');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: finance.id, target_id: String(id) });

    const tips = await getFrom(t, tipsApi.tips, { as: alice, lang: 'en' });
    expect(tips.body.data.list).toContainEqual(
      expect.objectContaining({
        kind: 'recharge_confirmed',
        text: 'Your recharge of 100.00 USDT has been credited.',
        ref_type: 'recharge',
      }),
    );
  });

  it('credits what actually arrived when the operator says so', async () => {
    const res = await claim(alice, { amount: '50.00' });
    const before = await balanceOf(t, alice.id);
    const confirm = await postTo(t, adminFundApi.rechargeConfirm, { id: res.body.data.id, amount: '49.5' }, { as: finance, key: newKey() });
    expect(confirm.body.code).toBe(1);
    expect(await balanceOf(t, alice.id)).toBe(before + 49_500_000n);
    const detail = await getFrom(t, fundApi.rechargeDetail, { as: alice, query: { id: res.body.data.id } });
    expect(detail.body.data).toMatchObject({ amount: '50.00', credited: '49.50', status: 'confirmed', status_text: 'Credited' });
  });

  it('holds a confirmation above the claim, or above the two-approval threshold, for a second operator', async () => {
    const second = await addOperator(t, 'finance');
    const carl = await addMember(t);
    // A claim of 10 "confirmed" as 5,000,000: nothing is credited until a second operator approves it.
    const res = await claim(carl, { amount: '10' });
    const id = res.body.data.id;
    const before = await balanceOf(t, carl.id);
    const held = await postTo(t, adminFundApi.rechargeConfirm, { id, amount: '5000000' }, { as: finance, key: newKey() });
    expect(held.body).toMatchObject({ code: 1, data: { id, status: 'pending_approval' } });
    expect(await balanceOf(t, carl.id)).toBe(before);
    expect(await firstRowOf(t, adminFundApi.recharges, { as: finance, query: { status: 'pending_approval' } })).toMatchObject({
      id,
      amount: '10.00',
      credited: '5000000.00',
      status: 'pending_approval',
    });
    expect((await getFrom(t, fundApi.rechargeDetail, { as: carl, query: { id } })).body.data).toMatchObject({ status: 'pending' });
    // The same operator cannot approve it, nor can anyone change the amount while approving.
    const self = await postTo(t, adminFundApi.rechargeConfirm, { id }, { as: finance, key: newKey() });
    expect(self.body).toMatchObject({ code: 0, msg: 'The operator who sent this recharge for approval cannot approve it' });
    const changed = await postTo(t, adminFundApi.rechargeConfirm, { id, amount: '6000000' }, { as: second, key: newKey() });
    expect(changed.body.code).toBe(0);
    const rejected = await postTo(t, adminFundApi.rechargeReject, { id, reason: 'Only 10 arrived' }, { as: second, key: newKey() });
    expect(rejected.body).toMatchObject({ code: 1, data: { status: 'rejected' } });
    expect(await balanceOf(t, carl.id)).toBe(before);

    // Within the claim but above the threshold: held too, then the second operator credits it.
    await setSettings(t, { two_approval_threshold: '50' });
    try {
      const big = (await claim(carl, { amount: '80' })).body.data.id;
      const first = await postTo(t, adminFundApi.rechargeConfirm, { id: big }, { as: finance, key: newKey() });
      expect(first.body.data).toMatchObject({ status: 'pending_approval' });
      const approve = await postTo(t, adminFundApi.rechargeConfirm, { id: big }, { as: second, key: newKey() });
      expect(approve.body).toMatchObject({ code: 1, data: { status: 'confirmed' } });
      expect(await balanceOf(t, carl.id)).toBe(before + 80_000_000n);
      // Within the claim and the threshold: one step, as before.
      const small = (await claim(carl, { amount: '40' })).body.data.id;
      expect(
        (await postTo(t, adminFundApi.rechargeConfirm, { id: small, amount: '39' }, { as: finance, key: newKey() })).body.data.status,
      ).toBe('confirmed');
    } finally {
      await setSettings(t, { two_approval_threshold: '100000' });
    }
    await expectBooksBalanced(t);
  });

  it('is rejected with a reason the member reads, crediting nothing; the hash may then be claimed again', async () => {
    const hash = newTxHash();
    const res = await claim(bob, { tx_hash: hash });
    const reject = await postTo(
      t,
      adminFundApi.rechargeReject,
      { id: res.body.data.id, reason: 'Not received' },
      { as: finance, key: newKey() },
    );
    expect(reject.body).toMatchObject({ code: 1, data: { status: 'rejected' } });
    expect(await balanceOf(t, bob.id)).toBe(0n);
    expect(await firstRowOf(t, fundApi.rechargeLog, { as: bob, lang: 'zh-Hans' })).toMatchObject({
      status: 'rejected',
      status_text: '已驳回',
      reason: 'Not received',
    });
    const tips = await getFrom(t, tipsApi.tips, { as: bob, lang: 'en' });
    expect(tips.body.data.list).toContainEqual(
      expect.objectContaining({ kind: 'recharge_rejected', text: 'Your recharge of 100.00 USDT was rejected: Not received' }),
    );
    const confirmLater = await postTo(t, adminFundApi.rechargeConfirm, { id: res.body.data.id }, { as: finance, key: newKey() });
    expect(confirmLater.body.code).toBe(0);
    const reclaim = await claim(bob, { tx_hash: hash });
    expect(reclaim.body.code).toBe(1);
  });

  it('refuses a tx hash already claimed, in any case', async () => {
    const hash = newTxHash();
    expect((await claim(alice, { tx_hash: hash })).body.code).toBe(1);
    const dup = await claim(bob, { tx_hash: hash.toUpperCase().replace('0X', '0x') });
    expect(dup.body).toMatchObject({ code: 0, msg: 'This transaction hash was already submitted', data: { field: 'tx_hash' } });
  });

  it('refuses a malformed hash, a proof that is not the member’s upload, and an amount below the minimum', async () => {
    expect((await claim(alice, { tx_hash: 'abc' })).body).toMatchObject({ code: 0, data: { field: 'tx_hash' } });
    const bobsProof = await addUpload(t, bob);
    expect((await claim(alice, { proof: bobsProof })).body).toMatchObject({ code: 0, data: { field: 'proof' } });
    expect((await claim(alice, { proof: 'https://evil.example/x.png' })).body).toMatchObject({ code: 0, data: { field: 'proof' } });
    expect((await claim(alice, { amount: '9.99' })).body).toMatchObject({ code: 0, msg: 'The least you can recharge is 10.00 USDT' });
    expect((await claim(alice, { asset: 'MCC' })).body).toMatchObject({ code: 0, msg: 'MCC cannot be recharged' });
  });

  it.each(['-5', '0', '1.001', '1e3', 'NaN', 'Infinity', '', '99999999999999999999'])('refuses amount %j with code 0', async (amount) => {
    const res = await claim(alice, { amount });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });
});

describe('ownership and permissions', () => {
  it("does not show or act on another member's recharge", async () => {
    const res = await claim(alice);
    const id = res.body.data.id;
    const peek = await getFrom(t, fundApi.rechargeDetail, { as: bob, query: { id } });
    expect(peek.body).toMatchObject({ code: 0, msg: 'There is no such record' });
    const list = await getFrom(t, fundApi.rechargeLog, { as: bob });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('refuses a malformed id', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const res = await getFrom(t, fundApi.rechargeDetail, { as: alice, query: { id } });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    for (const id of ['1', -1, 0, 1.5, null]) {
      const res = await postTo(t, adminFundApi.rechargeConfirm, { id }, { as: finance, key: newKey() });
      expect(res.body.code).toBe(0);
    }
  });

  it('lets only operators with finance.review see and decide', async () => {
    const res = await claim(bob);
    const id = res.body.data.id;
    for (const op of [support, content]) {
      const list = await getFrom(t, adminFundApi.recharges, { as: op });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ code: 0, data: { permission: 'finance.review' } });
      const confirm = await postTo(t, adminFundApi.rechargeConfirm, { id }, { as: op, key: newKey() });
      expect(confirm.status).toBe(200);
    }
    const member = await postTo(t, adminFundApi.rechargeConfirm, { id }, { as: bob, key: newKey() });
    expect(member.status).toBe(401);
    expect(await balanceOf(t, bob.id)).toBe(0n);
  });

  it('leaves the books balanced', async () => {
    await expectBooksBalanced(t);
  });
});
