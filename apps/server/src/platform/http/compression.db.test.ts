import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { commonApi } from '@mcc/contract/common';
import { describe, expect, it } from 'vitest';
import { addOperator } from '../../../test/operators';
import { listenOnLoopback } from '../../../test/sse-client';
import { useTestApp } from '../../../test/test-app';

// The built apps go out precompressed (the build writes .br and .gz beside each asset), chosen by
// Accept-Encoding with Vary; JSON answers of 1 KB and more are compressed on the way out.
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const t = useTestApp(
  {},
  {
    dist: {
      'web/index.html': '<!doctype html><title>web</title>',
      'web/assets/index-abc123.js': script,
      'web/assets/index-abc123.js.br': brotliCompressSync(script),
      'web/assets/index-abc123.js.gz': gzipSync(script),
      'admin/index.html': '<!doctype html><title>console</title>',
    },
  },
);

const asset = (acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it('sends the brotli copy of a built asset to a browser that takes it, gzip to one that takes only gzip, the file otherwise', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses a large JSON answer and leaves a small one as it is', async () => {
    const large = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toMatchObject({ openapi: expect.any(String) });

    const small = await t.app.inject({ method: 'GET', url: commonApi.sysConfig.path, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 1 });

    // A call's answer arrives whole over HTTP, compressed as the browser asks (fetch decompresses it):
    // the console's page of 20 NAV postings with their notes in four languages, about 10 KB.
    const note = JSON.stringify({
      'zh-Hans': '趋势仓位为主。'.repeat(8),
      en: 'Trend positions. '.repeat(8),
      ja: 'トレンド。'.repeat(8),
      'zh-Hant': '趨勢倉位。'.repeat(8),
    });
    for (let i = 0; i < 20; i += 1) {
      await t.database.db
        .insertInto('coinmix_navs')
        .values({
          nav: 100_000_000n + BigInt(i) * 10_000n,
          note_json: note,
          admin_id: null,
          admin_username: 'demo',
          created_at: BigInt(i) * 1000n,
        })
        .execute();
    }
    const operator = await addOperator(t, 'super_admin');
    const base = await listenOnLoopback(t.app);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(`${base}/admin/api/coinmix/navs?page=1`, {
        headers: { token: operator.token, 'accept-encoding': encoding },
      });
      expect(res.headers.get('content-encoding') ?? 'identity', encoding).toBe(encoding);
      const text = await res.text();
      expect(text.length, encoding).toBeGreaterThan(8 * 1024);
      expect(JSON.parse(text), encoding).toMatchObject({ code: 1, data: { total: 20 } });
    }

    const none = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toMatchObject({ openapi: expect.any(String) });
  });
});
