import type { FastifyInstance } from 'fastify';

/** Every API route the server registered, as "METHOD /path" with OpenAPI-style parameters. */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const routes: string[] = [];
  // The print is a tree: a route under another one's path (`/api/user/login` → `/totp`) shows only
  // its own part, indented four characters a level; the full path is its parents' joined.
  const parents: string[] = [];
  for (const line of lines) {
    const match = line.match(/^([│ ]*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const full = (parents[depth - 1] ?? '') + match[2];
    parents.push(full);
    if (!match[3]) continue;
    const path = full.replace(/:(\w+)/g, '{$1}');
    if (!(path.startsWith('/api/') || path.startsWith('/admin/api/')) || path.startsWith('/api/docs')) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
