import { expect, test } from '@playwright/test';
import { CONSOLE_DEVICE, CONSOLE_VIEWPORT, consoleToken, shot, signInToConsole, zh } from '../support/console';
import { consolePost, fundedMember, memberGet } from '../support/nft';

test.use(CONSOLE_DEVICE);
test.describe.configure({ timeout: 150_000 });

// A primary lot from the console (in Chinese): the operator mints a platform NFT, opens the
// auction page's Lots tab, fills the new-lot form with a reserve and a deposit, sees a refusal
// (a reserve below the start price), corrects it and starts the lot; members see it among the
// open lots as the platform's, with its deposit.

test('an operator puts a platform NFT on a primary lot; members see it open', async ({ page, request }) => {
  await signInToConsole(page);
  const token = await consoleToken(page);
  const items = await (await request.get('/admin/api/nft/items', { headers: { token } })).json();
  const itemId = (items as { data: { list: { id: number }[] } }).data.list[0]!.id;
  const minted = await consolePost<{ token_ids: number[] }>(request, token, '/admin/api/nft/item/mint', { item_id: itemId, count: 1 });
  const tokenId = minted.token_ids[0]!;

  await page.goto('/admin/auction');
  await page.getByRole('tab', { name: zh.auction.lots }).click();
  await page.getByTestId('lot-new').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(zh.auction.newLotSummary);
  const nft = dialog.locator('.ant-form-item', { hasText: zh.auction.platformNft }).locator('.ant-select');
  await nft.click();
  await page.keyboard.type(`#${tokenId} `);
  await page.keyboard.press('Enter');
  await expect(nft).toContainText(`#${tokenId} `);
  await dialog.getByTestId('lot-start').fill('50');
  await dialog.getByTestId('lot-reserve').fill('40');
  await dialog.getByTestId('lot-increment').fill('10');
  await dialog.getByTestId('lot-deposit-percent').click();
  await dialog.getByTestId('lot-deposit-value').fill('20');

  // The server refuses a reserve below the start price; the dialog stays open with the reason.
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog.getByTestId('form-modal-error')).toContainText('保留价不能低于起拍价');
  await dialog.getByTestId('lot-reserve').fill('80');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'auction-lot-form', { dialog: true });
  await page.setViewportSize(CONSOLE_VIEWPORT);
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('lots-table').locator('tr', { hasText: '80.00' }).first();
  await expect(row).toContainText(zh.auction.platform);
  // Every state reads in the console's language, an open lot's included.
  await expect(row).toContainText(zh.enums.auctionStatus.open);
  await expect(row).toContainText('50.00');
  await shot(page, 'auction-lots');

  // Members see it open, as the platform's, with its deposit.
  const member = await fundedMember(request, '10');
  const open = await memberGet<{ list: { token_id: number; seller: unknown; start_price: string; deposit_rate: string | null }[] }>(
    request,
    member,
    '/api/auction/index',
  );
  expect(open.list.find((l) => l.token_id === tokenId)).toMatchObject({ seller: null, start_price: '50.00', deposit_rate: '0.2' });
});
