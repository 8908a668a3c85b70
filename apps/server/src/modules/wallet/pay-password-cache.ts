import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { PayPasswordCheck } from './withdraw-service';

export const PAY_PASSWORD_CACHE_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 50_000;

/**
 * Remembers, for a few minutes, that a member's pay password was right, so a member sending several
 * payments in a row pays for the slow KDF (scrypt, ~50–200 ms of CPU) once instead of each time.
 *
 * Only a right password is remembered, as an HMAC (key random per process) of the member, the stored
 * hash and the password: a changed pay password no longer matches. A member with wrong tries
 * counted or a lock in force always goes through the real check, so the try limit and the lock work
 * exactly as before. Nothing is stored outside this process's memory.
 */
export class CachedPayPasswords implements PayPasswordCheck {
  readonly #key = randomBytes(32);
  readonly #entries = new Map<string, number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly inner: PayPasswordCheck,
    private readonly ttlMs = PAY_PASSWORD_CACHE_MS,
  ) {}

  async verify(userId: bigint, paypwd: string): Promise<void> {
    const row = await this.db
      .selectFrom('users')
      .select(['pay_password_hash', 'pay_password_failures', 'pay_password_locked_until'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const now = this.clock.now().getTime();
    const clean = row?.pay_password_hash && row.pay_password_failures === 0n && row.pay_password_locked_until <= BigInt(now);
    const tag = clean ? this.#tag(userId, row.pay_password_hash!, paypwd) : '';
    if (clean) {
      const until = this.#entries.get(tag);
      if (until !== undefined && until > now) return;
    }
    await this.inner.verify(userId, paypwd);
    if (!clean) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#evict(now);
    this.#entries.set(tag, now + this.ttlMs);
  }

  #tag(userId: bigint, hash: string, paypwd: string): string {
    return createHmac('sha256', this.#key).update(`${userId}\n${hash}\n${paypwd}`).digest('base64url');
  }

  #evict(now: number): void {
    for (const [tag, until] of this.#entries) if (until <= now) this.#entries.delete(tag);
    // Still full of live entries: drop the oldest half (Map keeps insertion order).
    if (this.#entries.size >= MAX_ENTRIES) {
      let drop = this.#entries.size / 2;
      for (const tag of this.#entries.keys()) {
        if (drop-- <= 0) break;
        this.#entries.delete(tag);
      }
    }
  }
}
