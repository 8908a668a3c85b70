import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
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

/** Which rows of a list kept newest first to read: page `page`, or those older than `before` (see `paginateBefore`). */
export interface KeysetWindow {
  page: number;
  before?: bigint;
}

/** A paged list a member scrolls: as `Page`, with the `before` of the next page when `has_more`, else null. */
export interface KeysetPage<T> extends Page<T> {
  next_before: number | null;
}

/** Rows the `total` of a page read by `before` counts up to: past it the total is a floor, never the whole history. */
export const KEYSET_COUNT_CAP = 1000;

/**
 * Reads a page of a list kept newest first by id, as the answer shape with `next_before`. With
 * `before` (the `next_before` of the page before) the page is the rows with a smaller id, read down
 * the list's (owner, id) index with one row more for `has_more`, and `total` is counted up to
 * KEYSET_COUNT_CAP: every page costs what the first does. Without it page `page` is read as
 * `paginate` reads it, its total exact. `base` names the table and filters (no select), `id` its id
 * column; `rows` selects the page's rows and sorts them by that id, newest first.
 */
export async function paginateBefore<TB extends keyof DB, Row extends { id: bigint }>(
  db: Executor,
  base: SelectQueryBuilder<DB, TB, object>,
  id: string,
  window: KeysetWindow,
  rows: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  limit: number = PAGE_SIZE,
): Promise<KeysetPage<Row>> {
  if (window.before === undefined) {
    const page = await paginate(base, window.page, rows, limit);
    const last = page.list.at(-1);
    return { ...page, next_before: page.has_more && last ? Number(last.id) : null };
  }
  const read = (await rows(base.where(sql.ref(id), '<', window.before))
    .limit(limit + 1)
    .execute()) as Row[];
  const some = base.select(sql.ref(id).as('id')).limit(KEYSET_COUNT_CAP);
  const { n } = await db.selectFrom(some.as('s')).select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const list = read.slice(0, limit);
  const hasMore = read.length > limit;
  return { list, total: Number(n), page: 1, limit, has_more: hasMore, next_before: hasMore ? Number(list.at(-1)!.id) : null };
}

/** The window a list call asks for: page `page`, or the rows older than `before` (the `next_before` of the page before). */
export function keysetWindow(query: { page: number; before?: number }): KeysetWindow {
  return { page: query.page, before: query.before === undefined ? undefined : BigInt(query.before) };
}

/** A page read, each row shown as `view` shows it at once (`viewPage` for a view that reads). */
export function mapPage<P extends { list: unknown[] }, Item>(
  page: P,
  view: (row: P['list'][number], index: number) => Item,
): Omit<P, 'list'> & { list: Item[] } {
  return { ...page, list: page.list.map(view) };
}

/** A page read, each row shown as `view` shows it. */
export async function viewPage<Row, Item>(page: KeysetPage<Row>, view: (row: Row) => Promise<Item>): Promise<KeysetPage<Item>> {
  return { ...page, list: await Promise.all(page.list.map((row) => view(row))) };
}
