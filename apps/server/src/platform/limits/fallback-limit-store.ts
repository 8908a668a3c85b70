import type { Redis } from 'ioredis';
import type { LimitStore, TakeResult, WindowRule, WindowState } from './limit-store';
import { MemoryLimitStore } from './memory-limit-store';
import { RedisLimitStore } from './redis-limit-store';

/**
 * Counters in Redis while it answers, in this process's memory while it does not. With Redis down
 * every process keeps counting on its own (a limit of N becomes N per process) rather than
 * refusing or failing the requests it guards; /healthz says which it is. A call that fails halfway
 * is counted again in memory, so an outage never lets a request through uncounted.
 */
export class FallbackLimitStore implements LimitStore {
  readonly #shared: RedisLimitStore;
  readonly #local = new MemoryLimitStore();

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly onFallback: (error: unknown) => void = () => undefined,
  ) {
    this.#shared = new RedisLimitStore(redis, prefix);
  }

  /** 'shared' while the counters live in Redis, 'per-process' while each process counts alone. */
  mode(): 'shared' | 'per-process' {
    return this.redis.status === 'ready' ? 'shared' : 'per-process';
  }

  take(key: string, rule: WindowRule, nowMs: number): Promise<TakeResult> {
    return this.#either((store) => store.take(key, rule, nowMs));
  }

  peek(key: string, nowMs: number): Promise<WindowState> {
    return this.#either((store) => store.peek(key, nowMs));
  }

  giveBack(key: string, nowMs: number): Promise<void> {
    return this.#either((store) => store.giveBack(key, nowMs));
  }

  clear(key: string): Promise<void> {
    return this.#either((store) => store.clear(key));
  }

  live(prefix: string, nowMs: number): Promise<Array<{ key: string } & WindowState>> {
    return this.#either((store) => store.live(prefix, nowMs));
  }

  async close(): Promise<void> {
    await this.#local.close();
  }

  // A command is only sent to a connection that is up: queued for a reconnect it would hold the request.
  async #either<T>(use: (store: LimitStore) => Promise<T>): Promise<T> {
    if (this.mode() === 'per-process') return use(this.#local);
    try {
      return await use(this.#shared);
    } catch (error) {
      this.onFallback(error);
      return use(this.#local);
    }
  }
}
