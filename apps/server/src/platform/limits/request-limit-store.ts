import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitStore } from './limit-store';

/**
 * The per-IP request budget (@fastify/rate-limit) kept in one of our limit stores, so it follows
 * the same rule as cooldowns: shared through Redis while Redis answers, per process while it does
 * not. Windows run on the wall clock, as the plugin's own stores do.
 */
export function requestLimitStore(limits: LimitStore, prefix = 'requests:'): FastifyRateLimitStoreCtor {
  class RequestLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix_ = prefix,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      limits.take(`${this.prefix_}${key}`, { windowMs: timeWindow, max: Number.POSITIVE_INFINITY }, now).then(
        (window) => callback(null, { current: window.count, ttl: Math.max(0, window.resetAt - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // A route with a budget of its own counts under its own keys.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new RequestLimitStore({}, `${this.prefix_}${String(routeOptions.method)}${routeOptions.url}-`);
    }
  }
  return RequestLimitStore;
}
