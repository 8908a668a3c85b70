import { describe, expect, it } from 'vitest';
import { registeredApiRoutes } from '../test/registered-routes';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('the OpenAPI document', () => {
  it('lists every API route the server serves, each with a response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.responses && Object.keys(operation.responses).length > 0) documented.add(`${method.toUpperCase()} ${path}`);
      }
    }
    const served = registeredApiRoutes(t.app);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('is browsable at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
