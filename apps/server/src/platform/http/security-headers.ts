import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The headers a Helmet middleware sets (its directives are all fixed), read once so each answer only copies them. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The headers of the members' app, the console and the API docs page: Helmet's defaults with this app's sources. */
const pageHeaders = headersOf(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
  }),
);

/**
 * The headers of an API answer (JSON, never a document), as the OWASP REST Security Cheat Sheet
 * lists them: no caching of members' data, no framing, no content sniffing, HTTPS only. The
 * document-only headers (a full CSP, cross-origin isolation, download options...) are left out.
 */
const apiHeaders = {
  ...headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  ),
  'cache-control': 'no-store',
};

export function isApiPath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/admin/api/');
}

/** Sets the security headers and the request id (`x-request-id`, for support) on every answer. */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
