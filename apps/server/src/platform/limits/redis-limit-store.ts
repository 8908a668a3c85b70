import type { Redis } from 'ioredis';
import type { LimitStore, TakeResult, WindowRule, WindowState } from './limit-store';

// The same step as stepWindow(), done inside Redis so that concurrent processes never both pass a
// full window. The window end is stored from the caller's clock; the key's own expiry only cleans up.
const TAKE = `
local v = redis.call('HMGET', KEYS[1], 'count', 'reset')
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local count = tonumber(v[1]) or 0
local reset = tonumber(v[2]) or 0
if reset <= now then
  count = 0
  reset = now + window
end
if max >= 0 and count >= max then
  return {0, count, reset}
end
count = count + 1
redis.call('HSET', KEYS[1], 'count', count, 'reset', reset)
redis.call('PEXPIRE', KEYS[1], reset - now + 1000)
return {1, count, reset}
`;

const GIVE_BACK = `
local v = redis.call('HMGET', KEYS[1], 'count', 'reset')
local count = tonumber(v[1]) or 0
local reset = tonumber(v[2]) or 0
if reset > tonumber(ARGV[1]) and count > 0 then
  redis.call('HSET', KEYS[1], 'count', count - 1)
end
return 1
`;

/** Counters in Redis, so several server processes share cooldowns and budgets. Keys live under `prefix`. */
export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async take(key: string, rule: WindowRule, nowMs: number): Promise<TakeResult> {
    const max = Number.isFinite(rule.max) ? rule.max : -1;
    const result = (await this.redis.eval(TAKE, 1, this.#key(key), nowMs, rule.windowMs, max)) as [number, number, number];
    return { allowed: result[0] === 1, count: Number(result[1]), resetAt: Number(result[2]) };
  }

  async peek(key: string, nowMs: number): Promise<WindowState> {
    const [count, reset] = await this.redis.hmget(this.#key(key), 'count', 'reset');
    const resetAt = Number(reset ?? 0);
    return resetAt > nowMs ? { count: Number(count ?? 0), resetAt } : { count: 0, resetAt: nowMs };
  }

  async giveBack(key: string, nowMs: number): Promise<void> {
    await this.redis.eval(GIVE_BACK, 1, this.#key(key), nowMs);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.#key(key));
  }

  async live(prefix: string, nowMs: number): Promise<Array<{ key: string } & WindowState>> {
    const own = `${this.prefix}limit:`;
    const pattern = `${own}${prefix}`.replace(/[*?[\]\\]/g, '\\$&');
    const found: Array<{ key: string } & WindowState> = [];
    for await (const keys of this.redis.scanStream({ match: `${pattern}*`, count: 200 }) as AsyncIterable<string[]>) {
      for (const full of keys) {
        const key = full.slice(own.length);
        const state = await this.peek(key, nowMs);
        if (state.count > 0) found.push({ key, ...state });
      }
    }
    return found;
  }

  // The Redis connection belongs to the app, which closes it.
  async close(): Promise<void> {}

  #key(key: string): string {
    return `${this.prefix}limit:${key}`;
  }
}
