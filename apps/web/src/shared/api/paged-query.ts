import type { DataOf, Endpoint, InputOf } from '@mcc/contract/endpoint';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { call } from '../../runtime/request';

/** A page of a list that grows, read by keyset: `next_before` is the key the next (older) page starts below. */
export interface BeforePage {
  has_more: boolean;
  next_before: number | null;
}

/** A page of a list read by page number. */
export interface NumberedPage {
  has_more: boolean;
  page: number;
}

/** The `before` of the next page, or undefined at the end. */
export const nextBefore = (last: BeforePage) => (last.has_more && last.next_before !== null ? last.next_before : undefined);

/** The number of the next page, or undefined at the end. */
export const nextPage = (last: NumberedPage) => (last.has_more ? last.page + 1 : undefined);

/**
 * A list read by keyset pages, newest first: each page asks for the rows older than the last one shown
 * (`before`; undefined asks for the newest), so a deep page costs the server what the first does.
 */
export function beforeQuery<Page extends BeforePage, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (before: number | undefined) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: 0,
    getNextPageParam: nextBefore,
  });
}

/** What a keyset page asks besides its `before`: to be given when the endpoint requires some of it. */
type RestOfInput<E extends Endpoint> =
  Record<string, never> extends Omit<NonNullable<InputOf<E>>, 'before'>
    ? [input?: Omit<NonNullable<InputOf<E>>, 'before'>]
    : [input: Omit<NonNullable<InputOf<E>>, 'before'>];

/**
 * A keyset list read straight from its endpoint, each page asking for `input` and its `before`.
 * Silent (no loading toast): the list draws its own loading rows.
 */
export function endpointBeforeQuery<E extends Endpoint, Key extends QueryKey>(queryKey: Key, endpoint: E, ...[input]: RestOfInput<E>) {
  return beforeQuery(
    queryKey,
    (before) => call(endpoint, { before, ...input } as InputOf<E>, { silent: true }) as Promise<DataOf<E> & BeforePage>,
  );
}

/** A list read by page number, from page 1. */
export function numberedQuery<Page extends NumberedPage, Key extends QueryKey>(queryKey: Key, fetchPage: (page: number) => Promise<Page>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** A list read by page number straight from its endpoint, silent like `endpointBeforeQuery`. */
export function endpointNumberedQuery<E extends Endpoint, Key extends QueryKey>(queryKey: Key, endpoint: E) {
  return numberedQuery(queryKey, (page) => call(endpoint, { page } as InputOf<E>, { silent: true }) as Promise<DataOf<E> & NumberedPage>);
}
