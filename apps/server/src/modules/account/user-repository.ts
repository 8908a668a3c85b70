import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { UserTable } from '../../platform/db/schema';
import type { PayPasswordState } from '../../platform/money-reads';
import type { AccountKey } from './identifiers';

export type UserRow = Selectable<UserTable>;

/** The members' table as the accounts module sees it. */
export class UserRepository {
  byId(db: Executor, id: bigint): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byAccount(db: Executor, key: AccountKey): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where(key.kind, '=', key.value).executeTakeFirst();
  }

  byInviteCode(db: Executor, code: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('invite_code', '=', code).executeTakeFirst();
  }

  byWallet(db: Executor, address: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('wallet_address', '=', address).executeTakeFirst();
  }

  insert(db: Executor, values: Insertable<UserTable>): Promise<UserRow> {
    return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async setPassword(db: Executor, id: bigint, passwordHash: string, now: bigint): Promise<void> {
    await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
  }

  /** A new mobile or email, and with it a new nickname when one is given. */
  async setContact(db: Executor, id: bigint, kind: 'mobile' | 'email', value: string, now: bigint, nickname?: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ [kind]: value, updated_at: now, ...(nickname === undefined ? {} : { nickname }) })
      .where('id', '=', id)
      .execute();
  }

  async setProfile(db: Executor, id: bigint, values: { nickname?: string; avatar?: string; bio?: string }, now: bigint): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  payPasswordState(db: Executor, id: bigint): Promise<PayPasswordState> {
    return db
      .selectFrom('users')
      .select(['pay_password_hash', 'pay_password_failures', 'pay_password_locked_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** A new pay password: wrong tries and any lock are forgotten. */
  async setPayPassword(db: Executor, id: bigint, hash: string, now: bigint): Promise<void> {
    await db
      .updateTable('users')
      .set({ pay_password_hash: hash, pay_password_failures: 0n, pay_password_locked_until: 0n, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Spends one pay-password try before the password is checked: counts it unless `max` tries are
   * counted already or a lock is in force at `now`. One conditional update, so a burst of parallel
   * guesses gets at most `max` judged. Returns the tries counted, this one included, or undefined
   * when none was left.
   */
  async spendPayPasswordTry(db: Executor, id: bigint, max: number, now: bigint): Promise<bigint | undefined> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ pay_password_failures: eb('pay_password_failures', '+', 1n) }))
      .where('id', '=', id)
      .where('pay_password_failures', '<', BigInt(max))
      .where('pay_password_locked_until', '<=', now)
      .returning('pay_password_failures')
      .executeTakeFirst();
    return row?.pay_password_failures;
  }

  async clearPayPasswordFailures(db: Executor, id: bigint): Promise<void> {
    await db.updateTable('users').set({ pay_password_failures: 0n }).where('id', '=', id).execute();
  }

  /** Locks the pay password until `until` (ms), starting the count of wrong tries again. */
  async lockPayPassword(db: Executor, id: bigint, until: bigint): Promise<void> {
    await db.updateTable('users').set({ pay_password_failures: 0n, pay_password_locked_until: until }).where('id', '=', id).execute();
  }

  /** Starts the member's security hold at `now` (Unix ms). */
  async setSecurityChangedAt(db: Executor, id: bigint, now: bigint): Promise<void> {
    await db.updateTable('users').set({ security_changed_at: now }).where('id', '=', id).execute();
  }

  /** When the member last changed a credential or contact (Unix ms), or null. */
  async securityChangedAt(db: Executor, id: bigint): Promise<bigint | null> {
    const row = await db.selectFrom('users').select('security_changed_at').where('id', '=', id).executeTakeFirst();
    return row?.security_changed_at ?? null;
  }

  /** Where the member's messages go: the mobile, else the email. */
  contactOf(db: Executor, id: bigint): Promise<{ mobile: string | null; email: string | null } | undefined> {
    return db.selectFrom('users').select(['mobile', 'email']).where('id', '=', id).executeTakeFirst();
  }
}
