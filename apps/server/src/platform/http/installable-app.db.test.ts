import { describe, expect, it } from 'vitest';
import { testDialect, useTestApp } from '../../../test/test-app';

// The installed app's files as the build writes them: the service worker must always be checked for
// a new build (never cached as immutable), and the manifest must be read as a manifest.
const t = useTestApp(
  {},
  {
    dist: {
      'web/index.html': '<!doctype html><link rel="manifest" href="/manifest.webmanifest"><title>web</title>',
      'web/sw.js': 'self.addEventListener("fetch", () => {});',
      'web/manifest.webmanifest': JSON.stringify({ name: 'MCC', start_url: '/' }),
      'web/icons/icon-192.png': new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
      'web/assets/index-abc123.js': 'console.log(1)',
    },
  },
);

describe(`the installable app's files (${testDialect})`, () => {
  it('serves the service worker and the manifest to be revalidated on every check, the chunks as immutable', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'MCC' });
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    const chunk = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('lets the page register its worker and read its manifest under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pages/user/user' });
    const csp = String(page.headers['content-security-policy']);
    // default-src 'self' covers worker-src and manifest-src unless they are narrowed.
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });
});
