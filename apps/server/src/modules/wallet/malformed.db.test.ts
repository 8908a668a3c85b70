import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  api,
  credit,
  key,
  ledgerClean,
  type Member,
  newMember,
  newOperator,
  type Operator,
  PAYPWD,
  setSettings,
  USDT,
  uploaded,
} from './wallet-test-kit';

// Every money endpoint fed malformed amounts and ids answers HTTP 200 `code: 0` and moves nothing.

let t: TestApp;
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
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  alice = await newMember(t);
  bob = await newMember(t);
  boss = await newOperator(t, 'super_admin');
  await credit(t, alice.id, 100n * USDT);
  await setSettings(t, { deposit_address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34' });
  proof = await uploaded(t, alice.id);
});
afterAll(async () => {
  await t.close();
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
  ['/api/fund/transfer', { asset: 'USDT', to: bob.uid, amount, paypwd: PAYPWD }],
  ['/api/fund/recharge', { amount, tx_hash: `0x${'c'.repeat(64)}`, proof }],
  ['/api/fund/withdraw', { address: '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34', amount, paypwd: PAYPWD, code: '123456' }],
];
// An operator's adjustment may be negative and use every decimal of the scale, so "-1" and "0.001" are fine there.
const operatorAmountPosts = (amount: unknown) => [
  ...(amount === '-1' || amount === '0.001'
    ? []
    : [['/admin/api/user/adjust', { user_id: Number(alice.id), asset: 'USDT', amount, reason: 'x' }]]),
  ['/admin/api/recharge/confirm', { id: 1, amount }],
];
const idPosts = (id: unknown) => [
  ['member', '/api/fund/withdrawCancel', { id }],
  ['operator', '/admin/api/recharge/confirm', { id }],
  ['operator', '/admin/api/recharge/reject', { id, reason: 'x' }],
  ['operator', '/admin/api/withdraw/approve', { id }],
  ['operator', '/admin/api/withdraw/reject', { id, reason: 'x' }],
  ['operator', '/admin/api/withdraw/paid', { id, tx_hash: `0x${'d'.repeat(64)}` }],
  ['operator', '/admin/api/user/adjustApprove', { id }],
  ['operator', '/admin/api/user/adjustReject', { id, reason: 'x' }],
  ['operator', '/admin/api/user/adjust', { user_id: id, asset: 'USDT', amount: '1', reason: 'x' }],
];

describe('malformed input on every money endpoint', () => {
  it.each(AMOUNTS.map((a) => [JSON.stringify(a), a]))('amount %s → code 0, nothing moves', async (_name, amount) => {
    const before = await books();
    for (const [url, body] of memberPosts(amount)) {
      const res = await api(t, alice.token, 'POST', url as string, body, key());
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    for (const [url, body] of operatorAmountPosts(amount)) {
      const res = await api(t, boss.token, 'POST', url as string, body, key());
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    expect(await books()).toBe(before);
  });

  it.each(IDS.map((id) => [JSON.stringify(id), id]))('id %s → code 0, nothing moves', async (_name, id) => {
    const before = await books();
    for (const [who, url, body] of idPosts(id)) {
      const res = await api(t, who === 'member' ? alice.token : boss.token, 'POST', url as string, body, key());
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    for (const url of ['/api/fund/rechargeDetail', '/api/fund/withdrawDetail']) {
      const res = await api(t, alice.token, 'GET', `${url}?id=${encodeURIComponent(String(id))}`);
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    expect(await books()).toBe(before);
  });

  it('ids that are well formed but not there, or not the caller’s, are refused too', async () => {
    const before = await books();
    for (const [who, url, body] of idPosts(987654)) {
      const res = await api(t, who === 'member' ? bob.token : boss.token, 'POST', url as string, body, key());
      expect([url, res.status, res.body.code]).toEqual([url, 200, 0]);
    }
    expect(await books()).toBe(before);
    await ledgerClean(t);
  });
});
