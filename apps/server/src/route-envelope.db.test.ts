import { adminFundApi } from '@mcc/contract/admin-fund';
import { describe, expect, it } from 'vitest';
import { isEnvelope, newKey, within } from '../test/http';
import { addMember } from '../test/members';
import { objectAt, openApiOperations } from '../test/openapi-walk';
import { createOperator } from '../test/operators';
import { registeredApiRoutes } from '../test/registered-routes';
import { useTestApp } from '../test/test-app';
import { OperatorSessions } from './platform/auth/operator-sessions';

// The status and envelope rule of every route (docs/api.md): a refusal is HTTP 200 with code 0,
// 401 only for no valid token, 404 only for a route that does not exist, 429 for rate limits, never
// a 5xx; and no string with a control character reaches a route on either database.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });

/** A live token for the route's side: a new member for /api, a new super admin for /admin/api. */
async function tokenFor(path: string): Promise<string> {
  if (path.startsWith('/admin/api/')) {
    const operator = await createOperator(t, 'super_admin');
    return (await new OperatorSessions(t.database.db, t.clock).issue(operator.id)).token;
  }
  return (await addMember(t)).token;
}

describe('every route', () => {
  it('answers a signed-in caller with HTTP 200 and the envelope, with or without a trailing slash', async () => {
    const routes = registeredApiRoutes(t.app).filter((route) => route !== 'GET /api/stream');
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      for (const url of [path.replace(/\{\w+\}/g, '1'), `${path.replace(/\{\w+\}/g, '1')}/`]) {
        const res = await within(
          route,
          t.app.inject({
            method,
            url,
            headers: { token: await tokenFor(path), lang: 'en', 'idempotency-key': newKey() },
            ...(method === 'POST' ? { payload: {} } : {}),
          }),
        );
        const body = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
        if (res.statusCode !== 200 || !isEnvelope(body)) wrong.push(`${method} ${url} → HTTP ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 404 with the envelope only for a route that does not exist', async () => {
    for (const url of ['/api/no/such', '/admin/api/no/such', '/api/fund/transfers']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(isEnvelope(res.json())).toBe(true);
      expect(res.json().code).toBe(0);
    }
  });

  it('V8.2.1 refuses a role without the permission with HTTP 200 and code 0', async () => {
    const support = await createOperator(t, 'support');
    const { token } = await new OperatorSessions(t.database.db, t.clock).issue(support.id);
    const res = await t.app.inject({
      method: 'POST',
      url: adminFundApi.adjust.path,
      headers: { token, lang: 'en', 'idempotency-key': newKey() },
      payload: { user_id: 1, asset: 'USDT', amount: '1.00', reason: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { permission: expect.any(String) } });
  });
});

describe('a NUL byte in any string of any operation of the OpenAPI document', () => {
  it('is refused with code 0 naming the field, never a 5xx', async () => {
    const operations = (await openApiOperations(t)).filter((op) => op.path.startsWith('/api/') || op.path.startsWith('/admin/api/'));
    expect(operations.length).toBeGreaterThan(50);
    let sent = 0;
    const wrong: string[] = [];
    for (const op of operations) {
      const token = await tokenFor(op.path);
      const headers = { token, lang: 'en', 'idempotency-key': newKey() };
      const cases: Array<{ field: string; url: string; payload?: unknown }> = [
        ...op.queryNames.map((name) => ({ field: name, url: `${op.path}?${name}=a%00b` })),
        ...op.bodyStrings.map((field) => ({ field, url: op.path, payload: objectAt(field, 'a\u0000b') })),
      ];
      for (const c of cases) {
        sent += 1;
        const res = await within(
          `${op.method} ${c.url}`,
          t.app.inject({ method: op.method, url: c.url, headers, ...(c.payload === undefined ? {} : { payload: c.payload as object }) }),
        );
        const body = res.json();
        if (res.statusCode !== 200 || body.code !== 0 || body.data?.field !== c.field) {
          wrong.push(`${op.method} ${c.url} ${c.field} → HTTP ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  });
});
