import { sql } from 'kysely';
import { giveBackTry, spendTry } from '../../platform/auth/failure-windows';
import type { Executor } from '../../platform/db/executor';

/** Failure counters of console sign-ins, one row per key, in the database so every server process shares them. */
export class LoginThrottleRepository {
  records(db: Executor, keys: string[]): Promise<Array<{ key: string; failures: bigint; window_start: bigint }>> {
    return db.selectFrom('admin_login_throttle').select(['key', 'failures', 'window_start']).where('key', 'in', keys).execute();
  }

  /** Counts one failure for `key` at `now`; a window that started at or before `expired` starts again at 1. Atomic. */
  async fail(db: Executor, key: string, now: bigint, expired: bigint): Promise<void> {
    await db
      .insertInto('admin_login_throttle')
      .values({ key, failures: 1n, window_start: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<bigint>`case when admin_login_throttle.window_start <= ${expired} then 1 else admin_login_throttle.failures + 1 end`,
          window_start: sql<bigint>`case when admin_login_throttle.window_start <= ${expired} then ${now} else admin_login_throttle.window_start end`,
        }),
      )
      .execute();
  }

  /** Spends one try of `key` before the password is checked (failure-windows.ts); false when none was left. */
  async spend(db: Executor, key: string, now: bigint, expired: bigint, max: number): Promise<boolean> {
    return (await spendTry(db, 'admin_login_throttle', key, now, expired, max)) !== undefined;
  }

  giveBack(db: Executor, key: string): Promise<void> {
    return giveBackTry(db, 'admin_login_throttle', key);
  }

  async clear(db: Executor, key: string): Promise<void> {
    await db.deleteFrom('admin_login_throttle').where('key', '=', key).execute();
  }
}
