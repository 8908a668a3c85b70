import type { FastifyInstance } from 'fastify';
import type { MemberSessions } from '../auth/member-sessions';
import type { Clock } from '../clock';
import { sendEnvelope } from './envelope';
import { platformMessages } from './messages';

/**
 * Guards every route registered in `app` (an encapsulated plugin): a request without a live
 * `token` header gets HTTP 401 `code: 401`; otherwise `request.member` is set.
 */
export function requireMember(app: FastifyInstance, sessions: MemberSessions, clock: Clock): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.token;
    const token = typeof header === 'string' ? header : '';
    const session = token ? await sessions.resolve(token) : null;
    if (!session) {
      return sendEnvelope(reply, request, clock, 401, { code: 401, text: platformMessages.unauthorized });
    }
    request.member = session;
  });
}
