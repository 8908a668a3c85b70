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
