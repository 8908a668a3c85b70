import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { SessionCache, type SessionCacheOptions } from './session-cache';
import { hashToken, newToken } from './tokens';

export const MEMBER_TOKEN_LIFE_MS = 30 * 24 * 3600 * 1000;
/** A session's last request is written at most this often (not on every request). */
export const LAST_SEEN_STEP_MS = 60 * 1000;
export const DEFAULT_IDLE_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;
const USER_AGENT_MAX = 300;

/** When a session was last used (Unix ms): its last request as written, or its sign-in before the first. */
export function lastUse(row: { created_at: bigint; last_seen_at: bigint }): bigint {
  if (row.last_seen_at > row.created_at) return row.last_seen_at;
  return row.created_at;
}

export interface MemberSession {
  /** The session's row id, as the member's list of sessions names it. */
  id: bigint;
  userId: bigint;
  tokenHash: string;
  expiresAt: bigint;
  /** Unix ms of its last request as last written (at most a minute behind). */
  lastSeenAt: bigint;
}

/** Where a sign-in came from, kept with its session for the member's list. */
export interface SignInDevice {
  ip: string;
  userAgent: string;
}

/** One of a member's live sessions, as the member's list shows it. */
export interface MemberSessionRow {
  id: bigint;
  tokenHash: string;
  createdAt: bigint;
  lastSeenAt: bigint;
  ip: string;
  userAgent: string;
}

/**
 * Member sign-in tokens: issued on login, looked up by hash, revoked by logout, a password change
 * and the member ending them. A session unused for the idle time (`SESSION_IDLE_DAYS`) ends.
 */
export class MemberSessions {
  readonly #cache: SessionCache<MemberSession>;
  readonly idleMs: number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    cache: SessionCacheOptions = { lifeMs: 0 },
    idleDays = DEFAULT_IDLE_DAYS,
  ) {
    this.#cache = new SessionCache('member', cache);
    this.idleMs = idleDays * DAY_MS;
  }

  #now(): bigint {
    return BigInt(this.clock.now().getTime());
  }

  async issue(userId: bigint, device: SignInDevice = { ip: '', userAgent: '' }): Promise<{ token: string; expiresInSeconds: number }> {
    const token = newToken();
    const now = this.#now();
    await this.db
      .insertInto('member_tokens')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        expires_at: now + BigInt(MEMBER_TOKEN_LIFE_MS),
        created_at: now,
        last_seen_at: now,
        ip: device.ip.slice(0, 64),
        user_agent: device.userAgent.slice(0, USER_AGENT_MAX),
      })
      .execute();
    return { token, expiresInSeconds: MEMBER_TOKEN_LIFE_MS / 1000 };
  }

  /** Whether a session last seen at `lastSeenAt` is still within the idle time at `now`. */
  #awake(lastSeenAt: bigint, now: bigint): boolean {
    return lastSeenAt + BigInt(this.idleMs) > now;
  }

  /** The live session of a token, or null when it is unknown, expired, idle too long or its member is frozen. */
  async resolve(token: string): Promise<MemberSession | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = this.#now();
    const cached = this.#cache.get(tokenHash);
    if (cached) {
      if (cached.expiresAt <= now || !this.#awake(cached.lastSeenAt, now)) return null;
      await this.#seen(cached, now);
      return cached;
    }
    const mark = this.#cache.mark();
    const row = await this.db
      .selectFrom('member_tokens')
      .innerJoin('users', 'users.id', 'member_tokens.user_id')
      .select([
        'member_tokens.id',
        'member_tokens.user_id',
        'member_tokens.token_hash',
        'member_tokens.expires_at',
        'member_tokens.created_at',
        'member_tokens.last_seen_at',
        'users.status',
      ])
      .where('member_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (row?.status !== 'active') return null;
    const lastSeenAt = lastUse(row);
    if (row.expires_at <= now || !this.#awake(lastSeenAt, now)) return null;
    const session = { id: row.id, userId: row.user_id, tokenHash: row.token_hash, expiresAt: row.expires_at, lastSeenAt };
    await this.#seen(session, now);
    this.#cache.keep(tokenHash, row.user_id, session, mark);
    return session;
  }

  /** Writes the session's last request when the one written is a minute old or more; one write per minute, whichever process. */
  async #seen(session: MemberSession, now: bigint): Promise<void> {
    if (now - session.lastSeenAt < BigInt(LAST_SEEN_STEP_MS)) return;
    session.lastSeenAt = now;
    await this.db
      .updateTable('member_tokens')
      .set({ last_seen_at: now })
      .where('id', '=', session.id)
      .where('last_seen_at', '<=', now - BigInt(LAST_SEEN_STEP_MS))
      .execute();
  }

  /** A member's live sessions (unexpired, not idle too long), the most recently seen first. */
  async list(userId: bigint): Promise<MemberSessionRow[]> {
    const now = this.#now();
    const rows = await this.db
      .selectFrom('member_tokens')
      .select(['id', 'token_hash', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .execute();
    return rows
      .map((r) => ({
        id: r.id,
        tokenHash: r.token_hash,
        createdAt: r.created_at,
        lastSeenAt: lastUse(r),
        ip: r.ip,
        userAgent: r.user_agent,
      }))
      .filter((r) => this.#awake(r.lastSeenAt, now))
      .sort((a, b) => (a.lastSeenAt === b.lastSeenAt ? Number(b.id - a.id) : b.lastSeenAt > a.lastSeenAt ? 1 : -1));
  }

  /** The token hash of one of the member's own sessions, or undefined when the id names none of theirs. */
  async tokenHashOf(userId: bigint, id: bigint): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('member_tokens')
      .select('token_hash')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.token_hash;
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

  /** Ends every session of a member but `keepId`; with a transaction, call `ended` once it committed. */
  async revokeOthers(userId: bigint, keepId: bigint, trx: Executor = this.db): Promise<void> {
    await trx.deleteFrom('member_tokens').where('user_id', '=', userId).where('id', '!=', keepId).execute();
    if (trx === this.db) await this.#cache.ended({ ownerId: userId });
  }

  /** Every process forgets the member's sessions it remembers: call it after a change that ended them committed (a new password, a freeze). */
  async ended(userId: bigint): Promise<void> {
    await this.#cache.ended({ ownerId: userId });
  }
}
