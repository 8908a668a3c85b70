import { adminFundApi } from '@mcc/contract/admin-fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, type Query } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, MCC, postEntry, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { plansOf, scansWhole, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { member } from '../ledger/accounts';
import { JournalRepository } from './journal-repository';

// The console's journal filtered by a member pages over that member's lines by the (account_id, id)
// index with a cursor: every entry once, newest first, an entry with two of the member's lines
// once, and no statement reads the journal or counts a history.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let finance: Operator;
/** Alice's entries, newest first, as the database says. */
let truth: { id: number; kind: string }[] = [];

beforeAll(async () => {
  finance = await addOperator(t, 'finance');
  alice = await addMember(t, { nickname: 'Alice' });
  const bob = await addMember(t, { nickname: 'Bob' });
  for (let i = 0; i < 30; i++) {
    await credit(t, alice, USDT);
    await credit(t, bob, USDT);
    // Both lines on Alice's accounts: the entry must show once.
    if (i % 4 === 0) {
      await postEntry(t, { kind: 'hold', moves: [{ from: member(alice.id, 'USDT'), to: member(alice.id, 'USDT', 'locked'), amount: 1n }] });
    }
    if (i % 5 === 0) await credit(t, alice, MCC, 'MCC');
  }
  const rows = await t.database.db
    .selectFrom('ledger_entries')
    .select(['id', 'kind'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('ledger_lines')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
        .select('ledger_lines.entry_id')
        .where('ledger_accounts.user_id', '=', alice.id),
    )
    .orderBy('id', 'desc')
    .execute();
  truth = rows.map((r) => ({ id: Number(r.id), kind: r.kind }));
});

type JournalPage = { list: { id: number; kind: string }[]; total: number; has_more: boolean; next_before: number | null };

/**
 * Reads the journal under `query`, `limit` entries a page, from its newest page by `before` until the
 * last (at most `maxPages`), checking each page's code and that `has_more` and `next_before` agree.
 */
async function walkJournal(query: Query, limit: number, maxPages: number): Promise<{ ids: number[]; pages: JournalPage[] }> {
  const pages: JournalPage[] = [];
  let before: number | null = null;
  do {
    const res: { body: { code: number; data: JournalPage } } = await getFrom(t, adminFundApi.journal, {
      as: finance,
      query: { limit, ...query, before: before ?? undefined },
    });
    expect(res.body.code).toBe(1);
    pages.push(res.body.data);
    before = res.body.data.next_before;
    expect(before !== null).toBe(res.body.data.has_more);
  } while (before !== null && pages.length < maxPages);
  return { ids: pages.flatMap((p) => p.list.map((e) => e.id)), pages };
}

/** Alice's journal, walked. */
const walk = (query: Query, limit: number) => walkJournal({ uid: alice.uid, ...query }, limit, 100);

describe('the journal of one member, by cursor', () => {
  it('walks every entry of the member once, newest first, at any page size', async () => {
    expect(truth.length).toBe(30 + 8 + 6);
    for (const limit of [1, 7, 20, 100]) {
      const { ids, pages } = await walk({}, limit);
      expect(ids).toEqual(truth.map((e) => e.id));
      expect(pages.at(-1)!.has_more).toBe(false);
    }
    const first = await walk({}, 100);
    expect(first.pages[0]).toMatchObject({ total: truth.length, has_more: false, next_before: null });
  });

  it('keeps the kind and asset filters across pages', async () => {
    expect((await walk({ kind: 'hold' }, 3)).ids).toEqual(truth.filter((e) => e.kind === 'hold').map((e) => e.id));
    const mcc = await walk({ asset: 'MCC' }, 4);
    expect(mcc.ids).toHaveLength(6);
    expect(mcc.ids).toEqual([...mcc.ids].sort((a, b) => b - a));
  });

  it('reads the member lines down their account index, and the entries by key', async () => {
    const journal = new JournalRepository();
    const accounts = await journal.memberAccountIds(t.database.db, alice.id);
    const plans = await plansOf(t.database.db, async (db) => {
      await journal.accountLines(db, accounts[0]!, {}, 1_000_000n, 21);
      await journal.accountLines(db, accounts[0]!, { kind: 'hold', fromMs: 0n }, 1_000_000n, 21);
      await journal.entriesWithLinesFrom(db, [1n, 2n], accounts, 5n);
      await journal.entriesByIds(db, [1n, 2n]);
    });
    expect(plans).toHaveLength(4);
    for (const { sql, plan } of plans) {
      expect(scansWhole(plan, 'ledger_lines'), `${sql}\n${plan}`).toBe(false);
      expect(scansWhole(plan, 'ledger_entries'), `${sql}\n${plan}`).toBe(false);
      expect(sql.toLowerCase()).not.toMatch(/offset|count\(/);
    }
    expect(usesIndex(plans[0]!.plan, 'ledger_lines_account_idx')).toBe(true);
    expect(usesIndex(plans[1]!.plan, 'ledger_lines_account_idx')).toBe(true);
    // By the entries' index or the accounts' from the cursor on: a bounded range either way.
    expect(usesIndex(plans[2]!.plan, 'ledger_lines_(entry|account)_idx')).toBe(true);
  });
});

describe('the whole journal, by cursor', () => {
  const walkAll = (query: Query, limit: number) => walkJournal(query, limit, 200);

  it('walks every entry once, newest first, and counts no further than the page reaches', async () => {
    const all = await t.database.db.selectFrom('ledger_entries').select(['id', 'kind']).orderBy('id', 'desc').execute();
    for (const limit of [7, 50]) {
      const { ids, pages } = await walkAll({}, limit);
      expect(ids).toEqual(all.map((e) => Number(e.id)));
      expect(pages[0]).toMatchObject({ total: limit + 1, has_more: true });
      expect(pages.at(-1)).toMatchObject({ has_more: false, next_before: null });
    }
    expect((await walkAll({ kind: 'hold' }, 3)).ids).toEqual(all.filter((e) => e.kind === 'hold').map((e) => Number(e.id)));
  });

  it('reads the entries down their key, or the kind index, from the cursor', async () => {
    const journal = new JournalRepository();
    const plans = await plansOf(t.database.db, async (db) => {
      await journal.entriesBefore(db, {}, 1_000_000n, 21);
      await journal.entriesBefore(db, { kind: 'hold' }, 1_000_000n, 21);
    });
    expect(plans).toHaveLength(2);
    for (const { sql, plan } of plans) {
      expect(scansWhole(plan, 'ledger_entries'), `${sql}\n${plan}`).toBe(false);
      expect(sql.toLowerCase()).not.toMatch(/offset|count\(/);
    }
    expect(usesIndex(plans[1]!.plan, 'ledger_entries_kind_idx')).toBe(true);
  });
});
