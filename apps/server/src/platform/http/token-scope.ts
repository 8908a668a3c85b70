import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendEnvelope } from './envelope';
import { platformMessages } from './messages';
import { markScope } from './routes';

/** Who signs in with a `token` header: the request property their session is put on. */
type SignedInCaller = 'member' | 'operator';

/**
 * Makes `scope` (an encapsulated plugin) serve `caller`'s routes behind a sign-in: every route
 * registered in it or its children needs a `token` header that `sessions` finds a live session for
 * (else HTTP 401 `code: 401`), and sees that session as `request[caller]`.
 */
export function tokenScope<C extends SignedInCaller>(
  scope: FastifyInstance,
  caller: C,
  sessions: { resolve(token: string): Promise<FastifyRequest[C] | null> },
): void {
  markScope(scope, caller);
  scope.addHook('onRequest', async (request, reply) => {
    const header = request.headers.token;
    const session = typeof header === 'string' && header ? await sessions.resolve(header) : null;
    if (!session) return sendEnvelope(reply, request, scope.platform.clock, 401, { code: 401, text: platformMessages.unauthorized });
    (request as Pick<FastifyRequest, C>)[caller] = session;
  });
}
