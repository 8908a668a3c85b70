import { Redis } from 'ioredis';

// The Redis the tests that need one talk to: TEST_REDIS_URL, or the local one.

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/';

/** A connection to the test Redis that is opened by `connect()` and fails at once rather than retrying. */
export function testRedis(): Redis {
  return new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
}

/** Checks that the test Redis answers, or fails saying where it was looked for and that `what` needs it. */
export async function requireRedis(what: string): Promise<void> {
  const redis = testRedis();
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${TEST_REDIS_URL} (${error instanceof Error ? error.message : String(error)}): ${what} needs it (set TEST_REDIS_URL to use another)`,
    );
  } finally {
    redis.disconnect();
  }
}
