import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { LoginThrottleRepository } from './login-throttle-repository';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
}

export interface ThrottleRecord {
  failures: bigint;
  windowStart: bigint;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Failed console sign-ins allowed per window: few per username and address pair (guessing one
 * account from one place), more per address (an office shares one). Past `username` failures from
 * anywhere within its hour, an address that has failed on that username at all waits out its pair
 * window after one failure: a slower back-off for guessing from many addresses, which never touches
 * an address with no failures, so nobody can lock the right operator out from elsewhere. All are
 * counted whether the username exists or not, so a refusal tells nothing about which are real.
 */
export const operatorLoginRules = {
  pair: { maxFailures: 5, windowMs: FIFTEEN_MINUTES },
  ip: { maxFailures: 20, windowMs: FIFTEEN_MINUTES },
  username: { maxFailures: 10, windowMs: 4 * FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleRule>;

/** The counters of one sign-in try: the username and address pair, the address, the username. */
export interface SignInKeys {
  pair: ThrottleKey;
  ip: ThrottleKey;
  username: ThrottleKey;
}

export function signInKeys(username: string, ip: string): SignInKeys {
  const name = username.toLowerCase();
  return {
    pair: { key: `pair:${name}:${ip}`, rule: operatorLoginRules.pair },
    ip: { key: `ip:${ip}`, rule: operatorLoginRules.ip },
    username: { key: `user:${name}`, rule: operatorLoginRules.username },
  };
}

function live(record: ThrottleRecord | undefined, now: bigint, rule: ThrottleRule): ThrottleRecord | undefined {
  return record && record.windowStart + BigInt(rule.windowMs) > now ? record : undefined;
}

/**
 * Milliseconds a sign-in try must wait (0: it may try): the pair's and the address's own limits,
 * and the username's back-off, which applies only to an address with a live failure on it.
 */
export function signInWaitMs(
  records: { pair?: ThrottleRecord; ip?: ThrottleRecord; username?: ThrottleRecord },
  now: bigint,
  rules: typeof operatorLoginRules = operatorLoginRules,
): number {
  let wait = Math.max(retryAfterMs(records.pair, now, rules.pair), retryAfterMs(records.ip, now, rules.ip));
  const pair = live(records.pair, now, rules.pair);
  const username = live(records.username, now, rules.username);
  if (pair && pair.failures > 0n && username && username.failures >= BigInt(rules.username.maxFailures)) {
    wait = Math.max(wait, Number(pair.windowStart + BigInt(rules.pair.windowMs) - now));
  }
  return wait;
}

/** Milliseconds until a key may try again: 0 when it may try now. A window starts at its first failure. */
export function retryAfterMs(record: ThrottleRecord | undefined, now: bigint, rule: ThrottleRule): number {
  if (!record) return 0;
  const windowEnd = record.windowStart + BigInt(rule.windowMs);
  if (windowEnd <= now) return 0;
  if (record.failures < BigInt(rule.maxFailures)) return 0;
  return Number(windowEnd - now);
}

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/** Failure counters kept in the database, so every server process behind a balancer shares them. */
export class LoginThrottle {
  readonly #counters = new LoginThrottleRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** The longest wait among the keys, in ms; 0 when none is blocked. */
  async retryAfter(keys: ThrottleKey[]): Promise<number> {
    const now = BigInt(this.clock.now().getTime());
    const rows = await this.#counters.records(
      this.db,
      keys.map((k) => k.key),
    );
    let wait = 0;
    for (const { key, rule } of keys) {
      const row = rows.find((r) => r.key === key);
      const record = row ? { failures: row.failures, windowStart: row.window_start } : undefined;
      wait = Math.max(wait, retryAfterMs(record, now, rule));
    }
    return wait;
  }

  /** How long a sign-in try with these keys must wait, in ms; 0 when it may try now. */
  async signInWait(keys: SignInKeys): Promise<number> {
    const now = BigInt(this.clock.now().getTime());
    const rows = await this.#counters.records(this.db, [keys.pair.key, keys.ip.key, keys.username.key]);
    const record = (key: ThrottleKey): ThrottleRecord | undefined => {
      const row = rows.find((r) => r.key === key.key);
      return row ? { failures: row.failures, windowStart: row.window_start } : undefined;
    };
    return signInWaitMs({ pair: record(keys.pair), ip: record(keys.ip), username: record(keys.username) }, now);
  }

  /** Counts one failure for each key; an expired window starts again at 1. Atomic per key. */
  async fail(keys: ThrottleKey[]): Promise<void> {
    const now = BigInt(this.clock.now().getTime());
    for (const { key, rule } of keys) await this.#counters.fail(this.db, key, now, now - BigInt(rule.windowMs));
  }

  /** Spends one try of `key` before a password is checked; false when its window is full (counted in every process). */
  async spend({ key, rule }: ThrottleKey): Promise<boolean> {
    const now = BigInt(this.clock.now().getTime());
    return this.#counters.spend(this.db, key, now, now - BigInt(rule.windowMs), rule.maxFailures);
  }

  async giveBack(key: string): Promise<void> {
    await this.#counters.giveBack(this.db, key);
  }

  async clear(key: string): Promise<void> {
    await this.#counters.clear(this.db, key);
  }
}
