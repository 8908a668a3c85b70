import { type APIRequestContext, type CDPSession, expect, type Locator, type Page, test } from '@playwright/test';
import { CONSOLE_DEVICE, chooseOption, signInToConsole, zh } from '../support/console';
import { pageShot, screenPath } from '../support/members';
import { solidPng } from '../support/png';
import {
  balances,
  confirmWithPayPassword,
  fundByRecharge,
  type Member,
  memberPost,
  PAYPWD,
  registerMember,
  signIn,
} from '../support/wallet';

// The MCC market at 375×812 in English: the page moves live when someone else trades (the shared
// event stream), a member buys and sells through the confirm sheet with the pay password, a trade
// the pool refuses for slippage offers the new quote, and an operator pauses and resumes trading.
// Members are registered fresh; the demo pool and its trades are there from the seed.

const png = solidPng(12, 12, [35, 175, 255]);

const shot = (page: Page, name: string) => pageShot(page, `market-${name}`);

async function openMarket(page: Page, member: Member): Promise<void> {
  await page.addInitScript(`localStorage.setItem('lang', 'en')`);
  await signIn(page, member);
  await page.goto('/pages/market/market');
  await expect(page.getByTestId('nav-title')).toHaveText('MCC');
  await expect(page.getByTestId('market-price')).toHaveText(/\d\.\d+\s*USDT$/);
}

/** A member with 1000 USDT, who has the market open, and another trader with 3000 USDT. */
async function tradersWithMarketOpen(page: Page, request: APIRequestContext): Promise<{ member: Member; other: Member }> {
  const member = await registerMember(request, { payPassword: true });
  const other = await registerMember(request, { payPassword: true });
  await fundByRecharge(request, member, '1000', png);
  await fundByRecharge(request, other, '3000', png);
  await openMarket(page, member);
  return { member, other };
}

