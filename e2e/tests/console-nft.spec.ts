import { expect, test } from '@playwright/test';
import { CONSOLE_DEVICE, chooseOption, shot, signInToConsole, zh } from '../support/console';
import { journeyCatalogue } from '../support/nft';
import { solidPng } from '../support/png';

test.use(CONSOLE_DEVICE);
test.describe.configure({ timeout: 150_000 });

// The console's NFT pages (1280×800): an operator adds an item with an uploaded image to a
// collection, mints two into the platform's stock and puts one on sale (a primary sale), which the
// listings page shows; the boxes page shows the demo box's odds and commitments, the draws page
// the members' draws and the recipes.

test('an operator adds an item with its image, mints it and sells one; boxes, listings and draws are shown', async ({ page, request }) => {
  const catalogue = await journeyCatalogue(request, '30');
  await signInToConsole(page);
  await page.getByTestId('nav').getByText(zh.nav.nftCollections).click();
  await expect(page.getByTestId('collections-table')).toContainText('Genesis Orbs');
  await expect(page.getByTestId('collections-table')).toContainText(catalogue.name);

  await page.getByTestId('item-new').click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog.locator('.ant-form-item', { hasText: zh.nft.collection }).locator('.ant-select'), catalogue.name);
  for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) await dialog.getByTestId(`name-${lang}`).fill(`Console relic ${lang}`);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'relic.png', mimeType: 'image/png', buffer: solidPng(40, 40, [220, 180, 30]) });
  await expect(dialog.getByText(/SHA-256 [0-9a-f]{64}/)).toBeVisible();
  await chooseOption(page, dialog.locator('.ant-form-item', { hasText: zh.nft.rarityTier }).locator('.ant-select'), 'SR');
  await dialog.getByTestId('item-supply').fill('5');
  await shot(page, 'nft-item-editor', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('items-table').locator('tr', { hasText: 'Console relic en' });
  await expect(row).toContainText('SR');
  await row.getByRole('button', { name: zh.nft.mint }).click();
  const mint = page.getByRole('dialog');
  await mint.locator('input').fill('2');
  await mint.getByTestId('form-modal-ok').click();
  await expect(mint).toBeHidden();
  await expect(row).toContainText('2');
  await shot(page, 'nft-collections');

  await row.getByRole('button', { name: zh.nft.stock }).click();
  const stock = page.getByTestId('stock-table');
  await expect(stock.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await stock.getByRole('button', { name: zh.nft.sell }).first().click();
  const sell = page.getByRole('dialog', { name: new RegExp(zh.nft.sell) });
  await sell.getByTestId('sell-price').fill('99');
  await sell.getByTestId('form-modal-ok').click();
  await expect(sell).toBeHidden();
  await expect(stock.locator('tbody tr.ant-table-row').first()).toContainText('99.00');
  await page.locator('.ant-drawer-close').click();
  await expect(stock).toBeHidden();

  await page.getByTestId('nav').getByText(zh.nav.nftListings).click();
  const listing = page.getByTestId('listings-table').locator('tr', { hasText: 'Console relic en' });
  await expect(listing).toContainText('99.00');
  await expect(listing).toContainText(zh.enums.listingStatus.open);
  await expect(listing).toContainText(zh.enums.seller.platform);
  await shot(page, 'nft-listings');

  await page.getByTestId('nav').getByText(zh.nav.nftBoxes).click();
  await expect(page.getByTestId('box-1')).toContainText('Genesis Box');
  await expect(page.getByTestId('box-1')).toContainText(zh.enums.oddsReason.published);
  await shot(page, 'nft-boxes');

  await page.getByTestId('nav').getByText(zh.nav.nftDraws).click();
  await expect(page.getByTestId('draws-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shot(page, 'nft-draws');
  await page.getByRole('tab', { name: zh.nft.recipes }).click();
  await expect(page.getByTestId('recipes-table')).toContainText(catalogue.name);
  await shot(page, 'nft-recipes');
});
