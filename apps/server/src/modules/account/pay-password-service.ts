import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { PayPasswordCheck } from '../../platform/money-action';
import type { PayPasswordState } from '../../platform/money-reads';
import { payPasswordMessages as m } from './pay-password-messages';
import { UserRepository } from './user-repository';

export const PAY_PASSWORD_MAX_FAILURES = 5;
export const PAY_PASSWORD_LOCK_MS = 30 * 60 * 1000;
/** How long a right pay password is remembered (see `verify`). */
export const PAY_PASSWORD_CACHE_MS = 10 * 60 * 1000;
const MAX_REMEMBERED = 50_000;

export interface PayPasswordOptions {
  cacheMs?: number;
  /** The slow hash check (scrypt); replaceable so tests can count how often it runs. */
  verifyHash?: (secret: string, stored: string) => Promise<boolean>;
}

/**
 * The member's 6-digit pay password, required before money leaves an account: the one checker every
 * money call goes through.
 *
 * A right password is remembered for a few minutes, so a member sending several payments in a row
 * pays for the slow KDF (scrypt, ~50–200 ms of CPU) once instead of each time. Only a right password
 * is remembered, as an HMAC (key random per process) of the member, the stored hash and the password:
 * a changed pay password no longer matches. A member with wrong tries counted or a lock in force
 * always goes through the real check, so the try limit and the lock are never bypassed. Nothing is
 * remembered outside this process's memory.
 */
export class PayPasswordService implements PayPasswordCheck {
  readonly #users = new UserRepository();
  readonly #key = randomBytes(32);
  readonly #remembered = new Map<string, number>();
  readonly #cacheMs: number;
  readonly #hashing = new Map<string, Promise<boolean>>();
  readonly #verifyHash: (secret: string, stored: string) => Promise<boolean>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    options: PayPasswordOptions = {},
  ) {
    this.#cacheMs = options.cacheMs ?? PAY_PASSWORD_CACHE_MS;
    this.#verifyHash = options.verifyHash ?? verifyPassword;
  }

  async set(userId: bigint, paypwd: string): Promise<void> {
    if (!/^\d{6}$/.test(paypwd)) refuse(m.format, {}, 'paypwd');
    await this.#users.setPayPassword(this.db, userId, await hashPassword(paypwd), BigInt(this.clock.now().getTime()));
  }

  /**
   * Refuses unless `paypwd` is the member's pay password. After five wrong tries in a row the pay
   * password is locked for 30 minutes; a right one resets the count. `state` is the member's
   * pay-password columns when the request read them already (with its other reads, in one query).
   */
  async verify(userId: bigint, paypwd: string, state?: PayPasswordState): Promise<void> {
    const user = state ?? (await this.#users.payPasswordState(this.db, userId));
    const hash = user.pay_password_hash;
    if (!hash) return refuse(m.notSet, {}, 'paypwd');
    const nowMs = this.clock.now().getTime();
    const now = BigInt(nowMs);
    const clean = user.pay_password_failures === 0n && user.pay_password_locked_until <= now;
    const tag = clean ? this.#tag(userId, hash, paypwd) : '';
    if (clean && (this.#remembered.get(tag) ?? 0) > nowMs) return;

    if (user.pay_password_locked_until > now) {
      refuse(m.locked, { minutes: Math.ceil(Number(user.pay_password_locked_until - now) / 60000) }, 'paypwd');
    }
    if (/^\d{6}$/.test(paypwd) && (await this.#matches(tag, paypwd, hash))) {
      if (user.pay_password_failures > 0n) {
        await this.#users.clearPayPasswordFailures(this.db, userId);
      } else {
        this.#remember(tag, nowMs);
      }
      return;
    }
    const count = await this.#users.countPayPasswordFailure(this.db, userId);
    if (count >= BigInt(PAY_PASSWORD_MAX_FAILURES)) {
      await this.#users.lockPayPassword(this.db, userId, now + BigInt(PAY_PASSWORD_LOCK_MS));
      refuse(m.locked, { minutes: PAY_PASSWORD_LOCK_MS / 60000 }, 'paypwd');
    }
    refuse(m.wrong, { left: PAY_PASSWORD_MAX_FAILURES - Number(count) }, 'paypwd');
  }

  /**
   * Hashes `paypwd` against `hash`. Requests that arrive together with the same clean tag share one
   * hashing (a burst of one member's payments costs one slow hash, not one each).
   */
  #matches(tag: string, paypwd: string, hash: string): Promise<boolean> {
    if (!tag) return this.#verifyHash(paypwd, hash);
    let pending = this.#hashing.get(tag);
    if (!pending) {
      pending = this.#verifyHash(paypwd, hash).finally(() => this.#hashing.delete(tag));
      this.#hashing.set(tag, pending);
    }
    return pending;
  }

  #tag(userId: bigint, hash: string, paypwd: string): string {
    return createHmac('sha256', this.#key).update(`${userId}\n${hash}\n${paypwd}`).digest('base64url');
  }

  #remember(tag: string, nowMs: number): void {
    if (this.#remembered.size >= MAX_REMEMBERED) {
      for (const [t, until] of this.#remembered) if (until <= nowMs) this.#remembered.delete(t);
      // Still full of live entries: drop the oldest half (Map keeps insertion order).
      let drop = this.#remembered.size >= MAX_REMEMBERED ? this.#remembered.size / 2 : 0;
      for (const t of this.#remembered.keys()) {
        if (drop-- <= 0) break;
        this.#remembered.delete(t);
      }
    }
    this.#remembered.set(tag, nowMs + this.#cacheMs);
  }
}
