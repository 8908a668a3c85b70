import { KeyedSerial } from '../../platform/auth/keyed-serial';
import { refuse } from '../../platform/http/refusal';
import type { adminMessages } from './admin-messages';
import type { LoginThrottle, SignInKeys } from './login-throttle';

/**
 * One console sign-in try (a password, or a second-factor code before a session) under the limits
 * of login-throttle.ts: refused with `throttled` while the keys must wait; `check` answers what a
 * right secret gives, undefined for a wrong one, which counts as a failure. The pair's try is spent
 * before the check, so parallel guesses from every process get at most its limit judged; tries of
 * one username from one address also run one after another in each process.
 */
export class OperatorSignInGuard {
  readonly #tries = new KeyedSerial();

  constructor(private readonly throttle: LoginThrottle) {}

  attempt<T>(
    keys: SignInKeys,
    throttled: typeof adminMessages.loginThrottled,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    return this.#tries.run(keys.pair.key, async () => {
      const wait = await this.throttle.signInWait(keys);
      if (wait > 0) refuse(throttled, { minutes: Math.ceil(wait / 60000) });
      if (!(await this.throttle.spend(keys.pair))) refuse(throttled, { minutes: Math.ceil(keys.pair.rule.windowMs / 60000) });
      let result: T | undefined;
      try {
        result = await check();
      } catch (error) {
        await this.throttle.giveBack(keys.pair.key);
        throw error;
      }
      if (result === undefined) await this.throttle.fail([keys.ip, keys.username]);
      else await this.throttle.clear(keys.pair.key);
      return result;
    });
  }
}
