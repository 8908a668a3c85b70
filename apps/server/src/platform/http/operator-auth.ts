import type { FastifyInstance } from 'fastify';
import type { OperatorSessions } from '../auth/operator-sessions';
import { sendEnvelope } from './envelope';
import { platformMessages } from './messages';
import { markScope } from './routes';

/**
 * Makes `scope` the console's scope: every route registered in it needs a live operator `token`
 * (else HTTP 401 `code: 401`) and sees `request.operator`; each route's permission comes from its
 * descriptor (platform/http/routes.ts).
 */
export function operatorScope(scope: FastifyInstance, sessions: OperatorSessions): void {
  markScope(scope, 'operator');
  scope.addHook('onRequest', async (request, reply) => {
    const header = request.headers.token;
    const session = typeof header === 'string' && header ? await sessions.resolve(header) : null;
    if (!session) return sendEnvelope(reply, request, scope.platform.clock, 401, { code: 401, text: platformMessages.unauthorized });
    request.operator = session;
  });
}
