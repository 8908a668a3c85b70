import { sql } from 'kysely';
import type { Executor } from '../../platform/db/executor';

/** One line of an account's history with what its entry says. */
export interface AccountLineRow {
  id: bigint;
  type: string;
  amount: bigint;
  balance_after: bigint;
  created_at: bigint;
  memo: string;
  params_json: string | null;
}

/** Which lines of one account a page holds: newest first, from a cursor or an offset. */
export interface AccountLinesWindow {
  type?: string;
  /** Only lines older than this line id (the keyset cursor). */
  before?: bigint;
  /** Lines skipped first: the `page` of the older contract, cheap on the first pages only. */
  offset?: number;
  limit: number;
}

/**
 * One account's journal lines as pages read them. Each query walks the (account_id, id) or
 * (account_id, type, id) index from its newest end, so its cost follows the page, not the history.
 */
export class LinesRepository {
  /** The account's balance after its last line before `before` (Unix ms), or undefined without one. */
  async balanceBefore(db: Executor, accountId: bigint, before: bigint): Promise<bigint | undefined> {
    const line = await db
      .selectFrom('ledger_lines')
      .select('balance_after')
      .where('account_id', '=', accountId)
      .where('created_at', '<', before)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return line?.balance_after;
  }

  /** `limit` lines of the window; the ids are picked from the index first, the entries joined after. */
  async page(db: Executor, accountId: bigint, window: AccountLinesWindow): Promise<AccountLineRow[]> {
    let ids = db.selectFrom('ledger_lines').select('ledger_lines.id').where('ledger_lines.account_id', '=', accountId);
    if (window.type !== undefined) ids = ids.where('ledger_lines.type', '=', window.type);
    if (window.before !== undefined) ids = ids.where('ledger_lines.id', '<', window.before);
    let picked = ids.orderBy('ledger_lines.id', 'desc').limit(window.limit);
    if (window.offset) picked = picked.offset(window.offset);
    return db
      .selectFrom(picked.as('p'))
      .innerJoin('ledger_lines as l', 'l.id', 'p.id')
      .innerJoin('ledger_entries as e', 'e.id', 'l.entry_id')
      .select(['l.id', 'l.type', 'l.amount', 'l.balance_after', 'l.created_at', 'e.memo', 'e.params_json'])
      .orderBy('l.id', 'desc')
      .execute();
  }

  /** How many lines the account has (of `type`), counted up to `cap`: the count stops there. */
  async countUpTo(db: Executor, accountId: bigint, type: string | undefined, cap: number): Promise<number> {
    let some = db.selectFrom('ledger_lines').select('ledger_lines.id').where('ledger_lines.account_id', '=', accountId);
    if (type !== undefined) some = some.where('ledger_lines.type', '=', type);
    const row = await db.selectFrom(some.limit(cap).as('s')).select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The line types the account has, in order: a skip scan over the (account_id, type, id) index —
   * one index seek per type — instead of reading every line for a DISTINCT.
   */
  async typesOf(db: Executor, accountId: bigint): Promise<string[]> {
    const result = await sql<{ type: string }>`
      with recursive t(type) as (
        select (select min(type) from ledger_lines where account_id = ${accountId})
        union all
        select (select min(l.type) from ledger_lines l where l.account_id = ${accountId} and l.type > t.type)
        from t where t.type is not null
      )
      select type from t where type is not null`.execute(db);
    return result.rows.map((r) => r.type);
  }
}
