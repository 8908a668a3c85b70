import type { Executor } from './db/executor';

/**
 * The members' and operators' rows as the other modules read them: a UID, a name to mask, whether
 * a member exists, an operator's username. The account module owns the `users` table and writes
 * it; this is the one place the rest of the server reads it from.
 */
export class MembersDirectory {
  async uidOf(db: Executor, userId: bigint): Promise<string | undefined> {
    return (await db.selectFrom('users').select('uid').where('id', '=', userId).executeTakeFirst())?.uid;
  }

  /** The member's id by UID, or undefined. */
  async idOfUid(db: Executor, uid: string): Promise<bigint | undefined> {
    return (await db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirst())?.id;
  }

  async exists(db: Executor, userId: bigint): Promise<boolean> {
    return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  }

  /** UID and nickname of each member in `ids` (unknown ids are left out). */
  people(db: Executor, ids: bigint[]): Promise<{ id: bigint; uid: string; nickname: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('users').select(['id', 'uid', 'nickname']).where('id', 'in', ids).execute();
  }

  /** What a withdrawal checks of its member: where codes go and when a credential last changed. */
  withdrawerOf(db: Executor, userId: bigint): Promise<{ mobile: string | null; email: string | null; security_changed_at: bigint | null }> {
    return db.selectFrom('users').select(['mobile', 'email', 'security_changed_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  }

  /** Operators' usernames by id. */
  async operatorNames(db: Executor, adminIds: bigint[]): Promise<Map<bigint, string>> {
    if (adminIds.length === 0) return new Map();
    const rows = await db.selectFrom('admins').select(['id', 'username']).where('id', 'in', adminIds).execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  }
}

/** One directory for the whole server: it holds no state. */
export const membersDirectory = new MembersDirectory();
