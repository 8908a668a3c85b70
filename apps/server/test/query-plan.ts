import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { explain, type PlannedQuery, statementRecorder } from '../src/platform/db/query-plans';
import type { DB } from '../src/platform/db/schema';
import { testDialect } from './test-app';

export type { PlannedQuery };

/**
 * Runs `call` on a database that records every statement, then asks the database how it would run
 * each: SQLite's `EXPLAIN QUERY PLAN`, PostgreSQL's `EXPLAIN` with sequential scans priced out
 * (`enable_seqscan = off`), so a small test table still shows whether an index can serve the query.
 */
export async function plansOf(db: Kysely<DB>, call: (db: Kysely<DB>) => Promise<unknown>): Promise<PlannedQuery[]> {
  const recorder = statementRecorder(db);
  const statements = await recorder.record(() => call(recorder.db));
  return explain(db, testDialect, statements, { indexesFirst: true });
}

/** Whether a plan reads every row of `table` (a full scan) rather than a range of one of its indexes. */
export function scansWhole(plan: string, table: string): boolean {
  if (testDialect === 'postgres') return new RegExp(`Seq Scan on ${table}\\b`).test(plan);
  // SQLite: "SCAN t" without an index is a full scan; "SCAN t USING [COVERING] INDEX i" walks a whole index.
  return plan.split('\n').some((line) => new RegExp(`\\bSCAN ${table}\\b`).test(line));
}

/** Whether a plan reads `table` through the index named `index`. */
export function usesIndex(plan: string, index: string): boolean {
  return new RegExp(`\\b${index}\\b`).test(plan);
}

/** Checks each statement a keyset page ran: no full scan of `tables`, no OFFSET. */
export function expectIndexedPlans(plans: PlannedQuery[], tables: string[]): void {
  for (const { sql, plan } of plans) {
    for (const table of tables) expect(scansWhole(plan, table), `${sql}\n${plan}`).toBe(false);
    expect(sql.toLowerCase()).not.toContain('offset');
  }
}

/** The list reads a plan test records: a page and its count per read. */
type Reads = (db: Kysely<DB>) => Promise<unknown>;

/** What a plan test expects of its list reads: how many statements, the tables no read scans whole, the index every read uses. */
interface PagePlans {
  statements: number;
  tables: string[];
  index?: string;
}

/** What a plan test expects of the console's list reads; from statement `indexedCountsFrom` on, the counts too read by an index. */
interface ConsolePagePlans {
  statements: number;
  tables: string[];
  indexedCountsFrom?: number;
}

/**
 * The plans of the statements `read` runs (a page and its count per list read), checked: as many as
 * `want.statements`, none reading `want.tables` whole or with an OFFSET, and each through
 * `want.index` when given. Answers them, for a test to look further.
 */
export async function expectPagePlans(db: Kysely<DB>, want: PagePlans, read: Reads): Promise<PlannedQuery[]> {
  const plans = await plansOf(db, read);
  expect(plans).toHaveLength(want.statements);
  expectIndexedPlans(plans, want.tables);
  if (want.index) expectPlansUse(plans, want.index);
  return plans;
}

/**
 * The plans of the statements `read` runs on the console's lists of everyone's rows (a page and its
 * count per list read), checked: as many as `want.statements`; each page read from the cursor down
 * an index of `want.tables`, with no OFFSET; each count reading at most its LIMIT, whichever index the
 * database picks for a list of everyone's; and from statement `want.indexedCountsFrom` on (the reads
 * under a filter), the counts also by an index. Answers them, for a test to look further.
 */
export async function expectConsolePagePlans(db: Kysely<DB>, want: ConsolePagePlans, read: Reads): Promise<PlannedQuery[]> {
  const plans = await plansOf(db, read);
  expect(plans).toHaveLength(want.statements);
  const from = want.indexedCountsFrom ?? want.statements;
  expectIndexedPlans(
    plans.filter((_, i) => i % 2 === 0 || i >= from),
    want.tables,
  );
  expectCappedCounts(plans);
  return plans;
}

/** Checks that each of `plans` reads through the index `index` (a pattern of index names may stand for it). */
export function expectPlansUse(plans: PlannedQuery[], index: string): void {
  for (const { plan } of plans) expect(usesIndex(plan, index), plan).toBe(true);
}

/**
 * Checks the counts among statements recorded as (page, count) pairs: each count (every second
 * statement) reads at most its LIMIT, with no OFFSET.
 */
export function expectCappedCounts(plans: PlannedQuery[]): void {
  for (const { sql } of plans.filter((_, i) => i % 2 === 1)) {
    expect(sql.toLowerCase()).toContain('limit');
    expect(sql.toLowerCase()).not.toContain('offset');
  }
}
