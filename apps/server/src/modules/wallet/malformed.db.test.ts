import { adminFundApi } from '@mcc/contract/admin-fund';
import { fundApi } from '@mcc/contract/fund';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, newKey, post } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { credit, expectBooksBalanced, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { setSettings, useTestApp } from '../../../test/test-app';
import { addUpload } from '../../../test/uploads';

// Every money endpoint fed malformed amounts and ids answers HTTP 200 `code: 0` and moves nothing.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let bob: Member;
let boss: Operator;
let proof: string;

const AMOUNTS: unknown[] = [
  '-1',
  '0',
  '0.001',
  '1e3',
  '1E3',
  'NaN',
  'Infinity',
  '-Infinity',
  '',
  ' ',
  '0x1F',
  '1,000',
  '１２',
  '12345678901234567890',
  1,
  1.5,
  null,
  true,
  [],
  {},
];
const IDS: unknown[] = ['1', '', 'abc', -1, 0, 1.5, 2 ** 60, null, true, [], {}];

beforeAll(async () => {
  alice = await addMember(t);
  bob = await addMember(t);
  boss = await addOperator(t, 'super_admin');
  await credit(t, alice.id, 100n * USDT);
  await setSettings(t, { deposit_address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34' });
  proof = await addUpload(t, alice);
});

async function books() {
  const row = await t.database.db
    .selectFrom('ledger_lines')
    .select([sql<bigint>`count(*)`.as('lines')])
    .executeTakeFirstOrThrow();
  const balances = await t.database.db.selectFrom('ledger_accounts').select(['key', 'balance']).orderBy('key').execute();
  const rows = await t.database.db.selectFrom('withdrawals').select('id').execute();
  const claims = await t.database.db.selectFrom('recharges').select('id').execute();
  const adjustments = await t.database.db.selectFrom('adjustments').select('id').execute();
  return JSON.stringify({ lines: String(row.lines), balances, n: [rows.length, claims.length, adjustments.length] }, (_k, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
}

const memberPosts = (amount: unknown) => [
  [fundApi.transfer.path, { asset: 'USDT', to: bob.uid, amount, paypwd: PAY_PASSWORD }],
  [fundApi.recharge.path, { amount, tx_hash: `0x${'c'.repeat(64)}`, proof }],
  [fundApi.withdraw.path, { address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34', amount, paypwd: PAY_PASSWORD, code: '123456' }],
];
// An operator's adjustment may be negative and use every decimal of the scale, so "-1" and "0.001" are fine there.
const operatorAmountPosts = (amount: unknown) => [
  ...(amount === '-1' || amount === '0.001'
    ? []
    : [[adminFundApi.adjust.path, { user_id: Number(alice.id), asset: 'USDT', amount, reason: 'x' }]]),
  [adminFundApi.rechargeConfirm.path, { id: 1, amount }],
];
const idPosts = (id: unknown) => [
  ['member', fundApi.withdrawCancel.path, { id }],
  ['operator', adminFundApi.rechargeConfirm.path, { id }],
  ['operator', adminFundApi.rechargeReject.path, { id, reason: 'x' }],
  ['operator', adminFundApi.withdrawApprove.path, { id }],
  ['operator', adminFundApi.withdrawReject.path, { id, reason: 'x' }],
  ['operator', adminFundApi.withdrawPaid.path, { id, tx_hash: `0x${'d'.repeat(64)}` }],
  ['operator', adminFundApi.adjustApprove.path, { id }],
  ['operator', adminFundApi.adjustReject.path, { id, reason: 'x' }],
  ['operator', adminFundApi.adjust.path, { user_id: id, asset: 'USDT', amount: '1', reason: 'x' }],
];

describe('malformed input on every money endpoint', () => {
  it.each(AMOUNTS.map((a) => [JSON.stringify(a), a]))('amount %s → code 0, nothing moves', async (_name, amount) => {
    const before = await books();
    for (const [url, body] of memberPosts(amount)) {
      const res = await post(t, url as string, body, { as: alice, key: newKey() });
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    for (const [url, body] of operatorAmountPosts(amount)) {
      const res = await post(t, url as string, body, { as: boss, key: newKey() });
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    expect(await books()).toBe(before);
  });

  it.each(IDS.map((id) => [JSON.stringify(id), id]))('id %s → code 0, nothing moves', async (_name, id) => {
    const before = await books();
    for (const [who, url, body] of idPosts(id)) {
      const res = await post(t, url as string, body, { as: who === 'member' ? alice : boss, key: newKey() });
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    for (const url of [fundApi.rechargeDetail.path, fundApi.withdrawDetail.path]) {
      const res = await get(t, `${url}?id=${encodeURIComponent(String(id))}`, { as: alice });
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    expect(await books()).toBe(before);
  });

  it('ids that are well formed but not there, or not the caller’s, are refused too', async () => {
    const before = await books();
    for (const [who, url, body] of idPosts(987654)) {
      const res = await post(t, url as string, body, { as: who === 'member' ? bob : boss, key: newKey() });
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    expect(await books()).toBe(before);
    await expectBooksBalanced(t);
  });
});
