import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The login page is the first page a new member opens: every script it requests in Chromium,
// gzipped, stays within this budget. What only signed-in pages need loads after sign-in.
const LOGIN_PAGE_JS_BUDGET = 130 * 1024;

test('the login page requests at most 130 KB of JavaScript (gzip)', async ({ page }) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  await page.goto('/pages/login/login');
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const list = [...scripts].sort((a, b) => b[1] - a[1]).map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`);
  console.log(`login page JS: ${(total / 1024).toFixed(1)} KB gz in ${scripts.size} file(s)\n  ${list.join('\n  ')}`);
  expect(total, list.join('\n')).toBeLessThanOrEqual(LOGIN_PAGE_JS_BUDGET);
});
