import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * What a repository runs its statements on: the database, or the transaction of the money effect it
 * is part of. On SQLite a transaction holds the one connection, so a read inside an effect must go
 * through `trx` or it waits for the transaction forever; repositories take an executor so that the
 * caller always says which.
 */
export type Executor = Kysely<DB> | Transaction<DB>;

/** A paged list as every list call answers it: `{ list, total, page, limit, has_more }`. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

/** Rows on a page of lists: every paged call shows this many unless it says otherwise. */
export const PAGE_SIZE = 20;

/** A page of a list already read: the rows and the total, as the answer shape. */
export function pageOf<T>(list: T[], total: number, page: number, limit: number = PAGE_SIZE): Page<T> {
  return { list, total, page, limit, has_more: page * limit < total };
}

/**
 * Reads page `page` (from 1) of a list and the total count of what it holds, as the answer shape.
 * `base` names the table and filters (no select); `rows` selects and sorts the page's rows.
 */
export async function paginate<TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  page: number,
  rows: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  limit: number = PAGE_SIZE,
): Promise<Page<Row>> {
  const { n } = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  const list = await rows(base)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return pageOf(list as Row[], Number(n), page, limit);
}
