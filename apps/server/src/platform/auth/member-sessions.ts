import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { SessionCache, type SessionCacheOptions } from './session-cache';
import { hashToken, newToken } from './tokens';

export const MEMBER_TOKEN_LIFE_MS = 30 * 24 * 3600 * 1000;

export interface MemberSession {
  userId: bigint;
  tokenHash: string;
  expiresAt: bigint;
}

/** Member sign-in tokens: issued on login, looked up by hash, revoked by logout and by a password change. */
export class MemberSessions {
  readonly #cache: SessionCache<MemberSession>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    cache: SessionCacheOptions = { lifeMs: 0 },
  ) {
    this.#cache = new SessionCache('member', cache);
  }

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
    const tokenHash = hashToken(token);
    const cached = this.#cache.get(tokenHash);
    if (cached) return cached.expiresAt > BigInt(this.clock.now().getTime()) ? cached : null;
    const mark = this.#cache.mark();
    const row = await this.db
      .selectFrom('member_tokens')
      .innerJoin('users', 'users.id', 'member_tokens.user_id')
      .select(['member_tokens.user_id', 'member_tokens.token_hash', 'member_tokens.expires_at', 'users.status'])
      .where('member_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (row?.status !== 'active') return null;
    if (row.expires_at <= BigInt(this.clock.now().getTime())) return null;
    const session = { userId: row.user_id, tokenHash: row.token_hash, expiresAt: row.expires_at };
    this.#cache.keep(tokenHash, row.user_id, session, mark);
    return session;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('member_tokens').where('token_hash', '=', tokenHash).execute();
    await this.#cache.ended({ tokenHash });
  }

  /**
   * Ends every session of a member; pass the transaction of the change that ends them (a new
   * password), and call `ended` once it committed.
   */
  async revokeAll(userId: bigint, trx: Executor = this.db): Promise<void> {
    await trx.deleteFrom('member_tokens').where('user_id', '=', userId).execute();
    if (trx === this.db) await this.#cache.ended({ ownerId: userId });
  }

  /** Every process forgets the member's sessions it remembers: call it after a change that ended them committed (a new password, a freeze). */
  async ended(userId: bigint): Promise<void> {
    await this.#cache.ended({ ownerId: userId });
  }
}
