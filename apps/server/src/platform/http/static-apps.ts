import { existsSync, readFileSync } from 'node:fs';
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
 * Whether a requested path names a file inside the folder it is served from: not a folder (ending in
 * `/`), no `..` segment however it is encoded, no NUL. Any other path is answered like a missing file:
 * not found, or the app's HTML for a history-mode page.
 */
export function isServedPath(pathname: string): boolean {
  if (pathname.endsWith('/')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !decoded.includes('\0') && !decoded.split(/[\\/]/).includes('..');
}

interface Prerendered {
  /** path → its HTML file in the build and the CSP hash of the inline start-up script it begins with */
  pages: Record<string, { file: string; scriptHash: string }>;
}

/** The pages the build prerendered into their own HTML (apps/web/scripts/prerender.mjs), if any. */
function readPrerendered(dir: string): Prerendered {
  const file = path.join(dir, 'prerendered.json');
  if (!existsSync(file)) return { pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Prerendered;
}

/** How both apps' built files are served. */
const BUILT_APP_FILES = {
  index: false,
  // Files are looked up on disk per request (not listed once at start), so the index.html and the
  // chunks it names always come from the same build, also when a new build lands under a running server.
  allowedPath: isServedPath,
  cacheControl: false,
  // The build writes .br and .gz beside each asset (scripts/precompress.mjs): sent by Accept-Encoding, with Vary.
  preCompressed: true,
  setHeaders: setCacheHeaders,
} as const;

/**
 * Serves the built members' app (precompressed: brotli or gzip as the browser accepts, made at build time) at `/` and the console at `/admin`. Any other non-API path gets the
 * app's index.html, so history-mode routes load on refresh; a page the build prerendered (the login page,
 * and the home page at `/` and its own path) gets its own HTML. Returns the fallback for unknown paths.
 */
export async function serveApps(
  app: FastifyInstance,
  dirs: { web: string; admin: string },
): Promise<(url: string, reply: FastifyReply) => FastifyReply | null> {
  const hasWeb = existsSync(path.join(dirs.web, 'index.html'));
  const hasAdmin = existsSync(path.join(dirs.admin, 'index.html'));
  const prerenderedPages = new Map(Object.entries(hasWeb ? readPrerendered(dirs.web).pages : {}));
  if (hasWeb) await app.register(fastifyStatic, { ...BUILT_APP_FILES, root: dirs.web, prefix: '/' });
  if (hasAdmin) await app.register(fastifyStatic, { ...BUILT_APP_FILES, root: dirs.admin, prefix: '/admin/', decorateReply: !hasWeb });
  return (url, reply) => {
    const pathname = url.split('?')[0] ?? '/';
    // A file that is not there (an earlier build's chunk, /favicon.ico) is no page: not found, not
    // the app's HTML, which a script tag would try to run.
    if (/\.[A-Za-z0-9]+$/.test(pathname)) return null;
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      if (!hasAdmin) return null;
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.admin, { cacheControl: false });
    }
    if (!hasWeb) return null;
    const page = prerenderedPages.get(pathname);
    if (page) {
      // Its inline start-up script is allowed by its hash, and by nothing broader.
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' '${page.scriptHash}'`));
      return reply.header('cache-control', 'no-cache').sendFile(page.file, dirs.web, { cacheControl: false });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.web, { cacheControl: false });
  };
}
