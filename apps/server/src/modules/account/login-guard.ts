import { createHash } from 'node:crypto';
import { KeyedSerial } from '../../platform/auth/keyed-serial';
import type { Clock } from '../../platform/clock';
import { refuse } from '../../platform/http/refusal';
import { type LimitStore, secondsLeft } from '../../platform/limits/limit-store';
import { accountMessages as m } from './account-messages';

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
 * at its first failure, so trying during a lockout does not lengthen it. Tries of one pair run one
 * after another in this process (KeyedSerial), so parallel guesses cannot all pass a count read
 * before any of them failed, and parallel right passwords all succeed.
 */
export class LoginGuard {
  readonly #serial = new KeyedSerial();

  constructor(
    private readonly limits: LimitStore,
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
      const now = this.clock.now().getTime();
      for (const [key, max] of [
        [pair, LOGIN_PAIR_MAX],
        [perIp, LOGIN_IP_MAX],
      ] as const) {
        const state = await this.limits.peek(key, now);
        if (state.count >= max) refuse(m.loginLocked, { minutes: Math.ceil(secondsLeft(state, now) / 60) });
      }
      const right = await check();
      const after = this.clock.now().getTime();
      if (right) {
        await this.limits.clear(pair);
      } else {
        await this.limits.take(pair, { windowMs: LOGIN_PAIR_WINDOW_MS, max: Number.POSITIVE_INFINITY }, after);
        await this.limits.take(perIp, { windowMs: LOGIN_IP_WINDOW_MS, max: Number.POSITIVE_INFINITY }, after);
      }
      return right;
    });
  }

  /**
   * The live failure windows of a member from every IP (whichever of their names was typed, they
   * count under the member). `locked` windows refuse the next attempt until `resetAt`.
   */
  async failures(memberId: bigint): Promise<Array<{ key: string; count: number; resetAt: number; locked: boolean }>> {
    const now = this.clock.now().getTime();
    const windows = await this.limits.live(`login-pair:${loginSubject(memberId, '')}:`, now);
    return windows.map((w) => ({ ...w, locked: w.count >= LOGIN_PAIR_MAX }));
  }

  /** Clears a member's failure windows from every IP; the per-IP budgets stay. Returns how many were cleared. */
  async unlock(memberId: bigint): Promise<number> {
    const windows = await this.failures(memberId);
    for (const w of windows) await this.limits.clear(w.key);
    return windows.length;
  }
}
