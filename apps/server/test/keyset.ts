import { expect } from 'vitest';
import { type Answer, type Caller, get } from './http';
import { type PlannedQuery, scansWhole } from './query-plan';
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

/** Checks each statement a keyset page ran: no full scan of `tables`, no OFFSET. */
export function expectIndexedPlans(plans: PlannedQuery[], tables: string[]): void {
  for (const { sql, plan } of plans) {
    for (const table of tables) expect(scansWhole(plan, table), `${sql}\n${plan}`).toBe(false);
    expect(sql.toLowerCase()).not.toContain('offset');
  }
}

/**
 * The ids of pages 1 to `pages` of a list read by number, as `as` sees them, checking each page's
 * number, total and `has_more`: what a list read by `before` must show in the same order.
 */
export async function readNumbered(t: Pick<TestApp, 'app'>, as: Caller, url: string, pages: number, total: number): Promise<number[]> {
  const ids: number[] = [];
  const join = url.includes('?') ? '&' : '?';
  for (let page = 1; page <= pages; page++) {
    const res = await get(t, `${url}${join}page=${page}`, { as });
    expect(res.body.data).toMatchObject({ page, total, has_more: page < pages });
    ids.push(...res.body.data.list.map((r: { id: number }) => r.id));
  }
  return ids;
}