/** A finger on the chart: a horizontal drag, then two fingers spreading apart (a pinch out). */
async function dragAndPinch(page: Page, chart: Locator): Promise<void> {
  const box = (await chart.boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
  const before = await chart.getAttribute('data-range');
  await touch('touchStart', [{ x: box.x + 80, y }]);
  for (let step = 1; step <= 10; step++) await touch('touchMove', [{ x: box.x + 80 + step * 18, y }]);
  await touch('touchEnd', []);
  await expect(chart).not.toHaveAttribute('data-range', before ?? '');
  const dragged = await chart.getAttribute('data-range');
  const mid = box.x + box.width / 2;
  await touch('touchStart', [
    { x: mid - 20, y },
    { x: mid + 20, y },
  ]);
  for (let step = 1; step <= 10; step++) {
    await touch('touchMove', [
      { x: mid - 20 - step * 8, y },
      { x: mid + 20 + step * 8, y },
    ]);
  }
  await touch('touchEnd', []);
  await expect(chart).not.toHaveAttribute('data-range', dragged ?? '');
  const width = (range: string | null) => {
    const [from = 0, to = 0] = (range ?? '0:0').split(':').map(Number);
    return to - from;
  };
  // Spreading two fingers zooms in: fewer candles across the chart.
  expect(width(await chart.getAttribute('data-range'))).toBeLessThan(width(dragged));
}

test('a member sees the market move live, buys MCC and sells it again', async ({ page, request }) => {
  const { member, other } = await tradersWithMarketOpen(page, request);

  const price = page.getByTestId('market-price');
  const chart = page.getByTestId('market-chart');
  await page.getByRole('tab', { name: '1m' }).click();
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await expect(chart).toHaveAttribute('data-range', /:/);
  await expect(page.getByTestId('trades-all').getByTestId('trade-line').first()).toBeVisible();
  await expect(page.getByTestId('market-change')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  await shot(page, 'en');

  // Someone else buys: the price and the last 1-minute candle move without a reload.
  const before = { price: await price.textContent(), close: await chart.getAttribute('data-last-close') };
  await memberPost(request, other, '/api/fund/buySsk', { amount: '2000', min_out: '0', paypwd: PAYPWD });
  await expect(price).not.toHaveText(before.price ?? '');
  await expect(chart).not.toHaveAttribute('data-last-close', before.close ?? '');
  await expect(page.getByTestId('trades-all').getByTestId('trade-line').first()).toContainText(other.uid.slice(-2));

  await dragAndPinch(page, chart);

  // The member buys 500 USDT of MCC with a 1% guard.
  await page.getByTestId('trade-amount').fill('500');
  await expect(page.getByTestId('quote-out')).toHaveText(/^\d+\.\d+ MCC$/);
  await page.getByTestId('slippage-100').click();
  await expect(page.getByTestId('quote-min')).toHaveText(/^\d+\.\d+ MCC$/);
  await expect(page.getByTestId('quote-fee')).toHaveText('1.50 USDT (0.30%)');
  await shot(page, 'quote');
  const afterOther = { price: await price.textContent(), close: await chart.getAttribute('data-last-close') };
  await page.getByTestId('trade-next').click();
  await expect(page.getByTestId('confirm-sheet')).toContainText('Minimum received');
  await confirmWithPayPassword(page, page.getByTestId('confirm-sheet'));
  await expect(page.getByTestId('result-title')).toHaveText('Bought MCC');
  await page.screenshot({ path: screenPath('market-bought') });
  await page.getByTestId('trade-done').click();
  const bought = await balances(request, member);
  expect(bought.USDT?.available).toBe('500.00');
  expect(bought.MCC?.available).not.toBe('0.0000');
  await expect(price).not.toHaveText(afterOther.price ?? '');
  await expect(chart).not.toHaveAttribute('data-last-close', afterOther.close ?? '');
  await page.getByRole('tab', { name: 'My trades' }).click();
  await expect(page.getByTestId('trades-mine').getByTestId('trade-line')).toHaveCount(1);
  await expect(page.getByTestId('trades-mine').getByTestId('trade-line')).toContainText('500.00 USDT');

  // And sells everything it can type (4 decimals) back.
  await page.getByRole('tab', { name: 'Sell' }).click();
  await page.getByTestId('amount-all').click();
  await expect(page.getByTestId('quote-out')).toHaveText(/^\d+\.\d+ USDT$/);
  await page.getByTestId('trade-next').click();
  await confirmWithPayPassword(page, page.getByTestId('confirm-sheet'));
  await expect(page.getByTestId('result-title')).toHaveText('Sold MCC');
  await page.getByTestId('trade-done').click();
  const sold = await balances(request, member);
  // Less than 0.0001 MCC is left: what a member cannot type.
  expect(sold.MCC?.available).toMatch(/^0\.0000\d*$/);
  expect(sold.USDT?.available).not.toBe('500.00');
  await expect(page.getByTestId('trades-mine').getByTestId('trade-line')).toHaveCount(2);
  await shot(page, 'sold');

  // The MCC wallet shows the value at the market price and the mini chart, which leads to the market.
  await page.goto('/pages/mcc/mcc');
  await expect(page.getByTestId('mcc-price')).toHaveText(/\d\.\d+\s*USDT$/);
  await expect(page.getByTestId('mcc-chart')).toHaveAttribute('data-ready', 'true');
  await shot(page, 'mcc-wallet');
  await page.getByTestId('mcc-mini-chart').click();
  await expect(page).toHaveURL(/\/pages\/market\/market$/);
  await page.goto('/pages/wallet/wallet');
  await expect(page.getByTestId('priced-note')).toContainText('MCC is counted at');
  await shot(page, 'wallet-total');
  await page.goto('/pages/user/user');
  await expect(page.getByTestId('uc-total-value')).toHaveText(/Total value\s*\d+\.\d+\s*USDT/);
  await expect(page.getByTestId('uc-mcc-price')).toHaveText(/^MCC at \d\.\d+ USDT \(market price\)$/);
});

test('a trade the pool refuses for slippage moves nothing and offers the new quote', async ({ page, request }) => {
  const { member, other } = await tradersWithMarketOpen(page, request);

  await page.getByTestId('trade-amount').fill('300');
  await expect(page.getByTestId('quote-out')).toHaveText(/^\d+\.\d+ MCC$/);
  await page.getByTestId('slippage-50').click();
  await page.getByTestId('trade-next').click();
  await expect(page.getByTestId('confirm-sheet')).toBeVisible();
  // While the member reads the confirm step, someone else's big buy moves the price by far more than 0.5%.
  await memberPost(request, other, '/api/fund/buySsk', { amount: '3000', min_out: '0', paypwd: PAYPWD });
  await confirmWithPayPassword(page, page.getByTestId('confirm-sheet'));

  const refused = page.getByTestId('slippage-refused');
  await expect(refused).toContainText('The price moved');
  await expect(refused).toContainText(/you would now get \d+\.\d+ MCC, below your minimum of \d+\.\d+ MCC/);
  expect((await balances(request, member)).USDT?.available).toBe('1000.00');
  await shot(page, 'slippage-refused');

  await page.getByTestId('accept-new-quote').click();
  await confirmWithPayPassword(page, page.getByTestId('confirm-sheet'));
  await expect(page.getByTestId('result-title')).toHaveText('Bought MCC');
  expect((await balances(request, member)).USDT?.available).toBe('700.00');
});

test.describe('the console', () => {
  test.use(CONSOLE_DEVICE);

  test('an operator reads the pool, pauses trading (members see it at once), resumes, and filters the trades', async ({
    page,
    browser,
    request,
  }) => {
    // A member's market page open beside the console, at phone size.
    const member = await registerMember(request);
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const memberPage = await phone.newPage();
    await openMarket(memberPage, member);

    await signInToConsole(page);
    await page.getByTestId('nav').getByText(zh.nav.marketPool).click();
    await expect(page.getByTestId('pool-state')).toHaveText(zh.market.trading);
    await expect(page.getByTestId('pool-fee')).toHaveText('0.003');
    await expect(page.getByTestId('liquidity-table')).toContainText('Demo market');
    await page.screenshot({ path: screenPath('console-market-pool'), fullPage: true });

    await page.getByTestId('pool-pause').click();
    await page.getByTestId('pause-reason').fill('Maintenance window');
    await page.getByTestId('pause-dialog').getByRole('button', { name: zh.market.pauseOk }).click();
    // The dialog closes when the server has answered (a refusal would stay in it, with its message).
    await expect(page.getByTestId('pause-dialog')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('pool-state')).toHaveText(zh.market.paused);
    await expect(memberPage.getByTestId('market-paused')).toBeVisible();
    await expect(memberPage.getByTestId('trade-next')).toBeDisabled();
    await shot(memberPage, 'paused');

    await page.getByTestId('pool-pause').click();
    await page.getByTestId('pause-reason').fill('Done');
    await page.getByTestId('pause-dialog').getByRole('button', { name: zh.market.resumeOk }).click();
    await expect(page.getByTestId('pause-dialog')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('pool-state')).toHaveText(zh.market.trading);
    await expect(memberPage.getByTestId('market-paused')).toHaveCount(0);
    await phone.close();

    await page.getByTestId('nav').getByText(zh.nav.marketTrades).click();
    await chooseOption(page, page.getByTestId('trades-side'), zh.market.sells);
    await page.getByTestId('trades-filter').click();
    const rows = page.getByTestId('trades-table').locator('tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('trades-table').locator('.ant-tag', { hasText: zh.market.buy })).toHaveCount(0);
    await page.screenshot({ path: screenPath('console-market-trades'), fullPage: true });
  });
});
