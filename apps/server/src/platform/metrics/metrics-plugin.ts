import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Clock } from '../clock';
import { sendEnvelope } from '../http/envelope';
import { platformMessages } from '../http/messages';
import { joinClusterMetrics, scrapeText } from './cluster-metrics';
import { collectProcessMetrics, httpDuration, httpRequests, routeLabel } from './instruments';

export interface MetricsOptions {
  /** METRICS_TOKEN; unset, nothing is counted per request and /metrics is answered 404. */
  token: string | undefined;
  clock: Clock;
  /** The app's registries read at scrape time (the database's gauges), after this process's own counters. */
  registries: readonly Registry[];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function carriesToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(header.slice('Bearer '.length)), expected);
}

/**
 * Prometheus metrics: one hook that counts every answer by route template, and GET /metrics in the
 * text format (0.0.4) for a scrape with the bearer token; any other request to it is a 404.
 */
export function installMetrics(app: FastifyInstance, { token, clock, registries }: MetricsOptions): void {
  // Its own 404, never the members' app that other unknown paths without an extension get.
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendEnvelope(reply, request, clock, 404, { code: 0, text: platformMessages.notFound });
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, notFound);
    return;
  }
  const expected = digest(token);
  collectProcessMetrics();
  joinClusterMetrics();

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = routeLabel(request);
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request, expected)) return notFound(request, reply);
    const { contentType, text } = await scrapeText(registries);
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}
