import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp(
  {},
  {
    dist: {
      'web/index.html': '<!doctype html><title>web</title>',
      'web/assets/index-abc123.js': 'console.log(1)',
      'web/pages/login/login.html': '<!doctype html><title>login, prerendered</title>',
      'web/prerendered.json': JSON.stringify({
        pages: { '/pages/login/login': 'pages/login/login.html' },
        scriptHashes: ['sha256-c3RhcnQtdXA='],
      }),
      'admin/index.html': '<!doctype html><title>console</title>',
    },
  },
);

describe('serving the apps', () => {
  it('returns the members app for / and for any history-mode path', async () => {
    for (const url of ['/', '/pages/team/team?level=2', '/pages/does/not/exist']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>web</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('returns a prerendered page its own HTML, its start-up script allowed by hash alone', async () => {
    for (const url of ['/pages/login/login', '/pages/login/login?redirect=%2F']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>login, prerendered</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'sha256-c3RhcnQtdXA=';");
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
});
