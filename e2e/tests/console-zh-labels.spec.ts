import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_DEVICE, shot, signInToConsole, zh } from '../support/console';

test.use(CONSOLE_DEVICE);
test.describe.configure({ timeout: 180_000 });

// The zh-Hans console shows no English and no raw code: every state, purpose and label of the pages
// below reads in Chinese. Tags and column headings are read from the page itself.

/** Every coded value the console knows (`enums.*`): none may be shown as it is. */
const codes = new Set(Object.values(zh.enums).flatMap((labels) => Object.keys(labels)));
/** Technical words the zh-Hans console keeps on purpose, beside their Chinese: nonce, ppm, the SHA-256 name. */
const kept = new Set(['nonce', 'ppm']);

async function expectChinese(page: Page, name: string): Promise<void> {
  const content = page.locator('.shell-content');
  await expect(content.locator('.ant-spin-spinning')).toHaveCount(0);
  const tags = await content.locator('.ant-tag').allInnerTexts();
  expect(
    tags.map((text) => text.trim()).filter((text) => codes.has(text)),
    `${name}: tags showing a raw code`,
  ).toEqual([]);
  const headings = await content.locator('th, .ant-statistic-title, .ant-descriptions-item-label, .ant-card-head-title').allInnerTexts();
  const english = [...tags, ...headings].filter((text) =>
    [...text.matchAll(/[a-z]{3,}/g)].some((word) => !kept.has(word[0]) && !/[A-Z]/.test(text.charAt(word.index - 1))),
  );
  expect(english, `${name}: English in tags or headings`).toEqual([]);
  const text = (await content.textContent()) ?? '';
  for (const phrase of ['never (default)', 'USDT per MCC', 'The server runs', 'The MCC/USDT pool', '{{count}}', 'public']) {
    expect(text, `${name}: "${phrase}"`).not.toContain(phrase);
  }
  await shot(page, `zh-${name}`);
}

test('the zh-Hans console names every state, purpose and setting in Chinese', async ({ page }) => {
  await signInToConsole(page);

  // Daily jobs: run them once so a finished run is listed.
  await page.goto('/admin/staking/jobs');
  await expect(page.getByTestId('jobs-today')).not.toHaveText('…');
  await page.getByTestId('jobs-run').click();
  await page.getByTestId('confirm-ok').click();
  const run = page.getByTestId('jobs-runs').locator('tbody tr.ant-table-row').first();
  await expect(run).toContainText(zh.enums.jobStatus.done);
  await expect(run).toContainText(zh.enums.jobTrigger.console);
  await expect(page.getByTestId('jobs-runs').locator('th', { hasText: zh.staking.daysColumn })).toBeVisible();
  await expect(page.locator('.shell-content')).toContainText(zh.staking.jobsIntro);
  await expectChinese(page, 'jobs');

  await page.goto('/admin/market/pool');
  await expect(page.getByTestId('market-pool')).toBeVisible();
  await expect(page.locator('.shell-content')).toContainText(zh.market.poolIntro);
  await expectChinese(page, 'market-pool');

  await page.goto('/admin/settings');
  const settings = page.getByTestId('settings-table');
  await expect(settings.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(settings).toContainText(zh.settings.names.coinmix_subscribe_fee);
  await expect(settings).toContainText(zh.settings.names.auction_pay_hours);
  await expect(settings).toContainText(zh.settings.neverChanged);
  await expectChinese(page, 'settings');

  await page.goto('/admin/nft/collections');
  // The platform's stock of the first item that has any: each NFT's state in words.
  const stock = page.getByTestId('stock-table');
  const items = page.locator('[data-testid^="stock-"]:not([data-testid="stock-table"])');
  await expect(items.first()).toBeVisible();
  for (let i = 0; i < (await items.count()); i++) {
    await items.nth(i).click();
    await expect(stock.locator('.ant-spin-spinning')).toHaveCount(0);
    if ((await stock.locator('tbody tr.ant-table-row').count()) > 0) break;
    await page.keyboard.press('Escape');
    await expect(stock).toBeHidden();
  }
  await expect(stock.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const states = (await stock.locator('.ant-tag').allInnerTexts()).map((s) => s.trim());
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((s) => Object.values(zh.enums.tokenState).includes(s))).toBe(true);
  await shot(page, 'zh-nft-stock');
  await page.keyboard.press('Escape');

  await page.goto('/admin/nft/listings');
  await expect(page.getByTestId('listings-table').locator('tbody tr').first()).toBeVisible();
  await expectChinese(page, 'nft-listings');

  await page.goto('/admin/nft/draws');
  await expect(page.getByTestId('draws-table').locator('tbody tr').first()).toBeVisible();
  await expectChinese(page, 'nft-draws');

  await page.goto('/admin/staking/products');
  await expect(page.locator('.shell-content .ant-table-row').first()).toBeVisible();
  await expectChinese(page, 'staking-products');

  await page.goto('/admin/chain');
  // Payouts are listed when a hot wallet is set; the networks and deposits always are.
  await expect(page.locator('.shell-content .ant-card').first()).toBeVisible();
  await expectChinese(page, 'chain');

  await page.goto('/admin/members');
  await page.getByPlaceholder(zh.members.searchPlaceholder).fill('13800000002');
  await page.getByRole('button', { name: zh.common.search }).click();
  await page.getByTestId('member-table').getByRole('link', { name: '100002' }).click();
  await expect(page.getByTestId('member-balances')).toBeVisible();
  await expectChinese(page, 'member-detail');
});
