import type { Selectable } from 'kysely';
import { type Executor, type Page, paginate } from '../../platform/db/executor';
import type { LedgerEntryTable } from '../ledger/tables';

export interface JournalFilter {
  kind?: string;
  /** Unix ms, both included. */
  fromMs?: bigint;
  toMs?: bigint;
  /** Entries with a line on one of this member's accounts. */
  userId?: bigint;
  /** Entries with a line in this asset (with `userId`: on that member's account of it). */
  asset?: string;
}

export type JournalEntryRow = Selectable<LedgerEntryTable> & { username: string | null };

export interface JournalLineRow {
  entry_id: bigint;
  asset: string;
  amount: bigint;
  balance_after: bigint;
  type: string;
  key: string;
  kind: string;
  purpose: string;
  user_id: bigint | null;
  uid: string | null;
}

/** The journal as the console reads it: entries, their lines and accounts. Read-only. */
export class JournalRepository {
  async userIdOf(db: Executor, uid: string): Promise<bigint | undefined> {
    const row = await db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirst();
    return row?.id;
  }

  /** The ids of the member's accounts (of `asset` when given). */
  async memberAccountIds(db: Executor, userId: bigint, asset?: string): Promise<bigint[]> {
    let query = db.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId);
    if (asset !== undefined) query = query.where('asset', '=', asset);
    return (await query.orderBy('id').execute()).map((r) => r.id);
  }

  /**
   * The newest `limit` lines of one account older than the line `before`, whose entries pass the
   * filter: a walk down the (account_id, id) index from `before`, each line's entry joined after.
   */
  accountLines(db: Executor, accountId: bigint, filter: JournalFilter, before: bigint | undefined, limit: number) {
    let query = db
      .selectFrom('ledger_lines')
      .select(['ledger_lines.id', 'ledger_lines.entry_id'])
      .where('ledger_lines.account_id', '=', accountId);
    if (before !== undefined) query = query.where('ledger_lines.id', '<', before);
    if (filter.kind !== undefined || filter.fromMs !== undefined || filter.toMs !== undefined) {
      // The entry of each line the walk meets, by its primary key.
      query = query.where(({ exists, selectFrom }) => {
        let entry = selectFrom('ledger_entries').select('ledger_entries.id').whereRef('ledger_entries.id', '=', 'ledger_lines.entry_id');
        if (filter.kind !== undefined) entry = entry.where('ledger_entries.kind', '=', filter.kind);
        if (filter.fromMs !== undefined) entry = entry.where('ledger_entries.created_at', '>=', filter.fromMs);
        if (filter.toMs !== undefined) entry = entry.where('ledger_entries.created_at', '<=', filter.toMs);
        return exists(entry);
      });
    }
    return query.orderBy('ledger_lines.id', 'desc').limit(limit).execute();
  }

  /** Of these entries, those with a line on one of the accounts at or after the line `from`. */
  async entriesWithLinesFrom(db: Executor, entryIds: bigint[], accountIds: bigint[], from: bigint): Promise<Set<bigint>> {
    if (entryIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('ledger_lines')
      .select('entry_id')
      .where('entry_id', 'in', entryIds)
      .where('account_id', 'in', accountIds)
      .where('id', '>=', from)
      .execute();
    return new Set(rows.map((r) => r.entry_id));
  }

  /** Entries by id, newest first, with the username of the operator who made each (if any). */
  entriesByIds(db: Executor, ids: bigint[]): Promise<JournalEntryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('ledger_entries')
      .selectAll('ledger_entries')
      .select((eb) =>
        eb.selectFrom('admins').select('admins.username').whereRef('admins.id', '=', 'ledger_entries.admin_id').as('username'),
      )
      .where('ledger_entries.id', 'in', ids)
      .orderBy('ledger_entries.id', 'desc')
      .execute();
  }

  /**
   * Up to `limit` entries older than the entry `before` (from the newest without it) that pass the
   * kind and time filters, newest first, with the username of the operator who made each: a walk
   * down the primary key (or the `(kind, id)` index), however long the journal.
   */
  entriesBefore(db: Executor, filter: JournalFilter, before: bigint | undefined, limit: number): Promise<JournalEntryRow[]> {
    let query = db
      .selectFrom('ledger_entries')
      .selectAll('ledger_entries')
      .select((eb) =>
        eb.selectFrom('admins').select('admins.username').whereRef('admins.id', '=', 'ledger_entries.admin_id').as('username'),
      );
    if (filter.kind !== undefined) query = query.where('ledger_entries.kind', '=', filter.kind);
    if (filter.fromMs !== undefined) query = query.where('ledger_entries.created_at', '>=', filter.fromMs);
    if (filter.toMs !== undefined) query = query.where('ledger_entries.created_at', '<=', filter.toMs);
    if (before !== undefined) query = query.where('ledger_entries.id', '<', before);
    return query.orderBy('ledger_entries.id', 'desc').limit(limit).execute();
  }

  /** Entries newest first, with the username of the operator who made each (if any). */
  entries(db: Executor, filter: JournalFilter, page: number, limit: number): Promise<Page<JournalEntryRow>> {
    let base = db.selectFrom('ledger_entries');
    if (filter.kind !== undefined) base = base.where('ledger_entries.kind', '=', filter.kind);
    if (filter.fromMs !== undefined) base = base.where('ledger_entries.created_at', '>=', filter.fromMs);
    if (filter.toMs !== undefined) base = base.where('ledger_entries.created_at', '<=', filter.toMs);
    const { userId, asset } = filter;
    if (userId !== undefined || asset !== undefined) {
      // Through the accounts, so the lines are found by their (account_id, id) index.
      base = base.where((eb) => {
        let accounts = eb.selectFrom('ledger_accounts').select('ledger_accounts.id');
        if (userId !== undefined) accounts = accounts.where('ledger_accounts.user_id', '=', userId);
        if (asset !== undefined) accounts = accounts.where('ledger_accounts.asset', '=', asset);
        const lines = eb.selectFrom('ledger_lines').select('ledger_lines.entry_id').where('ledger_lines.account_id', 'in', accounts);
        return eb('ledger_entries.id', 'in', lines);
      });
    }
    return paginate(
      base,
      page,
      (q) =>
        q
          .selectAll('ledger_entries')
          .select((eb) =>
            eb.selectFrom('admins').select('admins.username').whereRef('admins.id', '=', 'ledger_entries.admin_id').as('username'),
          )
          .orderBy('ledger_entries.id', 'desc'),
      limit,
    );
  }

  /** The lines of these entries with their accounts (and the member's UID), in posting order. */
  lines(db: Executor, entryIds: bigint[]): Promise<JournalLineRow[]> {
    if (entryIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .leftJoin('users', 'users.id', 'ledger_accounts.user_id')
      .select([
        'ledger_lines.entry_id',
        'ledger_lines.asset',
        'ledger_lines.amount',
        'ledger_lines.balance_after',
        'ledger_lines.type',
        'ledger_accounts.key',
        'ledger_accounts.kind',
        'ledger_accounts.purpose',
        'ledger_accounts.user_id',
        'users.uid',
      ])
      .where('ledger_lines.entry_id', 'in', entryIds)
      .orderBy('ledger_lines.id')
      .execute();
  }
}
