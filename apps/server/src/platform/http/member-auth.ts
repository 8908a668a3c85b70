import type { FastifyInstance } from 'fastify';
import type { MemberSessions } from '../auth/member-sessions';
import { tokenScope } from './token-scope';

/**
 * Makes `scope` (an encapsulated plugin) the members' scope: every route registered in it or its
 * children needs a live `token` header (else HTTP 401 `code: 401`) and sees `request.member`.
 */
export function memberScope(scope: FastifyInstance, sessions: MemberSessions): void {
  tokenScope(scope, 'member', sessions);
}
