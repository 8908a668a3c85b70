import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './login-throttle';

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
