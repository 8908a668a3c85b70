import { commonApi } from '@mcc/contract/common';
import { describe, expect, it } from 'vitest';
import { get, getFrom } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('the envelope', () => {
  it('wraps success as code 1 with the unix time of the clock', async () => {
    const res = await getFrom(t, commonApi.sysConfig);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.code).toBe(1);
    expect(body.msg).toBe('');
    expect(body.time).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(body.data.version).toBe('1.0.1');
    expect(body.data.version_code).toBe(101);
    expect(body.data.withdraw_fee).toBe('1.00');
  });

  it('answers an unknown API path with a 404 envelope in the asked language', async () => {
    const res = await get(t, '/api/nothing/here', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 0, msg: 'There is no such API call', data: null });
    const zh = await t.app.inject({ method: 'POST', url: '/admin/api/nothing', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(zh.json().msg).toBe('介面不存在');
  });

  it('refuses unknown query fields with code 0 naming the field', async () => {
    const res = await getFrom(t, commonApi.sysConfig, { query: { x: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { field: 'x' } });
  });

  it('refuses malformed JSON and oversized bodies with code 0, never 5xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: commonApi.sysConfig.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBeLessThan(500);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.statusCode).toBeLessThan(500);
    expect(huge.json().code).toBe(0);
  });

  it('answers /healthz once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    // The test app has no Redis: limits are this process's own, and events stay in it or go through PostgreSQL.
    expect(res.json()).toEqual({
      ok: true,
      parts: {
        database: 'up',
        redis: 'unused',
        events: { via: t.database.dialect === 'postgres' ? 'postgres' : 'process', state: 'up' },
        limits: 'per-process',
      },
    });
  });

  it('publishes every built path in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining([commonApi.sysConfig.path, '/healthz']));
  });
});
