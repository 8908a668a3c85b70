import { adminFundApi } from '@mcc/contract/admin-fund';
import type { Endpoint } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, getFrom, newKey, postTo } from '../../../test/http';
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

const memberPosts = (amount: unknown): Array<[Endpoint<'POST'>, unknown]> => [
  [fundApi.transfer, { asset: 'USDT', to: bob.uid, amount, paypwd: PAY_PASSWORD }],
  [fundApi.recharge, { amount, tx_hash: `0x${'c'.repeat(64)}`, proof }],
  [fundApi.withdraw, { address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34', amount, paypwd: PAY_PASSWORD, code: '123456' }],
];
// An operator's adjustment may be negative and use every decimal of the scale, so "-1" and "0.001" are fine there.
const operatorAmountPosts = (amount: unknown): Array<[Endpoint<'POST'>, unknown]> => [
  ...(amount === '-1' || amount === '0.001'
    ? []
    : [[adminFundApi.adjust, { user_id: Number(alice.id), asset: 'USDT', amount, reason: 'x' }] as [Endpoint<'POST'>, unknown]]),
  [adminFundApi.rechargeConfirm, { id: 1, amount }],
];
const idPosts = (id: unknown): Array<['member' | 'operator', Endpoint<'POST'>, unknown]> => [
  ['member', fundApi.withdrawCancel, { id }],
  ['operator', adminFundApi.rechargeConfirm, { id }],
  ['operator', adminFundApi.rechargeReject, { id, reason: 'x' }],
  ['operator', adminFundApi.withdrawApprove, { id }],
  ['operator', adminFundApi.withdrawReject, { id, reason: 'x' }],
  ['operator', adminFundApi.withdrawPaid, { id, tx_hash: `0x${'d'.repeat(64)}` }],
  ['operator', adminFundApi.adjustApprove, { id }],
  ['operator', adminFundApi.adjustReject, { id, reason: 'x' }],
  ['operator', adminFundApi.adjust, { user_id: id, asset: 'USDT', amount: '1', reason: 'x' }],
];

/** Posts `body` to `endpoint` as `as` and checks it is refused: HTTP 200 with code 0. */
async function expectRefused(endpoint: Endpoint<'POST'>, body: unknown, as: Caller): Promise<void> {
  const res = await postTo(t, endpoint, body, { as, key: newKey() });
  expect([endpoint.path, res.status, res.body.code]).toEqual([endpoint.path, 200, 0]);
}

describe('malformed input on every money endpoint', () => {
  it.each(AMOUNTS.map((a) => [JSON.stringify(a), a]))('amount %s → code 0, nothing moves', async (_name, amount) => {
    const before = await books();
    for (const [endpoint, body] of memberPosts(amount)) {
      await expectRefused(endpoint, body, alice);
    }
    for (const [endpoint, body] of operatorAmountPosts(amount)) {
      await expectRefused(endpoint, body, boss);
    }
    expect(await books()).toBe(before);
  });

  it.each(IDS.map((id) => [JSON.stringify(id), id]))('id %s → code 0, nothing moves', async (_name, id) => {
    const before = await books();
    for (const [who, endpoint, body] of idPosts(id)) {
      await expectRefused(endpoint, body, who === 'member' ? alice : boss);
    }
    for (const endpoint of [fundApi.rechargeDetail, fundApi.withdrawDetail]) {
      const res = await getFrom(t, endpoint, { as: alice, query: { id: String(id) } });
      expect([endpoint.path, res.status, res.body.code]).toEqual([endpoint.path, 200, 0]);
    }
    expect(await books()).toBe(before);
  });

  it('ids that are well formed but not there, or not the caller’s, are refused too', async () => {
    const before = await books();
    for (const [who, endpoint, body] of idPosts(987654)) {
      await expectRefused(endpoint, body, who === 'member' ? bob : boss);
    }
    expect(await books()).toBe(before);
    await expectBooksBalanced(t);
  });
});
