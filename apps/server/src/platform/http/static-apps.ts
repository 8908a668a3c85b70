import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  // Vite names every asset by its content hash; only the HTML entry must be revalidated.
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  response.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
  // The encoding (brotli, gzip or none) is chosen by Accept-Encoding: a shared cache must key on it.
  response.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built members' app (precompressed: brotli or gzip as the browser accepts, made at build time) at `/` and the console at `/admin`. Any other non-API path gets the
 * app's index.html, so history-mode routes load on refresh. Returns the fallback for unknown paths.
 */
export async function serveApps(
  app: FastifyInstance,
  dirs: { web: string; admin: string },
): Promise<(url: string, reply: FastifyReply) => FastifyReply | null> {
  const hasWeb = existsSync(path.join(dirs.web, 'index.html'));
  const hasAdmin = existsSync(path.join(dirs.admin, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dirs.web,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs): sent by Accept-Encoding, with Vary.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: dirs.admin,
      prefix: '/admin/',
      index: false,
      wildcard: false,
      decorateReply: !hasWeb,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs): sent by Accept-Encoding, with Vary.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  return (url, reply) => {
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      if (!hasAdmin) return null;
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.admin, { cacheControl: false });
    }
    if (!hasWeb) return null;
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.web, { cacheControl: false });
  };
}
