import { adminFundApi } from '@mcc/contract/admin-fund';
import { parseAmount } from '@mcc/contract/amount';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo, type Query } from '../../../test/http';
import { addMembers, type Member } from '../../../test/members';
import { credit, expectBooksBalanced, MCC, postEntry, USDT } from '../../../test/money';
import { addOperators, type Operator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { member, system } from '../ledger/accounts';

// The console's journal (GET /admin/api/ledger/entries): who may read it, its order, its filters,
// its refusals of bad input and its exact amounts.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let bob: Member;
let carol: Member;
let finance: Operator;
let boss: Operator;
let support: Operator;
let content: Operator;

/** 2^53 + 1 base units: a JavaScript number cannot hold it. */
const BIG = 2n ** 53n + 1n;
const SCALES: Record<string, number> = { USDT: 6, MCC: 8 };
/** Unix seconds of each posting, oldest first. */
const at: number[] = [];

interface Line {
  account: string;
  account_key: string;
  account_kind: 'member' | 'system';
  purpose: string;
  user_id: number | null;
  uid: string | null;
  asset: string;
  amount: string;
  balance_after: string;
  type: string;
}
interface Entry {
  id: number;
  kind: string;
  memo: string;
  params: Record<string, unknown> | null;
  ref_type: string | null;
  ref_id: string | null;
  admin: string | null;
  time: number;
  lines: Line[];
}

const journal = async (query: Query = {}, op: Operator = finance) => {
  const res = await getFrom(t, adminFundApi.journal, { as: op, query });
  expect(res.status).toBe(200);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as { list: Entry[]; total: number; page: number; limit: number; has_more: boolean; assets: string[] };
};

/** A line's amount back in base units, exactly. */
const units = (line: Line) => {
  const parsed = parseAmount(line.amount, { scale: SCALES[line.asset] ?? 0, decimals: 18, allowNegative: true, allowZero: true });
  if (!parsed.ok) throw new Error(`not an amount: ${line.amount}`);
  return parsed.value;
};

/** Notes the second of the posting just made and moves on an hour and a quarter second (so `to` must cover its milliseconds). */
const tick = () => {
  at.push(Math.floor(t.clock.now().getTime() / 1000));
  t.clock.advance(3_600_250);
};

beforeAll(async () => {
  [alice, bob, carol] = await addMembers(t, 'Alice', 'Bob', 'Carol');
  [finance, boss, support, content] = await addOperators(t, 'finance', 'super_admin', 'support', 'content');

  // 0: Alice's USDT comes in.
  await credit(t, alice.id, 100n * USDT);
  tick();
  // 1: Bob's MCC comes in.
  await credit(t, bob.id, 50n * MCC, 'MCC');
  tick();
  // 2: Alice sends Bob 10 USDT and pays a 1 USDT fee.
  await postEntry(t, {
    kind: 'transfer',
    params: { to_uid: bob.uid },
    ref: { type: 'transfer', id: 'T-1' },
    moves: [
      { from: member(alice.id, 'USDT'), to: member(bob.id, 'USDT'), amount: 10n * USDT },
      { from: member(alice.id, 'USDT'), to: system('fees', 'USDT'), amount: USDT, type: 'transfer_fee' },
    ],
  });
  tick();
  // 3: an operator gives Carol 5 USDT.
  const adjusted = await postTo(
    t,
    adminFundApi.adjust,
    {
      user_id: Number(carol.id),
      asset: 'USDT',
      amount: '5.00',
      reason: 'Goodwill',
    },
    { as: finance, key: newKey() },
  );
  expect(adjusted.body.code, adjusted.body.msg).toBe(1);
  tick();
  // 4: Carol's very large deposit.
  await credit(t, carol.id, BIG);
  tick();
});

describe('the journal in the console', () => {
  it('is read with ledger.read only: support and content are refused, no token is 401', async () => {
    for (const op of [support, content]) {
      const res = await getFrom(t, adminFundApi.journal, { as: op });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, msg: 'Your role does not allow this action', data: { permission: 'ledger.read' } });
    }
    expect((await getFrom(t, adminFundApi.journal)).status).toBe(401);
    expect((await getFrom(t, adminFundApi.journal, { as: alice })).status).toBe(401);
    expect((await journal({}, boss)).total).toBe(5);
  });

  it('lists entries newest first, each with lines that balance per asset', async () => {
    const page = await journal();
    expect(page).toMatchObject({ total: 5, page: 1, limit: 20, has_more: false, assets: ['USDT', 'MCC', 'CMU'] });
    expect(page.list.map((e) => e.kind)).toEqual(['deposit', 'adjustment', 'transfer', 'deposit', 'deposit']);
    expect(page.list.map((e) => e.time)).toEqual([...at].reverse());
    const ids = page.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const entry of page.list) {
      expect(entry.lines.length).toBeGreaterThanOrEqual(2);
      const sums = new Map<string, bigint>();
      for (const line of entry.lines) sums.set(line.asset, (sums.get(line.asset) ?? 0n) + units(line));
      for (const [asset, sum] of sums) expect(sum, `entry ${entry.id} ${asset}`).toBe(0n);
    }
  });

  it('shows who, what and why of each entry: params, reference, operator, accounts and line types', async () => {
    const { list } = await journal();
    const transfer = list.find((e) => e.kind === 'transfer')!;
    expect(transfer).toMatchObject({ params: { to_uid: bob.uid }, ref_type: 'transfer', ref_id: 'T-1', admin: null, time: at[2] });
    /** A transfer's line on `m`'s available USDT, as the journal shows it. */
    const availableLine = (m: Member, amount: string, balance_after: string) => ({
      account: `member:${m.uid}:available`,
      account_key: `member:${m.id}:USDT:available`,
      account_kind: 'member',
      purpose: 'available',
      user_id: Number(m.id),
      uid: m.uid,
      asset: 'USDT',
      amount,
      balance_after,
      type: 'transfer',
    });
    expect(transfer.lines).toEqual([
      availableLine(alice, '-10.00', '90.00'),
      availableLine(bob, '10.00', '10.00'),
      expect.objectContaining({ account: `member:${alice.uid}:available`, amount: '-1.00', balance_after: '89.00', type: 'transfer_fee' }),
      {
        account: 'system:fees',
        account_key: 'system:fees:USDT',
        account_kind: 'system',
        purpose: 'fees',
        user_id: null,
        uid: null,
        asset: 'USDT',
        amount: '1.00',
        balance_after: '1.00',
        type: 'transfer_fee',
      },
    ]);
    const adjustment = list.find((e) => e.kind === 'adjustment')!;
    expect(adjustment).toMatchObject({ memo: 'Goodwill', admin: finance.username });
    expect(adjustment.lines.map((l) => [l.account, l.amount])).toEqual([
      ['system:adjustments', '-5.00'],
      [`member:${carol.uid}:available`, '5.00'],
    ]);
    expect(list.find((e) => e.kind === 'deposit')).toMatchObject({ params: null, ref_type: null, ref_id: null });
  });

  it('keeps amounts exact above 2^53 base units', async () => {
    const [big] = (await journal({ uid: carol.uid, kind: 'deposit' })).list;
    expect(big?.lines).toEqual([
      expect.objectContaining({ account: 'system:external_deposits', amount: '-9007199254.740993', balance_after: '-9007199354.740993' }),
      expect.objectContaining({
        account: `member:${carol.uid}:available`,
        amount: '9007199254.740993',
        balance_after: '9007199259.740993',
      }),
    ]);
    expect(units(big!.lines[1]!)).toBe(BIG);
  });

  it('narrows by member UID, kind, asset and time, alone and together', async () => {
    const kinds = async (query: Query) => (await journal(query)).list.map((e) => e.kind);
    expect(await kinds({ uid: alice.uid })).toEqual(['transfer', 'deposit']);
    expect(await kinds({ uid: bob.uid })).toEqual(['transfer', 'deposit']);
    expect(await kinds({ user_id: bob.id })).toEqual(['transfer', 'deposit']);
    expect(await kinds({ uid: carol.uid })).toEqual(['deposit', 'adjustment']);
    for (const entry of (await journal({ uid: bob.uid })).list) expect(entry.lines.some((l) => l.uid === bob.uid)).toBe(true);
    // An unknown member is an empty page, not a refusal.
    expect(await journal({ uid: 999999 })).toMatchObject({ list: [], total: 0, has_more: false });
    expect(await journal({ uid: alice.uid, user_id: bob.id })).toMatchObject({ list: [], total: 0 });

    expect(await kinds({ kind: 'transfer' })).toEqual(['transfer']);
    expect(await kinds({ kind: 'deposit' })).toEqual(['deposit', 'deposit', 'deposit']);
    expect(await journal({ kind: 'pledge_earning' })).toMatchObject({ list: [], total: 0 });

    expect(await kinds({ asset: 'MCC' })).toEqual(['deposit']);
    expect((await journal({ asset: 'MCC' })).list[0]?.lines.every((l) => l.asset === 'MCC')).toBe(true);
    expect(await kinds({ asset: 'USDT' })).toEqual(['deposit', 'adjustment', 'transfer', 'deposit']);
    expect(await journal({ asset: 'BTC' })).toMatchObject({ list: [], total: 0 });
    expect(await journal({ uid: bob.uid, asset: 'MCC' })).toMatchObject({ total: 1, list: [{ kind: 'deposit' }] });
    expect(await kinds({ uid: alice.uid, asset: 'MCC' })).toEqual([]);

    // from and to are unix seconds, both ends included.
    expect(await kinds({ from: at[1], to: at[3] })).toEqual(['adjustment', 'transfer', 'deposit']);
    expect(await kinds({ from: at[2], to: at[2] })).toEqual(['transfer']);
    expect(await kinds({ from: at[4] })).toEqual(['deposit']);
    expect(await kinds({ to: at[0] })).toEqual(['deposit']);
    expect(await kinds({ from: at[0]! + 1, to: at[1]! - 1 })).toEqual([]);
    expect(await kinds({ uid: alice.uid, kind: 'transfer', asset: 'USDT', from: at[0], to: at[4] })).toEqual(['transfer']);
  });

  it('pages with page and limit', async () => {
    const second = await journal({ page: 2, limit: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2, has_more: true });
    expect(second.list.map((e) => e.kind)).toEqual(['transfer', 'deposit']);
    expect(second.list.map((e) => e.time)).toEqual([at[2], at[1]]);
    expect(await journal({ page: 3, limit: 2 })).toMatchObject({ has_more: false, list: [{ time: at[0] }] });
    expect(await journal({ page: 9, limit: 2 })).toMatchObject({ total: 5, list: [], has_more: false });
  });

  it('refuses bad input with code 0, never a 5xx', async () => {
    const bad: Query[] = [
      { page: 0 },
      { page: -1 },
      { page: 'abc' },
      { limit: 1000 },
      { limit: 0 },
      { kind: 'DROP TABLE' },
      { kind: "deposit' OR '1'='1" },
      { kind: 'Transfer' },
      { kind: 'a'.repeat(41) },
      { from: at[3], to: at[1] },
      { from: 'abc' },
      { to: '1.5' },
      { from: -1 },
      { uid: '1; drop table users' },
      { asset: 'usdt' },
      { user_id: 0 },
      { wallet: 1 },
    ];
    for (const query of bad) {
      const res = await getFrom(t, adminFundApi.journal, { as: finance, query });
      const what = JSON.stringify(query);
      expect(res.status, what).toBe(200);
      expect(res.body.code, what).toBe(0);
      expect(res.body.msg, what).not.toBe('');
    }
    expect((await getFrom(t, adminFundApi.journal, { as: finance, query: { from: 'abc' } })).body.data).toEqual({ field: 'from' });
    expect((await getFrom(t, adminFundApi.journal, { as: finance, query: { from: at[3], to: at[1] } })).body.data).toEqual({ field: 'to' });
    expect((await journal()).total).toBe(5);
  });

  it('leaves the books balanced', async () => {
    await expectBooksBalanced(t);
  });
});
