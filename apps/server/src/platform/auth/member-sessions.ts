import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const MEMBER_TOKEN_LIFE_MS = 30 * 24 * 3600 * 1000;

export interface MemberSession {
  userId: bigint;
  tokenHash: string;
  expiresAt: bigint;
}

/** Member sign-in tokens: issued on login, looked up by hash, revoked by logout and by a password change. */
export class MemberSessions {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async issue(userId: bigint): Promise<{ token: string; expiresInSeconds: number }> {
    const token = newToken();
    const now = BigInt(this.clock.now().getTime());
    await this.db
      .insertInto('member_tokens')
      .values({ user_id: userId, token_hash: hashToken(token), expires_at: now + BigInt(MEMBER_TOKEN_LIFE_MS), created_at: now })
      .execute();
    return { token, expiresInSeconds: MEMBER_TOKEN_LIFE_MS / 1000 };
  }

  /** The live session of a token, or null when it is unknown, expired or its member is frozen. */
  async resolve(token: string): Promise<MemberSession | null> {
    if (!token || token.length > 200) return null;
    const row = await this.db
      .selectFrom('member_tokens')
      .innerJoin('users', 'users.id', 'member_tokens.user_id')
      .select(['member_tokens.user_id', 'member_tokens.token_hash', 'member_tokens.expires_at', 'users.status'])
      .where('member_tokens.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (row?.status !== 'active') return null;
    if (row.expires_at <= BigInt(this.clock.now().getTime())) return null;
    return { userId: row.user_id, tokenHash: row.token_hash, expiresAt: row.expires_at };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('member_tokens').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of a member; pass the transaction of the change that ends them (a new password). */
  async revokeAll(userId: bigint, trx: Executor = this.db): Promise<void> {
    await trx.deleteFrom('member_tokens').where('user_id', '=', userId).execute();
  }
}
