import type { AdminJournalEntry, AdminJournalLine, AdminJournalPage, AdminJournalQuery } from '@mcc/contract/admin-fund';
import { formatAmount } from '@mcc/contract/amount';
import type { Kysely } from 'kysely';
import { unixSeconds } from '../../platform/clock';
import { mapPage, type Page, pageOf } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import { type JournalEntryRow, type JournalFilter, JournalRepository } from './journal-repository';

/** The entry's params as an object, or null when there are none (or they are not a JSON object). */
function paramsOf(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The console's view of the journal: entries newest first, each with its lines, in one page. */
export class JournalService {
  readonly #journal = new JournalRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetRegistry,
  ) {}

  /** One page of entries; a filter naming no member or asset of the books gives an empty page, not a refusal. */
  async entries(query: AdminJournalQuery): Promise<AdminJournalPage> {
    const assets = await this.assets.list();
    const pageWith = (page: Page<AdminJournalEntry> & { next_before?: number | null }) => ({
      ...page,
      next_before: page.next_before ?? null,
      assets: assets.map((a) => a.code),
    });

    let userId: bigint | undefined;
    if (query.user_id !== undefined) userId = BigInt(query.user_id);
    if (query.uid !== undefined) {
      const id = await this.#journal.userIdOf(this.db, query.uid);
      if (id === undefined || (userId !== undefined && id !== userId)) return pageWith(pageOf([], 0, query.page, query.limit));
      userId = id;
    }

    const filter = {
      kind: query.kind,
      fromMs: query.from === undefined ? undefined : BigInt(query.from) * 1000n,
      toMs: query.to === undefined ? undefined : BigInt(query.to) * 1000n + 999n,
      userId,
      asset: query.asset,
    };
    // A member's entries page over their lines by cursor, and so does the whole journal (by kind and
    // time too): from the newest on page 1, or older than `before`. A numbered page past the first,
    // which the console no longer sends for these, and an asset without a member read the older way.
    const cursor = query.before !== undefined || query.page === 1;
    const before = query.before === undefined ? undefined : BigInt(query.before);
    let entries: Page<JournalEntryRow> & { next_before?: number | null };
    if (cursor && userId === undefined && query.asset === undefined) {
      const rows = await this.#journal.entriesBefore(this.db, filter, before, query.limit + 1);
      const list = rows.slice(0, query.limit);
      const more = rows.length > query.limit;
      entries = {
        list,
        // Counted as far as this page reaches (and one more when more follow): no count of the journal.
        total: list.length + (more ? 1 : 0),
        page: 1,
        limit: query.limit,
        has_more: more,
        next_before: more ? Number(list.at(-1)!.id) : null,
      };
    } else if (cursor && userId !== undefined) {
      const accounts = await this.#journal.memberAccountIds(this.db, userId, query.asset);
      const found = await this.#memberEntries(filter, accounts, before, query.limit);
      entries = {
        list: found.list,
        // Counted as far as this page reaches (and one more when more follow): no count of a history.
        total: found.list.length + (found.next === null ? 0 : 1),
        page: 1,
        limit: query.limit,
        has_more: found.next !== null,
        next_before: found.next === null ? null : Number(found.next),
      };
    } else {
      entries = await this.#journal.entries(this.db, filter, query.page, query.limit);
    }
    const lines = await this.#journal.lines(
      this.db,
      entries.list.map((e) => e.id),
    );

    const byCode = new Map<string, Asset>(assets.map((a) => [a.code, a]));
    const money = (code: string, value: bigint) => {
      const asset = byCode.get(code);
      return asset ? formatFor(asset, value) : formatAmount(value, 0);
    };
    const linesOf = new Map<bigint, AdminJournalLine[]>();
    for (const l of lines) {
      const isMember = l.kind === 'member';
      const line: AdminJournalLine = {
        account: isMember ? `member:${l.uid}:${l.purpose}` : `system:${l.purpose}`,
        account_key: l.key,
        account_kind: isMember ? 'member' : 'system',
        purpose: l.purpose,
        user_id: isMember && l.user_id !== null ? Number(l.user_id) : null,
        uid: isMember ? l.uid : null,
        asset: l.asset,
        amount: money(l.asset, l.amount),
        balance_after: money(l.asset, l.balance_after),
        type: l.type,
      };
      const list = linesOf.get(l.entry_id);
      if (list) list.push(line);
      else linesOf.set(l.entry_id, [line]);
    }
    return pageWith(
      mapPage(entries, (e) => ({
        id: Number(e.id),
        kind: e.kind,
        memo: e.memo,
        params: paramsOf(e.params_json),
        ref_type: e.ref_type,
        ref_id: e.ref_id,
        admin: e.username,
        time: unixSeconds(e.created_at),
        lines: linesOf.get(e.id) ?? [],
      })),
    );
  }

  /**
   * The newest `limit` entries with a line on one of `accounts` older than the line `before`.
   * An entry's place is its newest line on those accounts: each account's lines are read down its
   * (account_id, id) index from `before`, a few pages' worth, merged newest first; an entry with a
   * line at or after `before` was on an earlier page and is left out. `next` is the cursor of the
   * following page, or null at the end.
   */
  async #memberEntries(
    filter: JournalFilter,
    accounts: bigint[],
    before: bigint | undefined,
    limit: number,
  ): Promise<{ list: JournalEntryRow[]; next: bigint | null }> {
    const perAccount = 2 * (limit + 1);
    const lines: { id: bigint; entry_id: bigint }[] = [];
    // Below the oldest line of an account that filled its read, that account's lines are unknown.
    let known = 0n;
    for (const account of accounts) {
      const rows = await this.#journal.accountLines(this.db, account, filter, before, perAccount);
      lines.push(...rows);
      if (rows.length === perAccount && rows.at(-1)!.id > known) known = rows.at(-1)!.id;
    }
    lines.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const placeOf = new Map<bigint, bigint>();
    for (const line of lines) {
      if (line.id < known) break;
      if (!placeOf.has(line.entry_id)) placeOf.set(line.entry_id, line.id);
    }
    if (before !== undefined) {
      const earlier = await this.#journal.entriesWithLinesFrom(this.db, [...placeOf.keys()], accounts, before);
      for (const id of earlier) placeOf.delete(id);
    }
    const ordered = [...placeOf.entries()];
    const shown = ordered.slice(0, limit);
    const cut = known > 0n || ordered.length > limit;
    const next = !cut ? null : shown.length > 0 ? shown.at(-1)![1] : known;
    const rows = new Map(
      (
        await this.#journal.entriesByIds(
          this.db,
          shown.map(([id]) => id),
        )
      ).map((e) => [e.id, e]),
    );
    return { list: shown.map(([id]) => rows.get(id)!), next };
  }
}
