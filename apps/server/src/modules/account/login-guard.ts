import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { refuse } from '../../platform/http/refusal';
import { type LimitStore, secondsLeft } from '../../platform/limits/limit-store';
import { accountMessages as m } from './account-messages';

/** Failed logins one client IP may make against one account name before that pair waits for its window to end. */
export const LOGIN_PAIR_MAX = 5;
export const LOGIN_PAIR_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins one client IP may make against all accounts together. */
export const LOGIN_IP_MAX = 30;
export const LOGIN_IP_WINDOW_MS = 60 * 60 * 1000;

/**
 * Limits password guessing. Every attempt is counted before the password is checked (so parallel
 * requests cannot slip past the limit) and a success takes its count back. The limits are per
 * account-name and IP pair plus per IP, never per account alone: an attacker elsewhere can lock
 * only themselves out, and a window's end is fixed at its first failure, so trying during a lockout
 * does not lengthen it. Keys use the typed account name, so unknown and known accounts are limited
 * alike and the lockout says nothing about which exist.
 */
export class LoginGuard {
  constructor(
    private readonly limits: LimitStore,
    private readonly clock: Clock,
  ) {}

  #pairPrefix(account: string): string {
    const name = createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);
    return `login-pair:${name}:`;
  }

  #keys(account: string, ip: string): { pair: string; ip: string } {
    return { pair: `${this.#pairPrefix(account)}${ip}`, ip: `login-ip:${ip}` };
  }

  /**
   * The live failure windows of these account names from every IP (a member signs in with their
   * mobile, email or UID). `locked` windows refuse the next attempt until `resetAt`.
   */
  async failures(accounts: readonly string[]): Promise<Array<{ key: string; count: number; resetAt: number; locked: boolean }>> {
    const now = this.clock.now().getTime();
    const windows = await Promise.all([...new Set(accounts.map((a) => this.#pairPrefix(a)))].map((p) => this.limits.live(p, now)));
    return windows.flat().map((w) => ({ ...w, locked: w.count >= LOGIN_PAIR_MAX }));
  }

  /** Clears the failure windows of these account names from every IP; the per-IP budgets stay. Returns how many were cleared. */
  async unlock(accounts: readonly string[]): Promise<number> {
    const windows = await this.failures(accounts);
    for (const w of windows) await this.limits.clear(w.key);
    return windows.length;
  }

  /** Counts an attempt, refusing when the pair or the IP has used up its window. */
  async begin(account: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const keys = this.#keys(account, ip);
    const pair = await this.limits.take(keys.pair, { windowMs: LOGIN_PAIR_WINDOW_MS, max: LOGIN_PAIR_MAX }, now);
    if (!pair.allowed) refuse(m.loginLocked, { minutes: Math.ceil(secondsLeft(pair, now) / 60) });
    const perIp = await this.limits.take(keys.ip, { windowMs: LOGIN_IP_WINDOW_MS, max: LOGIN_IP_MAX }, now);
    if (!perIp.allowed) {
      await this.limits.giveBack(keys.pair, now);
      refuse(m.loginLocked, { minutes: Math.ceil(secondsLeft(perIp, now) / 60) });
    }
  }

  /** The password was right: the attempt was not a failure. */
  async succeeded(account: string, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const keys = this.#keys(account, ip);
    await this.limits.clear(keys.pair);
    await this.limits.giveBack(keys.ip, now);
  }
}
