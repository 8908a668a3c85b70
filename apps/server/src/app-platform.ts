import './platform/http/fastify-types';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { APP_VERSION } from './modules/settings/sys-config-service';
import { type Clock, nowUnixSeconds } from './platform/clock';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { createEventBus } from './platform/events/create-event-bus';
import { EventStream } from './platform/events/event-stream';
import { installErrorHandler } from './platform/http/error-handler';
import { openApiOptions } from './platform/http/openapi';
import { clientErrorHandler, installJsonBody, installSafeText } from './platform/http/request-guards';
import { installRequestLog } from './platform/http/request-log';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { installResponseHeaders } from './platform/http/security-headers';
import { pickLanguage } from './platform/i18n/language';
import { FallbackLimitStore } from './platform/limits/fallback-limit-store';
import { MemoryLimitStore } from './platform/limits/memory-limit-store';
import { requestLimitStore } from './platform/limits/request-limit-store';
import { bufferedLogDestination } from './platform/log-destination';
import { installReadinessGate, type Readiness } from './platform/readiness';

export const BODY_LIMIT = 1024 * 1024;

export interface ServerDeps {
  config: Config;
  database: Database;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  readiness: Readiness;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * The HTTP server before any module: Fastify with its logger, validation, envelope and request
 * guards, Redis (when configured) with the rate limits and cooldowns kept in it, the live event bus,
 * response headers, the readiness gate, compression, the request budget and the OpenAPI pages.
 * `buildApp` (app.ts) wires the domain services and their routes onto it.
 */
export async function createServer({ config, database, clock, logger, readiness }: ServerDeps) {
  // Request logs through a buffered, asynchronous destination (flushed on close and on exit).
  const logs = logger === undefined && config.logLevel !== 'silent' ? bufferedLogDestination(config.logBufferBytes) : undefined;
  const app = Fastify({
    logger: logger ?? (logs ? { level: config.logLevel, stream: logs.stream } : { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    // A hop count trusts the nearest N proxies, as Fastify does for a number.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // One line per request, on completion (platform/http/request-log): not Fastify's two, with the URL.
    logController: new LogController({ disableRequestLogging: true }),
    ajv: undefined,
    // `/api/fund/transfer/` is `/api/fund/transfer`: one rule for every route (docs/api.md).
    routerOptions: { ignoreTrailingSlash: true },
    // A request line or headers over Node's limit (16 KiB) get the envelope and a clean close.
    clientErrorHandler: clientErrorHandler(clock),
  }).withTypeProvider<ZodTypeProvider>();

  if (logs) {
    process.on('exit', logs.flush);
    app.addHook('onClose', async () => {
      logs.flush();
      process.off('exit', logs.flush);
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));
  installErrorHandler(app, clock);
  installRequestLog(app);
  installJsonBody(app);
  installSafeText(app);

  // The request's language, read from its headers when asked (most answers never need it).
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      const lang = this.headers.lang;
      return pickLanguage(typeof lang === 'string' ? lang : undefined, this.headers['accept-language']);
    },
  });
  app.decorateRequest('member');
  app.decorateRequest('operator');
  app.decorateReply('ok', function ok(data: unknown) {
    return this.send({ code: 1, msg: '', time: nowUnixSeconds(clock), data });
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  // A lost Redis is reported by /healthz and retried by ioredis; unheard, its 'error' events would only add noise.
  let redisDown = false;
  redis?.on('error', (error: Error) => {
    if (!redisDown) app.log.warn({ err: error }, 'Redis does not answer: limits are counted per process until it is back');
    redisDown = true;
  });
  redis?.on('ready', () => {
    if (redisDown) app.log.info('Redis answers again: limits are shared again');
    redisDown = false;
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
    await database.close();
  });
  // Rate limits and cooldowns: in Redis while it answers (shared by every process), else in this process.
  const limits = redis ? new FallbackLimitStore(redis, config.redisPrefix) : new MemoryLimitStore();
  const limitsMode = () => (limits instanceof FallbackLimitStore ? limits.mode() : 'per-process');

  // Live events: one bus shared by every server process (Redis, else PostgreSQL LISTEN/NOTIFY, else
  // in-process) feeding this process's server-sent-events connections.
  const events = createEventBus(config, database.db, redis, (error) => app.log.warn({ err: error }, 'event bus connection lost'));
  const stream = new EventStream(events);
  stream.start();
  const publishFailed = (error: unknown) => app.log.warn({ err: error }, 'event not published');
  app.addHook('onReady', async () => {
    // Wait for the bus's subscription, but never hold the start on it: events are not the money's path.
    const timeout = new Promise((resolve) => setTimeout(resolve, 5000).unref());
    await Promise.race([events.ready(), timeout]).catch((error: unknown) => app.log.warn({ err: error }, 'event bus not ready'));
  });
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => stream.close());
  app.addHook('onClose', async () => events.close());

  installResponseHeaders(app);
  installReadinessGate(app, readiness, clock);
  // JSON answers of 1 KB and more go out compressed when the client accepts it (a day of 1-minute
  // candles: 58 KB → 5 KB); JSON only, so the live event stream is never held back by a compressor.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], customTypes: /^application\/json\b/ });
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // With Redis, the budget is kept where the cooldowns are (and counted per process while Redis is down).
    store: redis ? requestLimitStore(limits) : undefined,
    // Decided on the route the router matched (it decodes the path), never on the raw URL, so no
    // spelling of an API path (`/%61pi/...`) gets past the budget.
    allowList: (request) => {
      const route = request.routeOptions.url ?? '';
      return !route.startsWith('/api') && !route.startsWith('/admin/api');
    },
    // Limit headers only on a refusal, beside Retry-After: every answer would carry them otherwise.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, code: 'RATE_LIMITED', ttl: context.ttl, message: 'rate limited' }),
  });

  await app.register(fastifySwagger, openApiOptions({ publicUrl: config.publicUrl, version: APP_VERSION }));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  return { app, redis, limits, limitsMode, events, stream, publishFailed };
}
