import { type Insertable, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { type Executor, type KeysetPage, paginateBefore } from '../platform/db/executor';
import type { DB } from '../platform/db/schema';

/**
 * Statements of one shape that the auction, NFT, coin-mix, market and staking repositories run on
 * many of their tables: a row inserted for its new id, rows read by their ids, a list read newest first by id,
 * the ids a job finds due.
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

/** Equality filters on a table's columns, in the order they are given; a column left undefined is not filtered on. */
export type ColumnsEqual<T extends keyof DB> = { [C in keyof Selectable<DB[T]>]?: Selectable<DB[T]>[C] };

/**
 * A page of `table`'s rows newest first, as `paginateBefore` reads it: every column, the rows where each
 * column `equal` gives holds that value (one left undefined is not filtered on). Page `window.page`,
 * or the rows older than `window.before` down the index of the filter's columns and id.
 */
export function pageNewestFirst<T extends TableWithId>(
  db: Executor,
  table: T,
  equal: ColumnsEqual<T>,
  window: { page: number; before?: bigint },
): Promise<KeysetPage<Selectable<DB[T]>>> {
  let base = db.selectFrom(table as TableWithId) as unknown as SelectQueryBuilder<DB, T, object>;
  for (const [column, value] of Object.entries(equal)) {
    if (value !== undefined) base = base.where(sql.ref(column), '=', value);
  }
  const page = paginateBefore(db, base, `${table}.id`, window, (q) =>
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
