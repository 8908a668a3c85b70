import { expect, test } from '@playwright/test';
import { jobsDay } from '../support/auction';
import { endLotNow } from '../support/lot-clock';
import { consolePost, fundedMember, nftShot, openBoxes, operatorToken } from '../support/nft';
import { balances, confirmWithPayPassword, signIn } from '../support/wallet';

// A deposit lot (375×812): the seller lists an NFT asking a 10% deposit; a bid of 40 holds only 4;
// the jobs close the lot; the winner's order asks for the rest by a deadline and the winner pays it
// in the browser with the pay password; the order then awaits confirmation as usual.

test.describe.configure({ timeout: 180_000 });

test('a deposit lot won and the rest paid in the browser', async ({ browser, baseURL, page, request }) => {
  const operator = await operatorToken(request);
  // Three days to pay, so running the jobs two days ahead closes the lot without reaching the deadline.
  await consolePost(request, operator, '/admin/api/settings/save', { values: { auction_pay_hours: 72 } });
  const seller = await fundedMember(request, '20');
  const [tokenId] = await openBoxes(request, seller, 1, 1);

  // The seller lists with a 10% deposit.
  await signIn(page, seller);
  await page.goto(`/pages/auction/auction?token_id=${tokenId}`);
  await expect(page.getByTestId(`pick-${tokenId}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('lot-start').fill('10');
  await page.getByTestId('lot-deposit-kind').selectOption('percent');
  await page.getByTestId('lot-deposit-percent').fill('10');
  await page.getByTestId('lot-duration').selectOption('1');
  await page.screenshot({ path: 'artifacts/screens/auction-deposit-create.png', fullPage: true });
  await page.getByTestId('lot-create').click();
  await expect(page.getByTestId('lot-deposit-rule')).toContainText('10%');
  const lotId = new URL(page.url()).searchParams.get('id');
  expect(lotId).toMatch(/^\d+$/);

  // The buyer bids 40: the sheet and the lot say 4 is held.
  const buyer = await fundedMember(request, '100');
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const b = await context.newPage();
  await signIn(b, buyer);
  await b.goto(`/pages/auction/lot?id=${lotId}`);
  await expect(b.getByTestId('lot-deposit-rule')).toContainText('72');
  await b.getByTestId('bid-amount').fill('40');
  await b.getByTestId('bid-submit').click();
  await expect(b.getByTestId('confirm-amount')).toContainText('40');
  await expect(b.getByTestId('confirm-sheet')).toContainText('4.00 USDT');
  await confirmWithPayPassword(b);
  await expect(b.getByTestId('pay-password-keypad')).toHaveCount(0);
  await expect(b.getByTestId('lot-leading')).toContainText('4.00');
  expect((await balances(request, buyer)).USDT?.available).toBe('96.00');

  // The lot's time runs out and the jobs close it: the order awaits the rest, 36, by a deadline.
  endLotNow(lotId ?? '');
  await consolePost(request, operator, '/admin/api/jobs/run', { date: jobsDay() });
  await b.reload();
  await b.getByTestId('lot-order').click();
  await expect(b.getByTestId('order-status')).toHaveText('待付尾款');
  await expect(b.getByTestId('order-deposit')).toHaveText('4.00 USDT');
  await expect(b.getByTestId('order-due')).toHaveText('36.00 USDT');
  await expect(b.getByTestId('order-pay-by')).toBeVisible();
  await expect(b.getByTestId('step-deposit')).toContainText('4.00');
  await expect(b.getByTestId('confirm-receipt')).toHaveCount(0);
  await nftShot(b, 'auction-deposit-order-due');

  // The buyer pays the rest with the pay password.
  await b.getByTestId('pay-rest').click();
  await expect(b.getByTestId('confirm-amount')).toContainText('36.00');
  await nftShot(b, 'auction-deposit-pay-sheet');
  await confirmWithPayPassword(b);
  await expect(b.getByTestId('result-title')).toBeVisible();
  await nftShot(b, 'auction-deposit-paid');
  await b.getByTestId('paid-back').click();
  await expect(b.getByTestId('order-status')).toHaveText('待确认收货');
  await expect(b.getByTestId('step-paid')).toContainText('36.00');
  await expect(b.getByTestId('pay-rest')).toHaveCount(0);
  await expect(b.getByTestId('confirm-receipt')).toBeVisible();
  await nftShot(b, 'auction-deposit-order-paid');
  expect((await balances(request, buyer)).USDT?.available).toBe('60.00');
  await context.close();
});
