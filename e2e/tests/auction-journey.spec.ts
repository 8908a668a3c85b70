import { type Browser, expect, type Page, test } from '@playwright/test';
import { jobsDay } from '../support/auction';
import { ADMIN_USERNAME, signInToConsole, zh } from '../support/console';
import { endLotNow } from '../support/lot-clock';
import { fundedMember, nftShot, openBoxes } from '../support/nft';
import { balances, confirmWithPayPassword, type Member, signIn } from '../support/wallet';

// Auctions (375×812): a member puts an NFT on auction from its page; two members bid against each
// other in two browser contexts and each sees the other's bid arrive live, without a reload; the
// operator runs the jobs (the lot closes); the winner confirms receipt and the seller is paid the
// winning bid less the 2.5% fee; the outbid member has every cent back.

// Four browsers at once (the seller, two bidders, the console): on a loaded machine beside another
// journey this has taken three minutes.
test.describe.configure({ timeout: 240_000 });

async function memberPage(browser: Browser, baseURL: string | undefined, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, member);
  return page;
}

async function placeBid(page: Page, amount: string): Promise<void> {
  await page.getByTestId('bid-amount').fill(amount);
  await page.getByTestId('bid-submit').click();
  await expect(page.getByTestId('confirm-amount')).toContainText(amount);
  await confirmWithPayPassword(page);
  await expect(page.getByTestId('pay-password-keypad')).toHaveCount(0);
}

