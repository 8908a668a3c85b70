import { type FailureWindow, giveBackTry, spendTry } from '../../platform/auth/failure-windows';
import type { Executor } from '../../platform/db/executor';

/** Members' failed sign-ins per key and window, shared by every server process. */
export class SignInFailureRepository {
  /** Spends one try of `key` before the password is checked (failure-windows.ts); undefined when none was left. */
  spend(db: Executor, key: string, now: bigint, expired: bigint, max: number): Promise<FailureWindow | undefined> {
    return spendTry(db, 'sign_in_failures', key, now, expired, max);
  }

  /** Takes back a try that was not a failure (a right password), never below zero. */
  giveBack(db: Executor, key: string): Promise<void> {
    return giveBackTry(db, 'sign_in_failures', key);
  }

  find(db: Executor, key: string): Promise<FailureWindow | undefined> {
    return db.selectFrom('sign_in_failures').select(['key', 'failures', 'window_start']).where('key', '=', key).executeTakeFirst();
  }

  /** The windows whose key starts with `prefix` and that started after `since`. */
  async live(db: Executor, prefix: string, since: bigint): Promise<FailureWindow[]> {
    const rows = await db
      .selectFrom('sign_in_failures')
      .select(['key', 'failures', 'window_start'])
      .where('key', 'like', `${prefix.replace(/[\\%_]/g, '_')}%`)
      .where('window_start', '>', since)
      .execute();
    return rows.filter((row) => row.key.startsWith(prefix));
  }

  async clear(db: Executor, key: string): Promise<void> {
    await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
  }
}
