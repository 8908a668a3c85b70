import type { Endpoint } from '@mcc/contract/endpoint';
import { expect } from 'vitest';
import { type Answer, type Caller, get, pathOf, type Query } from './http';
import type { TestApp } from './test-app';

/** One page of a list read by `before`, as the answer carries it. */
export interface KeysetAnswer {
  list: Record<string, unknown>[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
  next_before: number | null;
}

/**
 * Reads a member's list from its newest page to its last by `before` (each page's `next_before`),
 * checking on the way that `has_more` and `next_before` agree. `id` names the id of a row (its own,
 * or its lot's order id...). Answers every row's id in the order shown, and the pages.
 */
export async function walkBefore(
  t: Pick<TestApp, 'app'>,
  as: Caller,
  url: string,
  id: (row: Record<string, unknown>) => unknown = (row) => row.id,
): Promise<{ ids: number[]; pages: KeysetAnswer[] }> {
  const ids: number[] = [];
  const pages: KeysetAnswer[] = [];
  let before: number | null = null;
  const join = url.includes('?') ? '&' : '?';
  do {
    const res: Answer<KeysetAnswer> = await get<KeysetAnswer>(t, before === null ? url : `${url}${join}before=${before}`, { as });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    const page: KeysetAnswer = res.body.data;
    pages.push(page);
    ids.push(...page.list.map((row) => Number(id(row))));
    expect(page.next_before !== null).toBe(page.has_more);
    if (page.next_before !== null) expect(page.next_before).toBe(ids.at(-1));
    before = page.next_before;
    expect(pages.length).toBeLessThan(100);
  } while (before !== null);
  return { ids, pages };
}

/** The ids of the list `endpoint` answers under `query`, as `as` reads it by `before` from its newest page to its last (see `walkBefore`). */
export async function idsWalked(
  t: Pick<TestApp, 'app'>,
  as: Caller,
  endpoint: Endpoint<'GET'>,
  query: Query = {},
  id?: (row: Record<string, unknown>) => unknown,
): Promise<number[]> {
  return (await walkBefore(t, as, pathOf(endpoint, query), id)).ids;
}

/** `url` with one more query parameter. */
function withQuery(url: string, param: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${param}`;
}

/** How a row of a list names its id, when not by its own `id`. */
type RowId = (row: Record<string, unknown>) => unknown;

/**
 * The ids of pages 1 to `pages` of a list read by number, as `as` sees them, checking each page's
 * number, total and `has_more` (with `nextBefore`, also that each page's `next_before` is its last
 * row's id, null on the last): what a list read by `before` must show in the same order.
 */
export async function readNumbered(
  t: Pick<TestApp, 'app'>,
  as: Caller,
  url: string,
  pages: number,
  total: number,
  options: { id?: RowId; nextBefore?: boolean } = {},
): Promise<number[]> {
  const ids: number[] = [];
  const id = options.id ?? ((row) => row.id);
  for (let page = 1; page <= pages; page++) {
    const res = await get(t, withQuery(url, `page=${page}`), { as });
    expect(res.body.data).toMatchObject({ page, total, has_more: page < pages });
    ids.push(...res.body.data.list.map((row: Record<string, unknown>) => id(row) as number));
    if (options.nextBefore) expect(res.body.data.next_before).toBe(page < pages ? ids.at(-1) : null);
  }
  return ids;
}

/** What a list shows, read by `before` or by number alike. */
export interface Listing {
  /** Every row's id, newest first. */
  ids: number[];
  /** The total every page answers. */
  total: number;
  /** How many pages hold them. */
  pages: number;
  /** What the newest row shows, where the test looks at it. */
  first?: Record<string, unknown>;
  /** The id of a row, when not its own `id`. */
  id?: RowId;
  /** Whether the numbered pages answer `next_before` too. */
  nextBefore?: boolean;
}

/**
 * Walks `url` by `before` and checks it shows `want.ids` once each, newest first, on `want.pages`
 * pages that each answer `want.total`, the last with no `next_before` (and the newest row as
 * `want.first`); then that pages 1 to `want.pages` by number show the same rows in the same order.
 * Answers the pages walked, for a test to look further.
 */
export async function expectListing(t: Pick<TestApp, 'app'>, as: Caller, url: string, want: Listing): Promise<KeysetAnswer[]> {
  const { ids, pages } = await walkBefore(t, as, url, want.id);
  expect(ids).toEqual(want.ids);
  expect(pages.map((p) => p.total)).toEqual(Array.from({ length: want.pages }, () => want.total));
  expect(pages.at(-1)!.next_before).toBeNull();
  if (want.first) expect(pages[0]!.list[0]).toMatchObject(want.first);
  expect(await readNumbered(t, as, url, want.pages, want.total, { id: want.id, nextBefore: want.nextBefore })).toEqual(want.ids);
  return pages;
}

/** What one page read by `before` shows: its rows' ids in order, and where the list goes on from it. */
export interface PageBefore {
  ids: number[];
  has_more: boolean;
  next_before: number | null;
  total: number;
}

/** Checks the page of `url` that a cursor at `before` answers `as`: `want.ids` in that order, with its `has_more`, `next_before` and `total`. */
export async function expectPageBefore(
  t: Pick<TestApp, 'app'>,
  as: Caller,
  url: string,
  before: number | undefined,
  want: PageBefore,
): Promise<void> {
  const res = await get(t, withQuery(url, `before=${before}`), { as });
  expect(res.body.data.list.map((r: { id: number }) => r.id)).toEqual(want.ids);
  expect(res.body.data).toMatchObject({ has_more: want.has_more, next_before: want.next_before, total: want.total });
}

/** Checks that a cursor at the oldest row of `url` answers an empty last page, still counting `total`. */
export async function expectEmptyPastOldest(
  t: Pick<TestApp, 'app'>,
  as: Caller,
  url: string,
  oldest: number | undefined,
  total: number,
): Promise<void> {
  await expectPageBefore(t, as, url, oldest, { ids: [], has_more: false, next_before: null, total });
}

/**
 * Checks the list of `endpoint` (with `want.query`) as `expectListing` does, then that a cursor at its
 * oldest row answers an empty last page, still counting `want.total`. Answers the pages walked.
 */
export async function expectWholeList(
  t: Pick<TestApp, 'app'>,
  as: Caller,
  endpoint: Endpoint<'GET'>,
  want: Listing & { query?: Query },
): Promise<KeysetAnswer[]> {
  const url = pathOf(endpoint, want.query);
  const pages = await expectListing(t, as, url, want);
  await expectEmptyPastOldest(t, as, url, want.ids.at(-1), want.total);
  return pages;
}

/** Checks that `url` refuses a cursor that is not a positive integer. */
export async function expectCursorRefused(t: Pick<TestApp, 'app'>, as: Caller, url: string): Promise<void> {
  const res = await get(t, withQuery(url, 'before=0'), { as });
  expect(res.body.code).toBe(0);
}

/**
 * Every row's id of a list read by number from page 1 until a page says `has_more: false` (at most
 * 99 pages), each page answered with code 1, as `as` sees them. `id` names the id of a row.
 */
export async function readEveryNumbered(t: Pick<TestApp, 'app'>, as: Caller, url: string, id: RowId = (row) => row.id): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await get(t, withQuery(url, `page=${page}`), { as });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    ids.push(...res.body.data.list.map((row: Record<string, unknown>) => Number(id(row))));
    if (!res.body.data.has_more) break;
  }
  return ids;
}

/** The window a plan test asks a repository for: page 1 read from a cursor. */
export const FROM_CURSOR = { page: 1, before: 10_000n };

/** A row a list test put in: whose it is, its round (1 to n) and its id. */
export interface Turn<W> {
  who: W;
  i: number;
  id: number;
}

/**
 * For i = 1 to `rounds`, one row of each of `members` in turn (every member's i-th row before
 * anyone's next), put in by `insert`. Answers the rows newest first, as a list shows them.
 */
export async function insertInTurns<W>(
  rounds: number,
  members: readonly W[],
  insert: (who: W, i: number) => Promise<bigint | number>,
): Promise<Turn<W>[]> {
  const rows: Turn<W>[] = [];
  for (let i = 1; i <= rounds; i++) for (const who of members) rows.unshift({ who, i, id: Number(await insert(who, i)) });
  return rows;
}

/** The ids of the `rows` that `which` keeps (all of them without it), in their order. */
export function idsOf<R extends { id: number }>(rows: readonly R[], which: (row: R) => boolean = () => true): number[] {
  return rows.filter(which).map((row) => row.id);
}
