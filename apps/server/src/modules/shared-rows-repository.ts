import { type Insertable, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../platform/db/executor';
import type { DB } from '../platform/db/schema';
import { type ColumnsHold, equalities } from '../platform/db/update-if-still';

/** The conditional update lives with the database platform (its second factor uses it too). */
export { updateIfStill } from '../platform/db/update-if-still';

/**
 * Statements of one shape that the repositories run on many of their tables: a row inserted for its
 * new id, rows read by their ids or by equal columns, a member's own row, whether a row is there, a
 * count, a list read newest first by id, the ids a job finds due, a change made only while the row
 * is still as the caller saw it.
 */

/** The tables whose rows are keyed by a bigint `id`. */
export type TableWithId = { [T in keyof DB]: Selectable<DB[T]> extends { id: bigint } ? T : never }[keyof DB];

/** Inserts one row into `table` and returns the id the database gave it. */
export async function insertReturningId<T extends TableWithId>(db: Executor, table: T, values: Insertable<DB[T]>): Promise<bigint> {
  const row = await db
    .insertInto(table as TableWithId)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows written per INSERT by `insertInBatches`: within every dialect's limit of bound parameters. */
const ROWS_PER_INSERT = 500;

/** Inserts `rows` into `table`, a batch of ROWS_PER_INSERT rows per statement; none given, no statement. */
export async function insertInBatches<T extends keyof DB>(db: Executor, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await db
      .insertInto(table as keyof DB)
      .values(rows.slice(i, i + ROWS_PER_INSERT) as never)
      .execute();
}

/** The rows of `table` with the given ids (each read once), by id; none asked, no statement. */
export async function rowsByIds<T extends TableWithId>(db: Executor, table: T, ids: bigint[]): Promise<Map<bigint, Selectable<DB[T]>>> {
  if (ids.length === 0) return new Map();
  const rows = (await db
    .selectFrom(table as TableWithId)
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute()) as unknown as (Selectable<DB[T]> & { id: bigint })[];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Equality filters on a table's columns, in the order they are given; a column given null must be
 * null, one left undefined is not filtered on.
 */
export type ColumnsEqual<T extends keyof DB> = ColumnsHold<DB, T>;

/** `table`'s rows where the columns hold what `equal` gives, as a query to select from. */
function selectWhere<T extends keyof DB>(db: Executor, table: T, equal: ColumnsEqual<T>): SelectQueryBuilder<DB, T, object> {
  let query = db.selectFrom(table as keyof DB) as unknown as SelectQueryBuilder<DB, T, object>;
  for (const [column, op, value] of equalities(equal)) query = query.where(sql.ref(column), op, value);
  return query;
}

/** The row of `table` whose columns hold what `equal` gives (a unique key), if there is one. */
export function rowWhere<T extends keyof DB>(db: Executor, table: T, equal: ColumnsEqual<T>): Promise<Selectable<DB[T]> | undefined> {
  return selectWhere(db, table, equal).selectAll().executeTakeFirst() as unknown as Promise<Selectable<DB[T]> | undefined>;
}

/** The rows of `table` whose columns hold what `equal` gives, oldest first by id. */
export function rowsWhere<T extends TableWithId>(db: Executor, table: T, equal: ColumnsEqual<T>): Promise<Selectable<DB[T]>[]> {
  return selectWhere(db, table, equal).selectAll().orderBy(sql.ref('id')).execute() as unknown as Promise<Selectable<DB[T]>[]>;
}

/** How many rows of `table` have columns that hold what `equal` gives. */
export function countWhere<T extends keyof DB>(db: Executor, table: T, equal: ColumnsEqual<T>): Promise<number> {
  return rowCount(selectWhere(db, table, equal));
}

/**
 * A page of `table`'s rows newest first, as `paginateBefore` reads it: every column, the rows whose
 * columns hold what `equal` gives. Page `window.page`, or the rows older than `window.before` down
 * the index of the filter's columns and id.
 */
export function pageNewestFirst<T extends TableWithId>(
  db: Executor,
  table: T,
  equal: ColumnsEqual<T>,
  window: KeysetWindow,
): Promise<KeysetPage<Selectable<DB[T]>>> {
  const page = paginateBefore(db, selectWhere(db, table, equal), `${table}.id`, window, (q) =>
    (q.selectAll() as unknown as SelectQueryBuilder<DB, T, { id: bigint }>).orderBy(sql.ref('id'), 'desc'),
  );
  return page as Promise<KeysetPage<Selectable<DB[T]>>>;
}

/**
 * The ids of `table`'s rows in `status` whose time column `at` is at or before `cutoff`, the earliest
 * first, at most `limit`: the rows a job has to move on (down the (status, `at`) index).
 */
export async function dueIds<T extends TableWithId>(
  db: Executor,
  table: T,
  status: Selectable<DB[T]>[keyof Selectable<DB[T]> & 'status'],
  at: keyof Selectable<DB[T]> & string,
  cutoff: bigint,
  limit: number,
): Promise<bigint[]> {
  const base = db.selectFrom(table as TableWithId) as unknown as SelectQueryBuilder<DB, T, object>;
  const rows = await base
    .select(sql.ref<bigint>('id').as('id'))
    .where(sql.ref('status'), '=', status)
    .where(sql.ref(at), '<=', cutoff)
    .orderBy(sql.ref(at))
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

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
