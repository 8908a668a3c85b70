import { expect } from 'vitest';
import type { LimitStore } from '../src/platform/limits/limit-store';

// Checks every limit store (in memory, in Redis) must pass alike.

/**
 * Checks that `store` lists the live windows whose keys start with `prefix`: `prefix + ends[0]`
 * (two events), `prefix + ends[1]` (one, half a second later), not `sibling` (a key beside the
 * prefix), and that each drops out when its window ends.
 */
export async function expectLiveWindows(store: LimitStore, prefix: string, ends: [string, string], sibling: string): Promise<void> {
  const rule = { windowMs: 1000, max: 5 };
  const [first, second] = ends.map((end) => `${prefix}${end}`) as [string, string];
  await store.take(first, rule, 0);
  await store.take(first, rule, 1);
  await store.take(second, rule, 500);
  await store.take(sibling, rule, 0);
  const live = await store.live(prefix, 999);
  expect(live.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
    { key: first, count: 2, resetAt: 1000 },
    { key: second, count: 1, resetAt: 1500 },
  ]);
  expect(await store.live(prefix, 1000)).toEqual([{ key: second, count: 1, resetAt: 1500 }]);
}
