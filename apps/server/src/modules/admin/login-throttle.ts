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
 * Failed console sign-ins allowed per window: few per username (guessing one account), more per
 * IP (an office shares one address). Both are counted whether the username exists or not, so the
 * refusal tells nothing about which usernames are real.
 */
export const operatorLoginRules = {
  username: { maxFailures: 5, windowMs: FIFTEEN_MINUTES },
  ip: { maxFailures: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, ThrottleRule>;

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

  /** Counts one failure for each key; an expired window starts again at 1. Atomic per key. */
  async fail(keys: ThrottleKey[]): Promise<void> {
    const now = BigInt(this.clock.now().getTime());
    for (const { key, rule } of keys) await this.#counters.fail(this.db, key, now, now - BigInt(rule.windowMs));
  }

  async clear(key: string): Promise<void> {
    await this.#counters.clear(this.db, key);
  }
}
