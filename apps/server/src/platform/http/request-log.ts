import type { FastifyInstance } from 'fastify';
import { routeLabel } from '../metrics/instruments';

/**
 * One log line per answered request, written when it completes (Fastify's own "incoming request"
 * and "request completed" lines are turned off in app.ts): the method, the route's template, the
 * status, the time it took and who asked, beside the request id Fastify adds. Never the URL (a
 * query can carry a stream ticket), a header, a token or a body.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line: Record<string, string | number> = {
      method: request.method,
      route: routeLabel(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (request.member) line.member = String(request.member.userId);
    if (request.operator) line.operator = String(request.operator.adminId);
    request.log.info(line, 'request');
  });
}
