import { adminFundApi } from '@mcc/contract/admin-fund';
import { commonApi } from '@mcc/contract/common';
import { fundApi } from '@mcc/contract/fund';
import { userIndexApi } from '@mcc/contract/user-index';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { isApiPath } from './security-headers';

const t = useTestApp(
  { RATE_LIMIT_PER_MINUTE: '5' },
  { dist: { 'web/index.html': '<!doctype html><title>web</title>', 'admin/index.html': '<!doctype html><title>console</title>' } },
);

const documentHeaders = {
  'content-security-policy': /default-src 'self';.*img-src 'self' data: blob:/,
  'x-frame-options': /^SAMEORIGIN$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'x-content-type-options': /^nosniff$/,
  'strict-transport-security': /^max-age=\d+/,
};
const apiHeaders = {
  'content-type': /application\/json/,
  'cache-control': /^no-store$/,
  'content-security-policy': /^default-src 'none';frame-ancestors 'none'$/,
  'x-frame-options': /^DENY$/,
  'x-content-type-options': /^nosniff$/,
  'strict-transport-security': /^max-age=\d+/,
  'x-request-id': /^[0-9a-f-]{36}$/,
};

async function expectHeaders(urls: string[], expected: Record<string, RegExp>, remoteAddress: string) {
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url, remoteAddress });
    for (const [name, pattern] of Object.entries(expected)) expect(String(res.headers[name]), `${url} ${name}`).toMatch(pattern);
    expect(res.headers['x-ratelimit-remaining'], url).toBeUndefined();
  }
}

describe('security headers', () => {
  it('gives the apps and the API docs page the document headers', async () => {
    await expectHeaders(['/', '/pages/user/user', '/admin', '/api/docs'], documentHeaders, '10.9.0.1');
  });

  it('V4.1.1 gives API answers, refusals and unknown API paths the API headers, never cacheable', async () => {
    await expectHeaders(
      [commonApi.sysConfig.path, userIndexApi.index.path, '/api/no/such/path', '/admin/api/no/such/path'],
      apiHeaders,
      '10.9.0.2',
    );
  });

  it('tells a rate-limited client its limit and when to retry', async () => {
    const get = () => t.app.inject({ method: 'GET', url: commonApi.sysConfig.path, remoteAddress: '10.9.0.3' });
    for (let i = 0; i < 5; i++) expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe('5');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
  });
});

describe('isApiPath', () => {
  it('is the members and console APIs, not the docs page or the apps', () => {
    expect(isApiPath(fundApi.transfer.path)).toBe(true);
    expect(isApiPath(adminFundApi.adjust.path)).toBe(true);
    expect(isApiPath('/api/docs')).toBe(false);
    expect(isApiPath('/api/docs/json')).toBe(false);
    expect(isApiPath('/admin')).toBe(false);
    expect(isApiPath('/pages/wallet/wallet')).toBe(false);
  });
});
