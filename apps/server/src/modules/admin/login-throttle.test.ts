import { describe, expect, it } from 'vitest';
import { operatorLoginRules, retryAfterMs, signInWaitMs } from './login-throttle';

const rule = { maxFailures: 5, windowMs: 900_000 };

describe('retryAfterMs', () => {
  it('lets a key without failures, or with fewer than the limit, try now', () => {
    expect(retryAfterMs(undefined, 1_000n, rule)).toBe(0);
    expect(retryAfterMs({ failures: 4n, windowStart: 1_000n }, 2_000n, rule)).toBe(0);
  });

  it('blocks a key at the limit until its window ends', () => {
    expect(retryAfterMs({ failures: 5n, windowStart: 1_000n }, 2_000n, rule)).toBe(899_000);
    expect(retryAfterMs({ failures: 9n, windowStart: 1_000n }, 900_999n, rule)).toBe(1);
    expect(retryAfterMs({ failures: 9n, windowStart: 1_000n }, 901_000n, rule)).toBe(0);
  });
});

describe('signInWaitMs', () => {
  const now = 10_000_000n;
  const rec = (failures: bigint, ago = 1_000n) => ({ failures, windowStart: now - ago });
  it('locks a pair after 5 failures and an address after 20', () => {
    expect(signInWaitMs({ pair: rec(4n) }, now)).toBe(0);
    expect(signInWaitMs({ pair: rec(5n) }, now)).toBe(899_000);
    expect(signInWaitMs({ ip: rec(20n) }, now)).toBe(899_000);
  });
  it('backs off a guessing address after one failure once the username has many, never a clean one', () => {
    const username = rec(BigInt(operatorLoginRules.username.maxFailures));
    expect(signInWaitMs({ pair: rec(1n), username }, now)).toBe(899_000);
    expect(signInWaitMs({ username }, now)).toBe(0);
    expect(signInWaitMs({ pair: rec(1n), username: rec(9n) }, now)).toBe(0);
    // An ended pair window is a clean address again.
    expect(signInWaitMs({ pair: rec(1n, 900_000n), username }, now)).toBe(0);
  });
});
