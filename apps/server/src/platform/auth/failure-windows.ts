import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** The tables of failed sign-ins: one row per key, `failures` counted in the window that began at `window_start`. */
export type FailureTable = 'sign_in_failures' | 'admin_login_throttle';

export interface FailureWindow {
  key: string;
  failures: bigint;
  window_start: bigint;
}

/**
 * Spends one try of `key` before a password is checked: a window that started at or before
 * `expired` starts again at 1; a live one counts one more unless it holds `max`. One statement, so
 * parallel tries from any number of server processes get at most `max` per window. Undefined when
 * none was left.
 */
export function spendTry(
  db: Executor,
  table: FailureTable,
  key: string,
  now: bigint,
  expired: bigint,
  max: number,
): Promise<FailureWindow | undefined> {
  // Both tables have the same columns; the name is one of two constants, never input.
  const t = table as 'sign_in_failures';
  const start = sql.ref<bigint>(`${table}.window_start`);
  const failures = sql.ref<bigint>(`${table}.failures`);
  return db
    .insertInto(t)
    .values({ key, failures: 1n, window_start: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql<bigint>`case when ${start} <= ${expired} then 1 else ${failures} + 1 end`,
          window_start: sql<bigint>`case when ${start} <= ${expired} then ${now} else ${start} end`,
        })
        .where((eb) => eb.or([eb(start, '<=', expired), eb(failures, '<', BigInt(max))])),
    )
    .returning(['key', 'failures', 'window_start'])
    .executeTakeFirst();
}

/** Takes back a try that was not a failure (a right password, or a check that could not finish), never below zero. */
export async function giveBackTry(db: Executor, table: FailureTable, key: string): Promise<void> {
  await db
    .updateTable(table as 'sign_in_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1n) }))
    .where('key', '=', key)
    .where('failures', '>', 0n)
    .execute();
}
