import { expect, test } from '@playwright/test';
import { fundedMember, memberGet, nftShot, openBoxes } from '../support/nft';
import { balances, confirmWithPayPassword, signIn } from '../support/wallet';

// The marketplace (375×812): a member lists an NFT they drew (the form shows what the sale leaves
// after the 2.5% fee and the collection's 5% royalty), changes its price, and another member buys
// it with the pay password. The NFT changes owner, both balances move by one sale, and the
// provenance and the seller's listings show it.

test.describe.configure({ timeout: 150_000 });

test('a member lists an NFT, changes its price, and another member buys it', async ({ browser, baseURL, page, request }) => {
  const seller = await fundedMember(request, '20');
  const [tokenId] = await openBoxes(request, seller, 1, 1);
  await signIn(page, seller);
  await page.goto(`/pages/nft/detail?id=${tokenId}`);
  await expect(page.getByTestId('nft-owner')).toContainText(seller.uid);
  await expect(page.getByTestId('start-auction')).toBeVisible();
  await nftShot(page, 'detail-mine');

  await page.getByTestId('list').click();
  await page.locator('#nft-price').fill('25');
  await expect(page.getByTestId('proceeds')).toHaveText('23.125 USDT');
  await page.screenshot({ path: 'artifacts/screens/nft-list-sheet.png' });
  await page.getByTestId('price-submit').click();
  await expect(page.getByTestId('nft-state')).toHaveText('出售中');
  await expect(page.getByTestId('listing-price')).toHaveText('25.00 USDT');

  await page.getByTestId('reprice').click();
  await page.locator('#nft-price').fill('30');
  await expect(page.getByTestId('proceeds')).toHaveText('27.75 USDT');
  await page.getByTestId('price-submit').click();
  await expect(page.getByTestId('listing-price')).toHaveText('30.00 USDT');
  await nftShot(page, 'detail-listed');

  // Another member, in another browser context, buys it.
  const buyer = await fundedMember(request, '50');
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const buyerPage = await context.newPage();
  await signIn(buyerPage, buyer);
  await buyerPage.goto('/pages/nft/nft');
  await expect(buyerPage.getByTestId(`nft-${tokenId}`)).toContainText('30.00 USDT');
  await buyerPage.getByTestId(`nft-${tokenId}`).click();
  await buyerPage.getByTestId('buy').click();
  await expect(buyerPage.getByTestId('confirm-amount')).toContainText('30.00');
  await buyerPage.screenshot({ path: 'artifacts/screens/nft-buy-confirm.png' });
  await confirmWithPayPassword(buyerPage);
  await expect(buyerPage.getByTestId('result')).toBeVisible();
  await buyerPage.screenshot({ path: 'artifacts/screens/nft-bought.png', fullPage: true });
  await buyerPage.getByTestId('result-again').click();
  await expect(buyerPage.getByTestId('nft-owner')).toContainText(buyer.uid);
  await expect(buyerPage.getByTestId('provenance-bought')).toContainText(seller.uid);
  await nftShot(buyerPage, 'detail-bought');
  await context.close();

  // One sale: the buyer paid 30, the seller got 30 less 0.75 fee and 1.50 royalty.
  expect((await balances(request, buyer)).USDT?.available).toBe('20.00');
  expect((await balances(request, seller)).USDT?.available).toBe('37.75');
  const detail = await memberGet<{ owner: { uid: string }; provenance: { event: string }[] }>(
    request,
    seller,
    `/api/nft/detail?id=${tokenId}`,
  );
  expect(detail.owner.uid).toBe(buyer.uid);
  expect(detail.provenance.map((p) => p.event)).toEqual(['minted', 'won', 'bought']);

  // The seller sees it sold in their listings.
  await page.goto('/pages/nft/nft?tab=listings');
  await expect(page.getByTestId('my-listings').getByText('已售出')).toBeVisible();
  await nftShot(page, 'my-listings');
});
