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

type Verdict = { right: true } | { right: false; spent: bigint | undefined };

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
  /** Judgements in progress by tag: parallel requests with the same password share one. */
  readonly #judging = new Map<string, Promise<Verdict>>();
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
   *
   * A try is spent (counted in the database) before the password is hashed, and given back when it
   * was right, so however many guesses arrive at once, from however many server processes, at most
   * five are judged per lock window. Parallel requests with the same password share one judgement:
   * they ask nothing new, and a right one passes without spending a try.
   */
  async verify(userId: bigint, paypwd: string, state?: PayPasswordState): Promise<void> {
    const user = state ?? (await this.#users.payPasswordState(this.db, userId));
    const hash = user.pay_password_hash;
    if (!hash) return refuse(m.notSet, {}, 'paypwd');
    const nowMs = this.clock.now().getTime();
    const now = BigInt(nowMs);
    const tag = this.#tag(userId, hash, paypwd);
    const clean = user.pay_password_failures === 0n && user.pay_password_locked_until <= now;
    if ((this.#remembered.get(tag) ?? 0) > nowMs) {
      if (clean) return;
      // A judgement of this same password may have finished since the state was read, which then
      // showed its try spent: read again before judging once more.
      const again = await this.#users.payPasswordState(this.db, userId);
      if (again.pay_password_hash === hash && again.pay_password_failures === 0n && again.pay_password_locked_until <= now) return;
    }

    const shared = this.#judging.get(tag);
    if (shared) {
      if ((await shared).right) return;
      return this.#refuseWrong(userId, await this.#users.spendPayPasswordTry(this.db, userId, PAY_PASSWORD_MAX_FAILURES, now), now);
    }
    // A right verdict is remembered before the judgement is forgotten, so a request arriving in
    // between finds one or the other.
    const judging = this.#judge(userId, paypwd, hash, now)
      .then((verdict) => {
        if (verdict.right) this.#remember(tag, nowMs);
        return verdict;
      })
      .finally(() => this.#judging.delete(tag));
    this.#judging.set(tag, judging);
    const verdict = await judging;
    if (!verdict.right) return this.#refuseWrong(userId, verdict.spent, now);
  }

  /** Spends a try, then hashes (a malformed password is wrong without hashing); a right one gives the tries back. */
  async #judge(userId: bigint, paypwd: string, hash: string, now: bigint): Promise<Verdict> {
    const spent = await this.#users.spendPayPasswordTry(this.db, userId, PAY_PASSWORD_MAX_FAILURES, now);
    if (spent === undefined || !/^\d{6}$/.test(paypwd) || !(await this.#verifyHash(paypwd, hash))) return { right: false, spent };
    await this.#users.clearPayPasswordFailures(this.db, userId);
    return { right: true };
  }

  /** Refuses a wrong password whose try was `spent` (undefined: no try was left), locking after the last one. */
  async #refuseWrong(userId: bigint, spent: bigint | undefined, now: bigint): Promise<never> {
    if (spent === undefined) {
      const { pay_password_locked_until: until } = await this.#users.payPasswordState(this.db, userId);
      return refuse(m.locked, { minutes: Math.ceil((until > now ? Number(until - now) : PAY_PASSWORD_LOCK_MS) / 60000) }, 'paypwd');
    }
    if (spent >= BigInt(PAY_PASSWORD_MAX_FAILURES)) {
      await this.#users.lockPayPassword(this.db, userId, now + BigInt(PAY_PASSWORD_LOCK_MS));
      return refuse(m.locked, { minutes: PAY_PASSWORD_LOCK_MS / 60000 }, 'paypwd');
    }
    return refuse(m.wrong, { left: PAY_PASSWORD_MAX_FAILURES - Number(spent) }, 'paypwd');
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
