import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiLogin, overlaysGone, presetToken } from '../support/members';

// axe-core on the members' app's main pages: no violation of serious or critical impact.
// A dozen pages with a full axe run each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });
const PUBLIC_PAGES = ['/pages/login/login', '/pages/register/register', '/pages/register/tpregister', '/pages/about/agreement'];
const MEMBER_PAGES = [
  '/',
  '/pages/user/user',
  '/pages/about/about',
  '/pages/wallet/wallet',
  '/pages/usdt/usdt',
  '/pages/usdt/transfer',
  '/pages/market/market',
  '/pages/index/index',
  '/pages/nft/luckbox',
  '/pages/notice/notice',
  '/pages/team/team',
  '/pages/profile/profile',
];

async function violations(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.page-loader, .lazy-loading')).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 15_000 });
  await overlaysGone(page);
  // A loading toast may still open after the page settled (a later request), and axe would measure
  // it mid-fade, at a fraction of its opacity; toasts are antd-mobile's own, white on dark at rest.
  const result = await new AxeBuilder({ page }).exclude('.adm-toast-mask').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path} ${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test('the public pages have no serious or critical accessibility violation', async ({ page }) => {
  const found: string[] = [];
  for (const path of PUBLIC_PAGES) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});

test('the signed-in pages have no serious or critical accessibility violation', async ({ page }) => {
  await presetToken(page, await apiLogin(page.request));
  const found: string[] = [];
  for (const path of MEMBER_PAGES) found.push(...(await violations(page, path)));
  expect(found).toEqual([]);
});
