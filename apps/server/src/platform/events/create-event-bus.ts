import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { type EventBus, MemoryEventBus } from './event-bus';
import { PostgresEventBus } from './postgres-event-bus';
import { RedisEventBus } from './redis-event-bus';

/**
 * The event bus for this deployment: Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY
 * on PostgreSQL without Redis (so several processes still share events), else in-process (the
 * embedded SQLite server is one process).
 */
export function createEventBus(config: Config, db: Kysely<DB>, redis: Redis | undefined, onError: (error: Error) => void): EventBus {
  if (redis) return new RedisEventBus(redis, config.redisPrefix);
  if (config.database.dialect === 'postgres') return new PostgresEventBus(db, config.database.url, onError);
  return new MemoryEventBus();
}
