import { commonApi } from '@mcc/contract/common';
import { describe, expect, it } from 'vitest';
import { METRICS_TOKEN } from '../../../test/metrics';
import { createTestApp, useTestApp } from '../../../test/test-app';
import { Readiness } from '../../platform/readiness';

// /readyz: 200 while the process serves; 503 while it prepares the database (every other request
// then answered 503, the probes and the scrape still answered), while it closes, or while a
// configured Redis does not answer. /healthz stays liveness throughout.

const readiness = new Readiness();
const t = useTestApp({ METRICS_TOKEN }, { readiness });

const ready = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /readyz', () => {
  it('is 200 while the process serves', async () => {
    expect(await ready()).toEqual({ status: 200, body: { ok: true, state: 'serving', database: 'up', redis: 'unused' } });
  });

  it('is 503 while the process prepares, when only the probes and the scrape are answered', async () => {
    readiness.preparing();
    try {
      expect(await ready()).toEqual({ status: 503, body: { ok: false, state: 'preparing', database: 'up', redis: 'unused' } });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scrape.statusCode).toBe(200);
      const call = await t.app.inject({ method: 'GET', url: commonApi.sysConfig.path, headers: { lang: 'en' } });
      expect(call.statusCode).toBe(503);
      expect(call.json()).toMatchObject({ code: 0, msg: 'The service is unavailable for a moment; please try again' });
    } finally {
      readiness.prepared();
    }
    expect((await ready()).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: commonApi.sysConfig.path })).statusCode).toBe(200);
  });

  it('starts background work only once prepared', async () => {
    const waiting = new Readiness();
    const started: string[] = [];
    waiting.preparing();
    waiting.whenPrepared(() => started.push('jobs'));
    expect(started).toEqual([]);
    waiting.prepared();
    expect(started).toEqual(['jobs']);
    waiting.whenPrepared(() => started.push('watcher'));
    expect(started).toEqual(['jobs', 'watcher']);
  });

  it('is 503 once the process is closing', async () => {
    const closing = new Readiness();
    const other = await createTestApp({}, { readiness: closing });
    try {
      closing.closing();
      expect(await ready(other.app)).toMatchObject({ status: 503, body: { ok: false, state: 'closing' } });
    } finally {
      await other.close();
    }
  });

  it('is 503 while the configured Redis does not answer; /healthz still 200', async () => {
    // Nothing listens on port 1: ioredis keeps trying, and the process serves without Redis meanwhile.
    const other = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1/' }, { expectLogs: [/Redis does not answer/, /event bus/] });
    try {
      expect(await ready(other.app)).toMatchObject({ status: 503, body: { ok: false, state: 'serving', database: 'up', redis: 'down' } });
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  }, 30_000);
});
