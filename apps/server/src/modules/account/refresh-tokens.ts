import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { RefreshTokenRepository } from './refresh-token-repository';

export const REFRESH_COOKIE = 'mcc_refresh';
export const REFRESH_COOKIE_PATH = '/api/user/refresh';
export const REFRESH_LIFE_MS = 30 * 24 * 3600 * 1000;
// Two tabs may refresh with the same cookie at once; the loser of that race within this time is
// simply refused instead of being taken for a thief.
const RACE_GRACE_MS = 30 * 1000;

/**
 * "Stay signed in": a long-lived credential kept in an HttpOnly cookie, stored as a hash and
 * exchanged for a new one on every use. Presenting one that was already exchanged (outside the
 * short race window) means it was copied, so its whole family is revoked.
 */
export class RefreshTokens {
  readonly #tokens = new RefreshTokenRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    /** A cookie whose sign-in was last used longer ago than this is refused (the idle timeout). */
    private readonly idleMs = Number.POSITIVE_INFINITY,
  ) {}

  async issue(userId: bigint, accessTokenHash: string, family: string = randomUUID(), trx: Executor = this.db): Promise<string> {
    const token = newToken();
    const now = BigInt(this.clock.now().getTime());
    await this.#tokens.insert(trx, {
      user_id: userId,
      family,
      token_hash: hashToken(token),
      access_token_hash: accessTokenHash,
      expires_at: now + BigInt(REFRESH_LIFE_MS),
      created_at: now,
    });
    return token;
  }

  /** Takes a presented token out of use; returns its member and family, or null when it no longer works. */
  async redeem(token: string): Promise<{ userId: bigint; family: string } | null> {
    if (!token || token.length > 200) return null;
    const row = await this.#tokens.byHash(this.db, hashToken(token));
    if (!row) return null;
    const now = BigInt(this.clock.now().getTime());
    if (row.replaced_at !== 0n) {
      if (now - row.replaced_at > BigInt(RACE_GRACE_MS)) await this.#tokens.deleteFamily(this.db, row.family);
      return null;
    }
    if (row.expires_at <= now) return null;
    if (Number.isFinite(this.idleMs)) {
      // The cookie rotates on use, so its row's age is its own idle time; its sign-in may have been used since.
      const seen = (await this.#tokens.accessTokenLastSeen(this.db, row.access_token_hash)) ?? 0n;
      const lastUsed = seen > row.created_at ? seen : row.created_at;
      if (lastUsed + BigInt(this.idleMs) <= now) return null;
    }
    if (!(await this.#tokens.markReplaced(this.db, row.id, now))) return null;
    return { userId: row.user_id, family: row.family };
  }

  /** Ends the "stay signed in" that came with a member token (logout). */
  async revokeForAccessToken(accessTokenHash: string): Promise<void> {
    for (const family of await this.#tokens.familiesOfAccessToken(this.db, accessTokenHash)) {
      await this.#tokens.deleteFamily(this.db, family);
    }
  }

  /** Ends every "stay signed in" of a member but the one that came with `keepAccessTokenHash` (this session's). */
  async revokeAllBut(userId: bigint, keepAccessTokenHash: string, trx: Executor = this.db): Promise<void> {
    const keep = await this.#tokens.familiesOfAccessToken(trx, keepAccessTokenHash);
    await this.#tokens.deleteAllBut(trx, userId, keep);
  }

  async revokeAll(userId: bigint, trx: Executor = this.db): Promise<void> {
    await this.#tokens.deleteAllOf(trx, userId);
  }
}
