import { healthResponse, readyResponse } from '@mcc/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { EventBus } from '../../platform/events/event-bus';
import type { Readiness } from '../../platform/readiness';

/** A database that does not answer in this time counts as down: a probe must not hang with it. */
const DATABASE_PROBE_MS = 2000;

export interface HealthOptions {
  database: Database;
  /** The Redis connection when REDIS_URL is set. */
  redis: Redis | undefined;
  events: EventBus;
  /** Where rate limits and cooldowns are counted right now. */
  limits: () => 'shared' | 'per-process';
  readiness: Readiness;
}

async function databaseAnswers(database: Database): Promise<true> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_PROBE_MS} ms`)), DATABASE_PROBE_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(database.db), late]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, redis, events, limits, readiness }) => {
  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'ready',
        tags: ['common'],
        security: [],
        summary:
          'Readiness: 200 when this process may take traffic; 503 while it prepares or closes, or the database or Redis does not answer',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (request, reply) => {
      const state = readiness.state;
      const up = await databaseAnswers(database).catch((error: unknown) => {
        request.log.warn({ err: error }, 'database does not answer');
        return false;
      });
      const redisState = redis ? (redis.status === 'ready' ? ('up' as const) : ('down' as const)) : ('unused' as const);
      const ok = state === 'serving' && up && redisState !== 'down';
      return reply.status(ok ? 200 : 503).send({ ok, state, database: up ? 'up' : 'down', redis: redisState });
    },
  );

  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'health',
        tags: ['common'],
        summary: 'Liveness: 200 once the database answers, with which shared parts answer',
        security: [],
        response: {
          200: healthResponse.describe('The database answers; `parts` says which shared parts answer this process.'),
          503: healthResponse.describe('The database does not answer.'),
        },
      },
    },
    async (request, reply) => {
      const up = await databaseAnswers(database).catch((error: unknown) => {
        request.log.error({ err: error }, 'database does not answer');
        return false;
      });
      const parts = {
        database: up ? ('up' as const) : ('down' as const),
        redis: redis ? (redis.status === 'ready' ? ('up' as const) : ('down' as const)) : ('unused' as const),
        events: { via: events.via, state: events.answering() ? ('up' as const) : ('down' as const) },
        limits: limits(),
      };
      return reply.status(up ? 200 : 503).send({ ok: up, parts });
    },
  );
};
