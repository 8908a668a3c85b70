import type { FastifyInstance } from 'fastify';
import type { MemberSessions } from '../auth/member-sessions';
import { sendEnvelope } from './envelope';
import { platformMessages } from './messages';
import { markScope } from './routes';

/**
 * Makes `scope` (an encapsulated plugin) the members' scope: every route registered in it or its
 * children needs a live `token` header (else HTTP 401 `code: 401`) and sees `request.member`.
 */
export function memberScope(scope: FastifyInstance, sessions: MemberSessions): void {
  markScope(scope, 'member');
  scope.addHook('onRequest', async (request, reply) => {
    const header = request.headers.token;
    const session = typeof header === 'string' && header ? await sessions.resolve(header) : null;
    if (!session) return sendEnvelope(reply, request, scope.platform.clock, 401, { code: 401, text: platformMessages.unauthorized });
    request.member = session;
  });
}
