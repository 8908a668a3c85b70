import type { FastifyInstance } from 'fastify';
import type { OperatorSessions } from '../auth/operator-sessions';
import { tokenScope } from './token-scope';

/**
 * Makes `scope` the console's scope: every route registered in it needs a live operator `token`
 * (else HTTP 401 `code: 401`) and sees `request.operator`; each route's permission comes from its
 * descriptor (platform/http/routes.ts).
 */
export function operatorScope(scope: FastifyInstance, sessions: OperatorSessions): void {
  tokenScope(scope, 'operator', sessions);
}
