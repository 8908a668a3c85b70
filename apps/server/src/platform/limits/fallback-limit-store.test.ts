import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/scratch-postgres';
import { FallbackLimitStore } from './fallback-limit-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/';
const prefix = `mcc-test-${randomBytes(4).toString('hex')}:`;
const connections: Redis[] = [];

function connect(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 0, retryStrategy: () => 200 });
  redis.on('error', () => undefined);
  connections.push(redis);
  return redis;
}

/** Waits until the connection is up, or has failed once. */
function settled(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
}

afterAll(async () => {
  const live = connections.find((c) => c.status === 'ready');
  if (live) {
    const keys = await live.keys(`${prefix}*`);
    if (keys.length > 0) await live.del(...keys);
  }
  for (const c of connections) c.disconnect();
});

describe('FallbackLimitStore', () => {
  it('shares the counters through Redis while it answers', async () => {
    const one = connect(REDIS_URL);
    const two = connect(REDIS_URL);
    await Promise.all([settled(one), settled(two)]);
    const a = new FallbackLimitStore(one, prefix);
    const b = new FallbackLimitStore(two, prefix);
    expect(a.mode()).toBe('shared');
    const rule = { windowMs: 60_000, max: 2 };
    expect((await a.take('shared', rule, 0)).allowed).toBe(true);
    expect((await b.take('shared', rule, 1)).allowed).toBe(true);
    expect((await a.take('shared', rule, 2)).allowed).toBe(false);
  });

  it('counts in each process alone, without failing, while Redis does not answer', async () => {
    const nowhere = connect(`redis://127.0.0.1:${await freePort()}/`);
    await settled(nowhere);
    const fallbacks: unknown[] = [];
    const a = new FallbackLimitStore(nowhere, prefix, (error) => fallbacks.push(error));
    const b = new FallbackLimitStore(nowhere, prefix);
    expect(a.mode()).toBe('per-process');
    const rule = { windowMs: 60_000, max: 1 };
    expect((await a.take('alone', rule, 0)).allowed).toBe(true);
    expect((await a.take('alone', rule, 1)).allowed).toBe(false);
    // Another process's counter is its own.
    expect((await b.take('alone', rule, 2)).allowed).toBe(true);
    expect(await a.peek('alone', 3)).toEqual({ count: 1, resetAt: 60_000 });
    expect(fallbacks).toEqual([]);
  });
});
