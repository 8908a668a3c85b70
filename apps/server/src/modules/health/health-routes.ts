import { healthResponse } from '@mcc/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['common'],
        summary: 'Liveness: 200 once the database answers',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
        return reply.send({ ok: true });
      } catch (error) {
        request.log.error({ err: error }, 'database does not answer');
        return reply.status(503).send({ ok: false });
      }
    },
  );
};
