import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { OperatorSessions } from '../auth/operator-sessions';
import { can, type Permission } from '../auth/roles';
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

/**
 * A route's preHandler that refuses (HTTP 403, `code: 0`) an operator whose role lacks the
 * permission. Routes registered from a descriptor get it from the descriptor's `permission`.
 */
export function permit(permission: Permission): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    if (!can(request.operator.role, permission)) {
      return sendEnvelope(reply, request, request.server.platform.clock, 403, {
        code: 0,
        text: platformMessages.forbidden,
        data: { permission },
      });
    }
  };
}
