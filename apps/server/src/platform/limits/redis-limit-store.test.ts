import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLiveWindows } from '../../../test/limit-stores';
import { RedisLimitStore } from './redis-limit-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/';
const prefix = `mcc-test-${randomBytes(4).toString('hex')}:`;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (${error instanceof Error ? error.message : String(error)}); these tests need a running Redis (set TEST_REDIS_URL to use another)`,
    );
  }
});
afterAll(async () => {
  if (redis.status === 'ready') {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
});

describe('RedisLimitStore', () => {
  it('keeps fixed windows by the caller’s clock, atomically under concurrency', async () => {
    const a = new RedisLimitStore(redis, prefix);
    const b = new RedisLimitStore(redis, prefix);
    const rule = { windowMs: 60_000, max: 3 };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).take('burst', rule, 1_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.every((r) => r.resetAt === 61_000)).toBe(true);
    expect(await a.peek('burst', 2_000)).toEqual({ count: 3, resetAt: 61_000 });
    // The window ends by the clock passed in, not Redis's own.
    expect(await b.take('burst', rule, 61_000)).toEqual({ allowed: true, count: 1, resetAt: 121_000 });
  });

  it('gives back, clears, and counts without limit for an infinite max', async () => {
    const store = new RedisLimitStore(redis, prefix);
    const rule = { windowMs: 60_000, max: 1 };
    expect((await store.take('one', rule, 0)).allowed).toBe(true);
    expect((await store.take('one', rule, 1)).allowed).toBe(false);
    await store.giveBack('one', 2);
    expect((await store.take('one', rule, 3)).allowed).toBe(true);
    await store.clear('one');
    expect(await store.peek('one', 4)).toEqual({ count: 0, resetAt: 4 });
    for (let i = 0; i < 5; i++) await store.take('many', { windowMs: 1000, max: Number.POSITIVE_INFINITY }, 0);
    expect((await store.peek('many', 1)).count).toBe(5);
    const ttl = await redis.pttl(`${prefix}limit:many`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2000);
  });

  it('lists the live windows under a prefix, taking glob characters literally', async () => {
    await expectLiveWindows(new RedisLimitStore(redis, prefix), 'pair:a*:', ['1', '2'], 'pair:ab:1');
  });
});
