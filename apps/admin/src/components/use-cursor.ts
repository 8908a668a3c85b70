import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** Where a list paged by cursor stands: the page shown and how to move (`CursorPager`, `CursorTable`). */
export interface Cursor {
  /** `before` of the page shown; undefined on the newest page. */
  before: number | undefined;
  /** The cursors of the pages before it (undefined for the newest). */
  trail: (number | undefined)[];
  move: (before: number | undefined, trail: (number | undefined)[]) => void;
}

/**
 * The cursor of a list paged newer / older (`CursorPager`): `before` of the page shown (undefined:
 * the newest) and `trail`, those of the pages before it. Other filters start it over from the
 * newest page: a cursor is kept only with the filters it was read under.
 */
export function useCursor(filters: unknown): Cursor {
  const key = JSON.stringify(filters ?? null);
  const [cursor, setCursor] = useState<{ key: string; before?: number; trail: (number | undefined)[] }>({ key, trail: [] });
  const current = cursor.key === key ? cursor : { key, before: undefined, trail: [] };
  return {
    before: current.before,
    trail: current.trail,
    move: (before: number | undefined, trail: (number | undefined)[]) => setCursor({ key, before, trail }),
  };
}

/** A list call paged by cursor together with its cursor: what `CursorTable` shows and moves through. */
export interface CursorList<T> {
  query: UseQueryResult<{ list: T[]; next_before: number | null }>;
  cursor: Cursor;
}

/**
 * A list paged by cursor (`useCursor(filters)`) and its call, `pageQuery` being the query of the
 * page before `before` (undefined: the newest): a `CursorList` for `CursorTable`.
 */
export function useCursorList<R extends { list: unknown[]; next_before: number | null }, K extends QueryKey>(
  filters: unknown,
  pageQuery: (before: number | undefined) => UseQueryOptions<R, Error, R, K>,
): { query: UseQueryResult<R>; cursor: Cursor } {
  const cursor = useCursor(filters);
  return { query: useQuery(pageQuery(cursor.before)), cursor };
}

/**
 * A cursor kept in the address (`before`), so a list can be linked to and reloaded; `trail` lives
 * in the page. Also the address's `page` (an old link's page number) and its other parameters:
 * `restart` writes new ones and starts the trail over, for filters that start from the newest.
 */
export function useAddressCursor() {
  const [params, setParams] = useSearchParams();
  const [trail, setTrail] = useState<(number | undefined)[]>([]);
  const page = Number(params.get('page') ?? '1') || 1;
  const before = Number(params.get('before') ?? '') || undefined;
  const restart = (next: URLSearchParams) => {
    setTrail([]);
    setParams(next);
  };
  const move = (to: number | undefined, nextTrail: (number | undefined)[]) => {
    const merged = new URLSearchParams(params);
    merged.delete('page');
    if (to === undefined) merged.delete('before');
    else merged.set('before', String(to));
    setTrail(nextTrail);
    setParams(merged);
  };
  return { params, page, before, trail, move, restart };
}
