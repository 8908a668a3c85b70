import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/held-requests';
import { apiLogin, overlaysGone, presetToken, screenPath } from '../support/members';
import { ROUTES, screenName } from '../support/routes';

test.describe('every route', () => {
  test.beforeEach(async ({ page, request }) => {
    await presetToken(page, await apiLogin(request));
  });

  // Signed in, the login page sends the member on (members-polish.spec.ts); signed out it is the account journeys' first page.
  const signedInPages = ROUTES.filter((r) => r.path !== '/pages/login/autoLogin' && r.path !== '/pages/login/login');
  for (const route of signedInPages) {
    test(`${route.path} renders ${route.title || 'without a title'}`, async ({ page }) => {
      await page.goto(`${route.path}${route.path.endsWith('detail') ? '?id=1' : ''}`);
      const bar = page.getByTestId('nav-title');
      if (route.title) await expect(bar).toHaveText(route.title);
      else await expect(bar).toHaveText('');
      await expect(page).toHaveTitle(route.title || 'MCC');
      await expect(page.getByTestId('page-loading')).toHaveCount(0);
      await expect(page.getByTestId('page-error')).toHaveCount(0);
      if (route.pull) await expect(page.locator('[data-pull-state]')).toHaveCount(1);
      await overlaysGone(page);
      await page.screenshot({ path: screenPath(screenName(route.path)), fullPage: true });
    });
  }
});

test('the auto-login page restores nothing without a refresh cookie and goes to login with the way back', async ({ page }) => {
  await page.goto('/pages/login/autoLogin?redirect=%2Fpages%2Fwallet%2Fwallet');
  await expect(page).toHaveURL(/\/pages\/login\/login\?redirect=%2Fpages%2Fwallet%2Fwallet$/);
});

test('an unknown path says it is not found and offers the way home', async ({ page, request }) => {
  await presetToken(page, await apiLogin(request));
  await page.goto('/pages/nope/nope?x=1');
  await expect(page.getByTestId('not-found')).toHaveText('页面 /pages/nope/nope 不存在');
  await page.screenshot({ path: screenPath('not-found') });
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('nav-title')).toHaveText('AI量化');
});

test('a login-required page sends a visitor to login with the way back', async ({ page }) => {
  await page.goto('/pages/wallet/wallet?tab=2');
  await expect(page).toHaveURL(`/pages/login/login?redirect=${encodeURIComponent('/pages/wallet/wallet?tab=2')}`);
  await expect(page.getByTestId('nav-title')).toHaveText('登录');
});

test('query parameters reach the page', async ({ page, request }) => {
  await presetToken(page, await apiLogin(request));
  await page.goto('/pages/nft/detail?id=42');
  await expect(page.getByText('#42')).toBeVisible();
});

test('a 401 from the API lands on the auto-login page', async ({ page }) => {
  await presetToken(page, 'not-a-valid-token');
  const release = await holdRequests(page, '**/api/user/refresh');
  await page.goto('/pages/user/user');
  await expect(page).toHaveURL(/\/pages\/login\/autoLogin\?redirect=%2Fpages%2Fuser%2Fuser$/);
  await expect(page.getByTestId('auto-login')).toBeVisible();
  expect(await page.evaluate<string | null>("localStorage.getItem('token')")).toBeNull();
  release();
  await expect(page).toHaveURL(/\/pages\/login\/login\?redirect=%2Fpages%2Fuser%2Fuser$/);
});
