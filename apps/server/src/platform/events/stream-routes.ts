import { streamApi } from '@mcc/contract/stream';
import type { FastifyPluginAsync } from 'fastify';
import { sendEnvelope } from '../http/envelope';
import { platformMessages } from '../http/messages';
import { answered, route } from '../http/routes';
import type { EventStream } from './event-stream';
import type { StreamTickets } from './stream-tickets';

/** `POST /api/stream/ticket`, in the members' scope: a ticket for the member's next stream. */
export const streamTicketRoutes: FastifyPluginAsync<{ tickets: StreamTickets }> = async (app, o) => {
  route(app, streamApi.ticket, async (_, request) => o.tickets.issue(request.member.userId));
};

/**
 * `GET /api/stream`: registered among the public routes because EventSource sends no header, but
 * closed to anyone without a good ticket (HTTP 401, as the members' scope answers).
 */
export const streamRoutes: FastifyPluginAsync<{ tickets: StreamTickets; stream: EventStream }> = async (app, o) => {
  route(app, streamApi.events, async (query, request, reply) => {
    const userId = query.ticket ? await o.tickets.consume(query.ticket) : null;
    if (userId === null) {
      return answered(sendEnvelope(reply, request, app.platform.clock, 401, { code: 401, text: platformMessages.unauthorized }));
    }
    const header = request.headers['last-event-id'];
    const lastEventId = (typeof header === 'string' && header.length <= 100 ? header : undefined) ?? query.last_event_id;
    reply.hijack();
    o.stream.open(reply.raw, userId, lastEventId);
    return answered(reply);
  });
};
