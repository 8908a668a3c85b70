import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(
  {},
  {
    dist: {
      'web/index.html': '<!doctype html><title>web</title>',
      'web/assets/index-abc123.js': 'console.log(1)',
      'web/pages/login/login.html': '<!doctype html><title>login, prerendered</title>',
      'web/home.html': '<!doctype html><title>home, prerendered</title>',
      'web/pages/pledge/pledge.html': '<!doctype html><title>pledge home, prerendered</title>',
      'web/prerendered.json': JSON.stringify({
        pages: {
          '/pages/login/login': { file: 'pages/login/login.html', scriptHash: 'sha256-bG9naW4=' },
          '/': { file: 'home.html', scriptHash: 'sha256-aG9tZQ==' },
          '/pages/pledge/pledge': { file: 'pages/pledge/pledge.html', scriptHash: 'sha256-aG9tZQ==' },
        },
      }),
      'admin/index.html': '<!doctype html><title>console</title>',
    },
  },
);

describe('serving the apps', () => {
  it('returns the members app for any history-mode path the build did not prerender', async () => {
    for (const url of ['/pages/team/team?level=2', '/pages/pledge/order', '/pages/does/not/exist', '/index.html/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>web</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    }
  });

  it('answers not found for a missing file rather than the app, so an old chunk or a missing icon never gets HTML', async () => {
    for (const url of ['/icon-gone.png', '/assets/index-gone000.js', '/assets/style-gone000.css?v=1', '/admin/assets/gone.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
      expect(res.json(), url).toMatchObject({ code: 0 });
    }
    const present = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(present.statusCode).toBe(200);
    expect(present.body).toBe('console.log(1)');
  });

  it('returns a prerendered page its own HTML, its start-up script allowed by its own hash alone', async () => {
    const cases = [
      { urls: ['/pages/login/login', '/pages/login/login?redirect=%2F'], title: 'login, prerendered', hash: 'sha256-bG9naW4=' },
      { urls: ['/', '/?from=share'], title: 'home, prerendered', hash: 'sha256-aG9tZQ==' },
      { urls: ['/pages/pledge/pledge'], title: 'pledge home, prerendered', hash: 'sha256-aG9tZQ==' },
    ];
    for (const { urls, title, hash } of cases) {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<title>${title}</title>`);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-security-policy'], url).toContain(`script-src 'self' '${hash}';`);
        expect(res.headers['content-security-policy'], url).not.toContain(
          hash === 'sha256-bG9naW4=' ? 'sha256-aG9tZQ==' : 'sha256-bG9naW4=',
        );
      }
    }
    const other = await t.app.inject({ method: 'GET', url: '/pages/register/register' });
    expect(other.body).toContain('<title>web</title>');
    expect(other.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('returns the console for /admin and its deep links', async () => {
    for (const url of ['/admin', '/admin/', '/admin/members/7']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>console</title>');
    }
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never answers an API path with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(0);
  });

  it('serves a file the build wrote after the server started, as the index.html that names it', async () => {
    // A new build under a running server: its index.html names chunks that were not there at start.
    await mkdir(path.join(t.config.webDist, 'assets'), { recursive: true });
    await writeFile(path.join(t.config.webDist, 'assets', 'auction-lot-page-new123.js'), 'export default 1');
    const res = await t.app.inject({ method: 'GET', url: '/assets/auction-lot-page-new123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export default 1');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await writeFile(path.join(t.config.adminDist, 'late.js'), 'export default 2');
    const admin = await t.app.inject({ method: 'GET', url: '/admin/late.js' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toBe('export default 2');
  });

  it('answers not found, like any missing file, for a path that leaves /uploads or an app folder', async () => {
    await writeFile(path.join(t.config.dataDir, 'secret.txt'), 'not for the web');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const paths = [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/%2E%2E%2Fsecret.txt',
      '/uploads/..%2fsecret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/admin/..%2f..%2fsecret.txt',
    ];
    for (const url of paths) {
      // Sent as written: an HTTP client of our own normalizes no dot segment away.
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).not.toContain('not for the web');
      expect(JSON.parse(answer.body), url).toMatchObject({ code: 0 });
    }
  });
});
