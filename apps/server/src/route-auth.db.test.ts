import { describe, expect, it } from 'vitest';
import { registeredApiRoutes } from '../test/registered-routes';
import { useTestApp } from '../test/test-app';

// Who may call what is decided by where a route is registered (app.ts: the members' scope, the
// console's scope, or the public routes below). Adding a public route means adding it here.
const PUBLIC = new Set([
  'GET /api/common/sysConfig',
  'GET /api/dev/outbox',
  'POST /admin/api/login',
  'POST /admin/api/login/totp',
  'POST /admin/api/login/totp/setup',
  'POST /admin/api/login/totp/enable',
  'POST /api/ems/send',
  'POST /api/sms/send',
  'POST /api/user/login',
  // The code step of a sign-in with the second factor on: the ticket from the password step stands in for a token.
  'POST /api/user/login/totp',
  'POST /api/user/refresh',
  'POST /api/user/register',
  'POST /api/user/resetpwd',
  'POST /api/user/tpLogin',
  'POST /api/user/tpNonce',
  'POST /api/user/tpRegister',
  // Content pages: registration links the user agreement and privacy policy before sign-in.
  'GET /api/common/page',
]);

const t = useTestApp();

describe('every API route', () => {
  it('V7.2.1 V8.2.1 V8.3.1 answers HTTP 401 without a token unless it is on the public allowlist', async () => {
    const routes = registeredApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
    const open: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const res = await t.app.inject({
        method,
        url: path.replace(/\{\w+\}/g, 'x'),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      if (res.statusCode === 401) expect(res.json()).toMatchObject({ code: 401 });
      else open.push(route);
    }
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('keeps the allowlist to routes that exist', () => {
    const routes = new Set(registeredApiRoutes(t.app));
    expect([...PUBLIC].filter((route) => !routes.has(route))).toEqual([]);
  });
});
