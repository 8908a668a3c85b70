import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, type Query } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, postEntry, USDT } from '../../../test/money';
import { plansOf, scansWhole, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { member, system } from '../ledger/accounts';
import { LinesRepository } from '../ledger/lines-repository';

// A member's details as keyset pages: every line once, in order, each page read from the
// (account_id, id) index — never an OFFSET over the history, a count of it or a DISTINCT of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let accountId: bigint;
const LINES = 45;

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  for (let i = 1; i <= LINES; i++) {
    await credit(t, alice, BigInt(i) * USDT);
    await credit(t, other, USDT);
    if (i % 3 === 0) {
      await postEntry(t, { kind: 'transfer_fee', moves: [{ from: member(alice.id, 'USDT'), to: system('fees', 'USDT'), amount: 1n }] });
    }
  }
  const row = await t.database.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('key', '=', `member:${alice.id}:USDT:available`)
    .executeTakeFirstOrThrow();
  accountId = row.id;
});

type Detail = { id: number; type: string; amount: string };

async function walk(query: Query): Promise<{ items: Detail[]; pages: Record<string, unknown>[] }> {
  const items: Detail[] = [];
  const pages: Record<string, unknown>[] = [];
  let before: number | null = null;
  do {
    const res: { body: { code: number; data: Record<string, unknown> & { list: Detail[]; next_before: number | null } } } = await getFrom(
      t,
      fundApi.usdtDetail,
      {
        as: alice,
        query: { page: 1, ...query, before: before ?? undefined },
      },
    );
    expect(res.body.code).toBe(1);
    pages.push(res.body.data);
    items.push(...res.body.data.list);
    before = res.body.data.next_before;
    expect(before !== null).toBe(res.body.data.has_more);
  } while (before !== null);
  return { items, pages };
}

describe("a member's details by keyset", () => {
  it('walks every line once, newest first, as the numbered pages show them', async () => {
    const { items, pages } = await walk({});
    expect(items).toHaveLength(LINES + LINES / 3);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.map((p) => p.total)).toEqual([60, 60, 60]);

    const numbered: Detail[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await getFrom(t, fundApi.usdtDetail, { as: alice, query: { page } });
      expect(res.body.data).toMatchObject({ page, total: 60, has_more: page < 3 });
      numbered.push(...res.body.data.list);
    }
    expect(numbered.map((i) => i.id)).toEqual(ids);
  });

  it('keeps the type filter across pages and lists the types the member has', async () => {
    const { items, pages } = await walk({ type: 'transfer_fee' });
    expect(items).toHaveLength(LINES / 3);
    expect(items.every((i) => i.type === 'transfer_fee' && i.amount === '-0.000001')).toBe(true);
    expect(pages[0]!.types).toEqual([
      { type: 'deposit', text: 'Deposit' },
      { type: 'transfer_fee', text: 'Transfer fee' },
    ]);
    expect(await new LinesRepository().typesOf(t.database.db, accountId)).toEqual(['deposit', 'transfer_fee']);
  });

  it('answers an empty page for a cursor past the oldest line', async () => {
    const { items } = await walk({});
    const res = await getFrom(t, fundApi.usdtDetail, { as: alice, query: { before: items.at(-1)!.id } });
    expect(res.body.data).toMatchObject({ list: [], has_more: false, next_before: null, total: 60 });
  });

  it('reads each page, the count and the types from the account index, with no OFFSET for a cursor', async () => {
    const lines = new LinesRepository();
    const plans = await plansOf(t.database.db, async (db) => {
      await lines.page(db, accountId, { before: 10_000n, limit: 21 });
      await lines.page(db, accountId, { type: 'transfer_fee', before: 10_000n, limit: 21 });
      await lines.countUpTo(db, accountId, undefined, 1000);
      await lines.typesOf(db, accountId);
    });
    expect(plans).toHaveLength(4);
    for (const { sql, plan } of plans) {
      expect(scansWhole(plan, 'ledger_lines'), `${sql}\n${plan}`).toBe(false);
      expect(scansWhole(plan, 'l'), `${sql}\n${plan}`).toBe(false);
      expect(scansWhole(plan, 'ledger_entries'), `${sql}\n${plan}`).toBe(false);
      expect(sql.toLowerCase()).not.toContain('offset');
    }
    expect(usesIndex(plans[0]!.plan, 'ledger_lines_account_idx')).toBe(true);
    expect(usesIndex(plans[1]!.plan, 'ledger_lines_account_type_idx')).toBe(true);
    expect(usesIndex(plans[2]!.plan, 'ledger_lines_account_(type_)?idx')).toBe(true);
    expect(usesIndex(plans[3]!.plan, 'ledger_lines_account_type_idx')).toBe(true);
  });
});
