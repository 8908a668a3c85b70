import { randomBytes } from 'node:crypto';
import { commonApi } from '@mcc/contract/common';
import { afterEach, describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function open(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

const sysConfig = (t: TestApp) => getFrom(t, commonApi.sysConfig, { ip: '10.1.2.3' });

describe('API rate limit', () => {
  it('V2.4.1 refuses past the per-minute limit with a localised envelope, and recovers after the window', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) expect((await sysConfig(t)).status).toBe(200);
    const limited = await sysConfig(t);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 0 });
    expect(limited.body.msg).toMatch(/^Too many requests; try again in \d+ s$/);
  });

  it('is shared by server processes through Redis when REDIS_URL is set', async () => {
    const env = {
      RATE_LIMIT_PER_MINUTE: '4',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `mcc-test-${randomBytes(4).toString('hex')}:`,
    };
    const a = await open(env);
    const b = await open(env);
    expect((await sysConfig(a)).status).toBe(200);
    expect((await sysConfig(b)).status).toBe(200);
    expect((await sysConfig(a)).status).toBe(200);
    expect((await sysConfig(b)).status).toBe(200);
    expect((await sysConfig(a)).status).toBe(429);
    expect((await sysConfig(b)).status).toBe(429);
  });

  it('limits every spelling of an API path the router accepts: percent-encoded prefixes count under the same budget', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '2' });
    const calls: Array<[string, string]> = [
      ['GET', '/%61pi/common/sysConfig'],
      ['GET', '/%61%70%69/common/sysConfig'],
      ['GET', '/api/%63ommon/sysConfig'],
      ['POST', '/%61pi/user/login'],
      ['POST', '/%61dmin/api/login'],
      ['POST', '/admin/%61pi/login'],
    ];
    for (const [method, url] of calls) {
      const ip = `10.9.${calls.findIndex(([, u]) => u === url)}.1`;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          remoteAddress: ip,
          payload: method === 'POST' ? {} : undefined,
        });
        statuses.push(res.statusCode);
      }
      expect({ url, first: statuses[0] !== 404, last: statuses[2] }).toEqual({ url, first: true, last: 429 });
    }
  });
});
