import { expect, test } from '@playwright/test';
import { expectImageLoaded, jobsDay, memberLot } from '../support/auction';
import { signInToConsole, zh } from '../support/console';
import { endLotNow } from '../support/lot-clock';
import { consolePost, fundedMember, memberGet, nftShot, operatorToken } from '../support/nft';
import { solidPng } from '../support/png';
import { balances, memberPost, PAYPWD, signIn } from '../support/wallet';

// An order appeal (375×812 for members, the console at 1280×800): the buyer of a closed lot appeals
// before confirming with an image attached, the seller answers in their own browser, the operator reads both sides' evidence
// side by side and refunds with a reason; the buyer has the money back, the seller the NFT, and
// both read the decision.

test.describe.configure({ timeout: 180_000 });

test('the buyer appeals, the seller answers, the operator refunds with a reason both see', async ({ browser, baseURL, page, request }) => {
  const { seller, tokenId, lot } = await memberLot(request);
  const buyer = await fundedMember(request, '50');
  await memberPost(request, buyer, '/api/order/add', { lot_id: lot.id, amount: '6', paypwd: PAYPWD });
  const operator = await operatorToken(request);
  // The lot's hour passes and the jobs close it (a run through a later day closes only what has ended).
  endLotNow(lot.id);
  await consolePost(request, operator, '/admin/api/jobs/run', { date: jobsDay() });
  const orderId = (await memberGet<{ order_id: number }>(request, buyer, `/api/auction/detail?id=${lot.id}`)).order_id;
  expect(orderId).toBeGreaterThan(0);

  // The buyer appeals from the order page.
  await signIn(page, buyer);
  await page.goto(`/pages/auction/detail?id=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('待确认收货');
  await page.getByTestId('appeal').click();
  await page.getByTestId('appeal-reason').selectOption('not_as_described');
  await page.getByTestId('appeal-text').fill('The NFT is not the one shown');
  // Two images are attached and one removed again: the thumbnail goes, the other is sent.
  await page.getByTestId('appeal-image-input').setInputFiles([
    { name: 'wrong.png', mimeType: 'image/png', buffer: solidPng(64, 64, [200, 40, 40]) },
    { name: 'other.png', mimeType: 'image/png', buffer: solidPng(64, 64, [40, 40, 200]) },
  ]);
  await expect(page.getByTestId('appeal-image')).toHaveCount(2);
  await expect(page.locator('[data-testid="appeal-image"][data-status="done"]')).toHaveCount(2);
  await page.getByTestId('appeal-image-remove').nth(1).click();
  await expect(page.getByTestId('appeal-image')).toHaveCount(1);
  await nftShot(page, 'auction-appeal-images');
  await page.getByTestId('appeal-send').click();
  await expect(page.getByTestId('appeal-thread')).toContainText('The NFT is not the one shown');
  await expect(page.getByTestId('thread-images').locator('img')).toHaveCount(1);
  await expect(page.getByTestId('appeal-image')).toHaveCount(0);
  await expect(page.getByTestId('appeal-order-status')).toHaveText('申诉中');
  await nftShot(page, 'auction-appeal-filed');

  // The seller answers in their own browser.
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const sellerPage = await context.newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto(`/pages/feedback/feedback?id=${orderId}`);
  await expect(sellerPage.getByTestId('appeal-thread')).toContainText('The NFT is not the one shown');
  // The seller sees the buyer's image in the thread.
  await expect(sellerPage.getByTestId('thread-images').locator('img')).toHaveCount(1);
  await expectImageLoaded(sellerPage.getByTestId('thread-images').locator('img'), 64);
  await sellerPage.getByTestId('appeal-text').fill('It is the same NFT, see its hash');
  await sellerPage.getByTestId('appeal-send').click();
  await expect(sellerPage.getByTestId('appeal-thread')).toContainText('It is the same NFT');
  await nftShot(sellerPage, 'auction-appeal-answered');

  // The operator reviews both sides and refunds.
  const console = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInToConsole(console);
  await console.goto('/admin/auction');
  // The appeals open on the open ones, the tab named in the console's language.
  await expect(console.getByText(zh.enums.auctionStatus.open, { exact: true }).first()).toBeVisible();
  const row = console.getByTestId('appeals-table').locator('tr', { hasText: `#${orderId} ` });
  await row.getByRole('button').click();
  await expect(console.getByTestId('buyer-evidence')).toContainText('The NFT is not the one shown');
  await expect(console.getByTestId('buyer-evidence').locator('img')).toHaveCount(1);
  await expectImageLoaded(console.getByTestId('buyer-evidence').locator('img'), 64);
  await expect(console.getByTestId('seller-evidence')).toContainText('It is the same NFT');
  // Nothing is chosen for the operator: deciding without a choice asks for one.
  await expect(console.getByTestId('decision').locator('input:checked')).toHaveCount(0);
  await console.getByTestId('decision-reason').fill('The picture differs from the listing');
  await console.getByTestId('decision-submit').click();
  await expect(console.getByText(zh.auction.pickDecision)).toBeVisible();
  await console.getByTestId('decision-refund').click();
  await console.screenshot({ path: 'artifacts/screens/auction-console-appeal.png' });
  await console.getByTestId('decision-submit').click();
  // The decision is confirmed before the escrow moves.
  const confirmDialog = console.locator('.ant-modal-confirm');
  await expect(confirmDialog).toContainText(zh.auction.decisionFinal);
  await console.screenshot({ path: 'artifacts/screens/console-appeal-confirm.png' });
  await confirmDialog.getByTestId('confirm-ok').click();
  await expect(console.getByTestId('appeal-decided')).toContainText('The picture differs from the listing');
  await console.screenshot({ path: 'artifacts/screens/auction-console-decided.png' });
  await console.close();

  // Both read the decision; the buyer has the money back, the seller the NFT.
  await page.reload();
  await expect(page.getByTestId('appeal-decision')).toContainText('The picture differs from the listing');
  await nftShot(page, 'auction-appeal-decided');
  await sellerPage.reload();
  await expect(sellerPage.getByTestId('appeal-decision')).toContainText('The picture differs from the listing');
  await context.close();
  expect((await balances(request, buyer)).USDT?.available).toBe('50.00');
  const nft = await memberGet<{ owner: { uid: string }; state: string }>(request, seller, `/api/nft/detail?id=${tokenId}`);
  expect(nft).toMatchObject({ owner: { uid: seller.uid }, state: 'held' });
});
