import type { Executor } from '../../platform/db/executor';

/** What a support action reads of a member: where codes go and the pay password's state. */
export interface SupportMemberRow {
  id: bigint;
  uid: string;
  mobile: string | null;
  email: string | null;
  pay_password_hash: string | null;
  pay_password_failures: bigint;
  pay_password_locked_until: bigint;
}

/** A member's session as the support console lists it. */
export interface SupportSessionRow {
  id: bigint;
  created_at: bigint;
  last_seen_at: bigint;
  ip: string;
  user_agent: string;
}

/**
 * The support console's SQL on a member's account: the member's credentials' state, their sessions,
 * and the resets and unlocks an operator makes. The account module owns these tables; support
 * changes only what its actions name.
 */
export class SupportRepository {
  member(db: Executor, userId: bigint): Promise<SupportMemberRow | undefined> {
    return db
      .selectFrom('users')
      .select(['id', 'uid', 'mobile', 'email', 'pay_password_hash', 'pay_password_failures', 'pay_password_locked_until'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** The member's sessions still alive at `now`, newest first. */
  liveSessions(db: Executor, userId: bigint, now: bigint): Promise<SupportSessionRow[]> {
    return db
      .selectFrom('member_tokens')
      .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .execute();
  }

  /** Ends every session: member tokens and "stay signed in" cookies; answers how many tokens ended. */
  async endSessions(db: Executor, userId: bigint): Promise<number> {
    const tokens = await db.deleteFrom('member_tokens').where('user_id', '=', userId).executeTakeFirst();
    await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
    return Number(tokens.numDeletedRows);
  }

  async setPasswordHash(db: Executor, userId: bigint, passwordHash: string, now: bigint): Promise<void> {
    await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
  }

  /** Clears the pay password with its tries and lock. */
  async clearPayPassword(db: Executor, userId: bigint, now: bigint): Promise<void> {
    await db
      .updateTable('users')
      .set({ pay_password_hash: null, pay_password_failures: 0n, pay_password_locked_until: 0n, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  /** Lifts the pay password's lock and clears its wrong tries. */
  async unlockPayPassword(db: Executor, userId: bigint): Promise<void> {
    await db.updateTable('users').set({ pay_password_failures: 0n, pay_password_locked_until: 0n }).where('id', '=', userId).execute();
  }
}
