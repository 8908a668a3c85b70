import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { SessionCache, type SessionCacheOptions } from './session-cache';
import { hashToken, newToken } from './tokens';

export const OPERATOR_TOKEN_LIFE_MS = 12 * 3600 * 1000;

export interface OperatorSession {
  adminId: bigint;
  username: string;
  role: string;
  tokenHash: string;
  /** When the token stops working (ms since the epoch). */
  expiresAt?: bigint;
}

/** Console sign-in tokens: 12 hours, stored hashed, void once the operator is disabled. */
export class OperatorSessions {
  readonly #cache: SessionCache<OperatorSession>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    cache: SessionCacheOptions = { lifeMs: 0 },
  ) {
    this.#cache = new SessionCache('operator', cache);
  }

  async issue(adminId: bigint): Promise<{ token: string; expiresInSeconds: number }> {
    const token = newToken();
    const now = BigInt(this.clock.now().getTime());
    await this.db
      .insertInto('admin_tokens')
      .values({ admin_id: adminId, token_hash: hashToken(token), expires_at: now + BigInt(OPERATOR_TOKEN_LIFE_MS), created_at: now })
      .execute();
    return { token, expiresInSeconds: OPERATOR_TOKEN_LIFE_MS / 1000 };
  }

  async resolve(token: string): Promise<OperatorSession | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const cached = this.#cache.get(tokenHash);
    if (cached) return (cached.expiresAt ?? 0n) > BigInt(this.clock.now().getTime()) ? cached : null;
    const mark = this.#cache.mark();
    const row = await this.db
      .selectFrom('admin_tokens')
      .innerJoin('admins', 'admins.id', 'admin_tokens.admin_id')
      .select(['admins.id', 'admins.username', 'admins.role', 'admins.status', 'admin_tokens.token_hash', 'admin_tokens.expires_at'])
      .where('admin_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (row?.status !== 'active') return null;
    if (row.expires_at <= BigInt(this.clock.now().getTime())) return null;
    const session = { adminId: row.id, username: row.username, role: row.role, tokenHash: row.token_hash, expiresAt: row.expires_at };
    this.#cache.keep(tokenHash, row.id, session, mark);
    return session;
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('admin_tokens').where('token_hash', '=', tokenHash).execute();
    await this.#cache.ended({ tokenHash });
  }

  async revokeAll(adminId: bigint): Promise<void> {
    await this.db.deleteFrom('admin_tokens').where('admin_id', '=', adminId).execute();
    await this.#cache.ended({ ownerId: adminId });
  }

  /** Every process forgets what it remembers of one token, or of all an operator's: call it after the change that ended them committed. */
  async ended(what: { tokenHash: string } | { adminId: bigint }): Promise<void> {
    await this.#cache.ended('tokenHash' in what ? what : { ownerId: what.adminId });
  }
}
