import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../platform/db/executor';
import type { DB } from '../platform/db/schema';
import type { ColumnsEqual, TableWithId } from './shared-rows-repository';

/**
 * Lookups the money modules' repositories run on many of their tables: a member's own row by its id,
 * whether a row with given values is there, a row's columns by its key, how many rows a filter holds.
 */

/** The tables whose rows each belong to one member: keyed by a bigint `id`, owned by `user_id`. */
export type MemberTable = { [T in TableWithId]: Selectable<DB[T]> extends { user_id: bigint } ? T : never }[TableWithId];

/** A row of `table` by id; with `userId`, only that member's (another member's id reads as none). */
export function rowOfMember<T extends MemberTable>(
  db: Executor,
  table: T,
  id: bigint,
  userId?: bigint,
): Promise<Selectable<DB[T]> | undefined> {
  let query = (db.selectFrom(table as MemberTable) as unknown as SelectQueryBuilder<DB, T, object>)
    .selectAll()
    .where(sql.ref('id'), '=', id);
  if (userId !== undefined) query = query.where(sql.ref('user_id'), '=', userId);
  return query.executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
}

/** Whether `table` has a row where each column `equal` gives holds that value (one left undefined is not filtered on). */
export async function hasRowWhere<T extends keyof DB>(db: Executor, table: T, equal: ColumnsEqual<T>): Promise<boolean> {
  let query = (db.selectFrom(table as keyof DB) as unknown as SelectQueryBuilder<DB, T, object>).select(sql.lit(1).as('one'));
  for (const [column, value] of Object.entries(equal)) {
    if (value !== undefined) query = query.where(sql.ref(column), '=', value);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** How many rows `query` (a table and its filters, nothing selected yet) holds. */
export async function rowCount<TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The `columns` of `table`'s row where each column `equal` gives holds that value (a row read by its key); undefined when there is none. */
export function rowWhere<T extends keyof DB, C extends keyof Selectable<DB[T]> & string>(
  db: Executor,
  table: T,
  columns: readonly C[],
  equal: ColumnsEqual<T>,
): Promise<Pick<Selectable<DB[T]>, C> | undefined> {
  let query = (db.selectFrom(table as keyof DB) as unknown as SelectQueryBuilder<DB, T, object>).select(
    columns.map((c) => sql.ref(c).as(c)),
  );
  for (const [column, value] of Object.entries(equal)) {
    if (value !== undefined) query = query.where(sql.ref(column), '=', value);
  }
  return query.executeTakeFirst() as Promise<Pick<Selectable<DB[T]>, C> | undefined>;
}