test('a bid war seen live by both bidders, the close by the jobs, and the buyer’s confirmation', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const seller = await fundedMember(request, '20');
  const [tokenId] = await openBoxes(request, seller, 1, 1);

  // The seller starts an auction from the NFT's page.
  await signIn(page, seller);
  await page.goto(`/pages/nft/detail?id=${tokenId}`);
  await page.getByTestId('start-auction').click();
  await expect(page.getByTestId('create-lot')).toBeVisible();
  await expect(page.getByTestId(`pick-${tokenId}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('lot-start').fill('10');
  await page.getByTestId('lot-duration').selectOption('1');
  await page.screenshot({ path: 'artifacts/screens/auction-create.png', fullPage: true });
  await page.getByTestId('lot-create').click();
  await expect(page.getByTestId('lot-title')).toBeVisible();
  const lotId = new URL(page.url()).searchParams.get('id');
  expect(lotId).toMatch(/^\d+$/);
  await expect(page.getByTestId('lot-min-next')).toHaveText('10.00 USDT');
  await expect(page.getByTestId('lot-countdown')).toHaveText(/^00:59:\d\d$/);
  await nftShot(page, 'auction-lot-new');
  await page.goto(`/pages/nft/detail?id=${tokenId}`);
  await expect(page.getByTestId('view-auction')).toBeVisible();

  // Two bidders, each in their own browser.
  const alice = await fundedMember(request, '100');
  const bob = await fundedMember(request, '100');
  const a = await memberPage(browser, baseURL, alice);
  const b = await memberPage(browser, baseURL, bob);
  await a.goto(`/pages/auction/lot?id=${lotId}`);
  await b.goto(`/pages/auction/lot?id=${lotId}`);
  await expect(a.getByTestId('lot-bid-count')).toHaveText('0');
  await expect(b.getByTestId('lot-bid-count')).toHaveText('0');

  // Alice bids 10: Bob sees it arrive without a reload, with the new minimum.
  await placeBid(a, '10');
  await expect(a.getByTestId('lot-leading')).toContainText('10.00');
  await expect(b.getByTestId('lot-current')).toHaveText('10.00 USDT');
  await expect(b.getByTestId('lot-min-next')).toHaveText('10.50 USDT');
  await expect(b.getByTestId('lot-bids')).toContainText('10.00 USDT');
  await nftShot(b, 'auction-lot-bob-sees-alice');

  // Below the minimum is refused with it; then Bob bids 12 and Alice sees it live.
  await b.getByTestId('bid-amount').fill('10.49');
  await b.getByTestId('bid-submit').click();
  await confirmWithPayPassword(b);
  await expect(b.getByText('The bid must be at least 10.50 USDT').or(b.getByText('出价不能低于 10.50 USDT')).first()).toBeVisible();
  await placeBid(b, '12');
  await expect(a.getByTestId('lot-current')).toHaveText('12.00 USDT');
  await expect(a.getByTestId('lot-leading')).toHaveCount(0);
  await expect(a.getByTestId('lot-bid-count')).toHaveText('2');
  await nftShot(a, 'auction-lot-alice-sees-bob');
  expect((await balances(request, alice)).USDT?.available).toBe('100.00');
  expect((await balances(request, bob)).USDT?.available).toBe('88.00');

  // The lot's hour passes; the operator runs the jobs in the console: the lot closes, sold to Bob.
  endLotNow(lotId ?? '');
  const console = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInToConsole(console);
  await console.goto('/admin/staking/jobs');
  // The page fills in today once it knows it: a day typed before that would be written after it.
  await expect(console.getByTestId('jobs-today')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await console.getByTestId('jobs-date').fill(jobsDay());
  await console.getByTestId('jobs-run').click();
  await console.getByTestId('confirm-ok').click();
  // The console's own run, finished. The server's own runs are listed too (at start-up, and on its
  // timer, which may fire at the same moment and list its run above the console's).
  const consoleRun = console
    .getByTestId('jobs-runs')
    .locator('tbody tr', { hasText: `${zh.enums.jobTrigger.console}（${ADMIN_USERNAME}）` })
    .first();
  await expect(consoleRun).toContainText(`${zh.enums.jobTrigger.console}（${ADMIN_USERNAME}）`);
  await expect(consoleRun).toContainText(zh.enums.jobStatus.done);
  // How long the run took, each job's time in its tooltip.
  await expect(consoleRun.getByTestId('job-took')).toHaveText(/^\d+\.\d 秒$/);
  await expect(consoleRun.getByTestId('job-took')).toHaveAttribute('title', new RegExp(zh.health.jobNames.auction));
  await console.screenshot({ path: 'artifacts/screens/auction-console-jobs.png', fullPage: true });
  await console.close();

  // Bob's page learns of the close live and leads to his order; he confirms receipt.
  await expect(b.getByTestId('lot-order')).toBeVisible();
  await nftShot(b, 'auction-lot-closed');
  await b.getByTestId('lot-order').click();
  await expect(b.getByTestId('order-amount')).toHaveText('12.00 USDT');
  await expect(b.getByTestId('order-timeline').locator('li')).toHaveCount(3);
  await nftShot(b, 'auction-order-awaiting');
  await b.getByTestId('confirm-receipt').click();
  await confirmWithPayPassword(b);
  await expect(b.getByTestId('result')).toBeVisible();
  await b.screenshot({ path: 'artifacts/screens/auction-order-confirmed.png', fullPage: true });
  await b.getByTestId('result-again').click();
  await expect(b.getByTestId('step-settled')).toBeVisible();
  await nftShot(b, 'auction-order-completed');

  // The money: Bob paid 12; the seller got 12 less 0.30; Alice has all of hers back.
  expect((await balances(request, bob)).USDT?.available).toBe('88.00');
  expect((await balances(request, alice)).USDT?.available).toBe('100.00');
  expect((await balances(request, seller)).USDT?.available).toBe('21.70');

  // The lists: Bob's won tab, the seller's selling tab.
  await b.goto('/pages/auction/auction?tab=won');
  await expect(b.getByTestId('won-orders')).toContainText('12.00');
  await nftShot(b, 'auction-won-tab');
  await page.goto('/pages/auction/auction?tab=selling');
  await expect(page.getByTestId('my-lots')).toContainText('12.00');
  await nftShot(page, 'auction-selling-tab');
});
