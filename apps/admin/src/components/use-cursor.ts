import { useState } from 'react';

/**
 * The cursor of a list paged newer / older (`CursorPager`): `before` of the page shown (undefined:
 * the newest) and `trail`, those of the pages before it. Other filters start it over from the
 * newest page: a cursor is kept only with the filters it was read under.
 */
export function useCursor(filters: unknown) {
  const key = JSON.stringify(filters ?? null);
  const [cursor, setCursor] = useState<{ key: string; before?: number; trail: (number | undefined)[] }>({ key, trail: [] });
  const current = cursor.key === key ? cursor : { key, before: undefined, trail: [] };
  return {
    before: current.before,
    trail: current.trail,
    move: (before: number | undefined, trail: (number | undefined)[]) => setCursor({ key, before, trail }),
  };
}
