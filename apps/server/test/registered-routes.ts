import type { FastifyInstance } from 'fastify';

/** Every API route the server registered, as "METHOD /path" with OpenAPI-style parameters. */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const routes: string[] = [];
  for (const line of lines) {
    const match = line.match(/(\/\S*) \(([^)]+)\)/);
    if (!match?.[1] || !match[2]) continue;
    const path = match[1].replace(/:(\w+)/g, '{$1}');
    if (!(path.startsWith('/api/') || path.startsWith('/admin/api/')) || path.startsWith('/api/docs')) continue;
    for (const method of match[2].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
