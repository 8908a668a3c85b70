import { expect, test } from '@playwright/test';

test('the members app loads at / and on a deep link', async ({ page }) => {
  for (const url of ['/', '/pages/team/team']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.screenshot({ path: `artifacts/screens/smoke${url === '/' ? '-home' : url.replaceAll('/', '-')}.png` });
  }
});

test('the console loads at /admin', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the API answers beside the apps', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(await health.json()).toMatchObject({ ok: true, parts: { database: 'up' } });
  const config = await request.get('/api/common/sysConfig');
  expect((await config.json()).code).toBe(1);
});
