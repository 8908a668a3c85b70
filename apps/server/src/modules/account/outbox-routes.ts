import { outboxQuery, outboxResponse } from '@mcc/contract/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Outbox } from '../../platform/mail/outbox';
import { normalizeEmail } from './identifiers';

/** Demo mode only (not registered in production): the codes "sent" to a mobile or email, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: Outbox }> = async (app, { outbox }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo mode: messages sent to a mobile or email, newest first (404 in production)',
        querystring: outboxQuery,
        response: { 200: outboxResponse },
      },
    },
    async (request, reply) => {
      const to = request.query.to.includes('@') ? normalizeEmail(request.query.to) : request.query.to;
      const entries = await outbox.list({ to, limit: 20 });
      return reply.ok({
        list: entries.map((e) => ({
          to: e.to,
          event: e.event,
          code: e.code,
          text: e.text,
          created_at: Math.floor(Number(e.createdAt) / 1000),
        })),
      });
    },
  );
};
