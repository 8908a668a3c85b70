import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KeyedSerial } from '../../platform/auth/keyed-serial';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { accountMessages as m } from './account-messages';
import { SignInFailureRepository } from './sign-in-failure-repository';

/** Failed logins one client IP may make against one member before that pair waits for its window to end. */
export const LOGIN_PAIR_MAX = 5;
export const LOGIN_PAIR_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins one client IP may make against all accounts together. */
export const LOGIN_IP_MAX = 30;
export const LOGIN_IP_WINDOW_MS = 60 * 60 * 1000;

/**
 * Who a password try is against: the member when the account name (mobile, email or UID) names
 * one, so every name of a member shares one count; otherwise the typed name itself (hashed), so
 * unknown and known accounts are limited alike and the lockout tells nothing about which exist.
 */
export function loginSubject(memberId: bigint | undefined, typedName: string): string {
  if (memberId !== undefined) return `member:${memberId}`;
  return `name:${createHash('sha256').update(typedName.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

/**
 * Limits password guessing. Only wrong passwords count: per member and IP pair, and per IP, never
 * per member alone, so an attacker elsewhere can lock only themselves out. A window's end is fixed
 * at its first failure, so trying during a lockout does not lengthen it. The counts live in the
 * database and a try is spent before the password is checked (given back when it was right), so
 * parallel guesses from any number of server processes get at most the limit judged. Tries of one
 * pair also run one after another in this process (KeyedSerial), so parallel right passwords all
 * succeed rather than waiting for each other's try.
 */
export class LoginGuard {
  readonly #serial = new KeyedSerial();
  readonly #failures = new SignInFailureRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `check` (true: the password is right) for `subject` from `ip` unless the pair or the IP is
   * locked out; counts a failure when it is wrong. Returns what `check` said.
   */
  attempt(subject: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
    const pair = `login-pair:${subject}:${ip}`;
    const perIp = `login-ip:${ip}`;
    return this.#serial.run(pair, async () => {
      const now = BigInt(this.clock.now().getTime());
      const spent: string[] = [];
      try {
        for (const [key, max, windowMs] of [
          [pair, LOGIN_PAIR_MAX, LOGIN_PAIR_WINDOW_MS],
          [perIp, LOGIN_IP_MAX, LOGIN_IP_WINDOW_MS],
        ] as const) {
          if (!(await this.#failures.spend(this.db, key, now, now - BigInt(windowMs), max))) {
            const window = await this.#failures.find(this.db, key);
            const ends = window ? Number(window.window_start - now) + windowMs : windowMs;
            refuse(m.loginLocked, { minutes: Math.max(1, Math.ceil(ends / 60000)) });
          }
          spent.push(key);
        }
        const right = await check();
        if (right) {
          await this.#failures.clear(this.db, pair);
          spent.splice(0, 1);
        } else {
          spent.length = 0;
        }
        return right;
      } finally {
        for (const key of spent) await this.#failures.giveBack(this.db, key);
      }
    });
  }

  /**
   * The live failure windows of a member from every IP (whichever of their names was typed, they
   * count under the member). `locked` windows refuse the next attempt until `resetAt`.
   */
  async failures(memberId: bigint): Promise<Array<{ key: string; count: number; resetAt: number; locked: boolean }>> {
    const now = this.clock.now().getTime();
    const windows = await this.#failures.live(this.db, `login-pair:${loginSubject(memberId, '')}:`, BigInt(now - LOGIN_PAIR_WINDOW_MS));
    return windows
      .filter((w) => w.failures > 0n)
      .map((w) => ({
        key: w.key,
        count: Number(w.failures),
        resetAt: Number(w.window_start) + LOGIN_PAIR_WINDOW_MS,
        locked: w.failures >= BigInt(LOGIN_PAIR_MAX),
      }));
  }

  /** Clears a member's failure windows from every IP; the per-IP budgets stay. Returns how many were cleared. */
  async unlock(memberId: bigint): Promise<number> {
    const windows = await this.failures(memberId);
    for (const w of windows) await this.#failures.clear(this.db, w.key);
    return windows.length;
  }
}
