import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_VIEWPORT, signInToConsole, zh } from '../support/console';
import { memberGet, signedInFundedMember } from '../support/nft';
import { balances, confirmWithPayPassword, type Member, outboxCode, shownAmount } from '../support/wallet';

// The coin-mix fund (375×812), forward priced: a member subscribes 200 USDT (the demo posted 120 days
// of NAVs, so the chart and returns are real); the USDT leaves at once and the subscription waits,
// listed with the time of the next posting, for the next NAV. A second subscription is cancelled
// (confirmed first). The operator posts a NAV in the console: the units are bought at it. The member
// redeems part of them (pending until the next NAV), the operator posts again, the redemption settles
// into the coin-mix wallet, and the member transfers part of it out and withdraws another part.

test.describe.configure({ timeout: 180_000 });

const ADDRESS = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';

async function cmShot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `artifacts/screens/coinmix-${name}.png`, fullPage: true });
}

/** A NAV one percent higher, as the server writes NAVs (8 decimals at most, 4 at least), in integers. */
function onePercentUp(nav: string): string {
  const [whole = '0', fraction = ''] = nav.split('.');
  const e8 = BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
  const next = (e8 * 101n) / 100n;
  const decimals = String(next % 100_000_000n)
    .padStart(8, '0')
    .replace(/0+$/, '')
    .padEnd(4, '0');
  return `${next / 100_000_000n}.${decimals}`;
}

interface Index {
  nav: string;
  units: string;
  available_units: string;
  wallet_available: string;
  pending_redemptions: { id: number }[];
  pending_subscriptions: { id: number }[];
}
const fund = (request: Parameters<typeof memberGet>[0], m: Member) => memberGet<Index>(request, m, '/api/coinmix/index');

test('subscribe, the operator posts a NAV, redeem settles, transfer out and withdraw', async ({ browser, baseURL, page, request }) => {
  const member = await signedInFundedMember(page, request, '500');
  await page.goto('/pages/coinMix/coinMix');
  const before = await fund(request, member);
  await expect(page.getByTestId('nav')).toContainText(before.nav);
  await expect(page.getByTestId('nav-chart')).toHaveAttribute('data-ready', 'true');
  expect(Number(await page.getByTestId('nav-chart').getAttribute('data-count'))).toBeGreaterThanOrEqual(100);
  await expect(page.getByTestId('return-90d')).toHaveText(/^[+-]?\d+\.\d\d%$/);
  await expect(page.getByTestId('fee-subscribe')).toHaveText('0.50%');
  await cmShot(page, 'fund');

  // Subscribe 200 USDT: the fee and the estimated units are on the form, and the confirm sheet says
  // the units are bought at the next NAV posting.
  await page.locator('#cm-subscribe-amount').fill('200');
  await expect(page.getByTestId('form-fee')).toHaveText('1.00 USDT');
  await expect(page.getByTestId('form-units')).toHaveText(/^\d+\.\d{8}$/);
  await page.getByTestId('subscribe-next').click();
  await expect(page.getByTestId('confirm-fee')).toContainText('1.00 USDT');
  await expect(page.getByTestId('confirm-next-nav')).toBeVisible();
  await expect(page.getByTestId('confirm-sheet')).toContainText('申购按下一次公布的净值');
  await page.screenshot({ path: 'artifacts/screens/coinmix-subscribe-confirm.png' });
  await confirmWithPayPassword(page);
  await expect(page.getByTestId('cm-result')).toBeVisible();
  await expect(page.getByTestId('result-amount')).toContainText('200.00 USDT');
  await cmShot(page, 'subscribed');
  await page.getByTestId('result-back').click();
  const pendingSubs = page.getByTestId('pending-subscriptions').getByTestId('cm-order');
  await expect(pendingSubs).toHaveCount(1);
  await expect(page.getByTestId('next-nav')).toBeVisible();
  await expect(page.getByTestId('my-units')).toContainText('0.00000000');
  expect((await balances(request, member)).USDT?.available).toBe('300.00');

  // A second subscription of 50 USDT, cancelled before the next NAV (confirmed first): the USDT comes back.
  await page.locator('#cm-subscribe-amount').fill('50');
  await page.getByTestId('subscribe-next').click();
  await confirmWithPayPassword(page);
  await page.getByTestId('result-back').click();
  await expect(pendingSubs).toHaveCount(2);
  expect((await fund(request, member)).pending_subscriptions).toHaveLength(2);
  await cmShot(page, 'pending-subscriptions');
  await pendingSubs.first().getByTestId('cancel-subscription').click();
  await expect(page.getByTestId('confirm-sheet')).toContainText('50.00');
  await page.screenshot({ path: 'artifacts/screens/coinmix-cancel-subscription-confirm.png' });
  await page.getByTestId('confirm-button').click();
  await expect(pendingSubs).toHaveCount(1);
  expect((await balances(request, member)).USDT?.available).toBe('300.00');

  // The operator posts the next NAV in the console (the latest one again, 1% higher): the units are bought at it.
  const context = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT, reducedMotion: 'reduce' });
  const consolePage = await context.newPage();
  await signInToConsole(consolePage);
  await consolePage.goto('/admin/coinmix');
  await expect(consolePage.getByTestId('cm-nav')).toHaveText(before.nav);
  const navRows = consolePage.getByTestId('nav-table').locator('tbody tr.ant-table-row');
  await expect(navRows).toHaveCount(20);
  const postNav = async (nav: string, shotName?: string) => {
    await consolePage.getByTestId('post-nav').click();
    // The dialog starts from the newest posting's note in each language.
    const lastNote = await navRows
      .first()
      .getByTestId(/^nav-row-note-/)
      .textContent();
    expect(lastNote).toBeTruthy();
    await expect(consolePage.getByTestId('nav-note-zh-Hans')).toHaveValue(lastNote ?? '');
    await expect(consolePage.getByTestId('nav-note-en')).not.toHaveValue('');
    await consolePage.getByTestId('nav-value').fill(nav);
    for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) await consolePage.getByTestId(`nav-note-${lang}`).fill(`Journey note ${lang}`);
    if (shotName) await consolePage.screenshot({ path: `artifacts/screens/${shotName}.png` });
    await consolePage.getByTestId('form-modal-ok').click();
    await expect(consolePage.getByTestId('nav-dialog')).toBeHidden();
    await expect(consolePage.getByTestId('cm-nav')).toHaveText(nav);
    // The page refreshes: the new posting leads the list, its note in the console's language.
    await expect(navRows.first()).toContainText('Journey note zh-Hans');
  };
  const firstNav = onePercentUp(before.nav);
  await postNav(firstNav, 'console-coinmix-post-nav');
  await expect(async () => expect((await fund(request, member)).pending_subscriptions).toHaveLength(0)).toPass();
  const bought = await fund(request, member);
  expect(bought.units).toMatch(/^[1-9]\d*\.\d{8}$/);
  await page.reload();
  await expect(page.getByTestId('pending-subscriptions')).toHaveCount(0);
  await expect(page.getByTestId('my-units')).toContainText(bought.units);
  await cmShot(page, 'units-bought');

  // Redeem 50 units: pending until the next NAV, shown as such.
  await page.getByRole('tab').nth(1).click();
  await page.locator('#cm-redeem-amount').fill('50');
  await expect(page.getByTestId('form-net')).toContainText('USDT');
  await page.getByTestId('redeem-next').click();
  await expect(page.getByTestId('confirm-sheet')).toBeVisible();
  await page.screenshot({ path: 'artifacts/screens/coinmix-redeem-confirm.png' });
  await confirmWithPayPassword(page);
  await expect(page.getByTestId('cm-result')).toBeVisible();
  await page.getByTestId('result-back').click();
  await expect(page.getByTestId('pending-list').getByTestId('cm-order')).toHaveCount(1);
  await cmShot(page, 'pending');
  expect((await fund(request, member)).pending_redemptions).toHaveLength(1);

  // The operator posts again: one redemption settled at it (the settlement runs right after the posting's answer).
  const nextNav = onePercentUp(firstNav);
  await postNav(nextNav);
  await expect(navRows.first().locator('td').nth(5)).toHaveText('1');
  await consolePage.screenshot({ path: 'artifacts/screens/console-coinmix.png', fullPage: true });
  // The next posting starts from this one's notes, language by language.
  await consolePage.getByTestId('post-nav').click();
  for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) {
    await expect(consolePage.getByTestId(`nav-note-${lang}`)).toHaveValue(`Journey note ${lang}`);
  }
  await consolePage.screenshot({ path: 'artifacts/screens/console-coinmix-next-nav.png' });
  await consolePage.getByTestId('nav-dialog').getByRole('button', { name: zh.common.cancel }).click();
  await expect(consolePage.getByTestId('nav-dialog')).toBeHidden();
  await context.close();

  // The redemption settled into the coin-mix wallet.
  await expect(async () => expect((await fund(request, member)).pending_redemptions).toHaveLength(0)).toPass();
  const settled = await fund(request, member);
  expect(settled.nav).toBe(nextNav);
  expect(settled.wallet_available).not.toBe('0.00');
  await page.reload();
  await expect(page.getByTestId('pending-list')).toHaveCount(0);
  await expect(page.getByTestId('wallet-available')).toContainText(shownAmount(settled.wallet_available, 'USDT'));
  await cmShot(page, 'settled');

  await page.goto('/pages/coinMix/wallet');
  await expect(page.getByTestId('cm-wallet-available')).toContainText(shownAmount(settled.wallet_available, 'USDT'));
  await expect(page.getByTestId('detail-line').first()).toHaveAttribute('data-type', 'coinmix_redeem');
  await cmShot(page, 'wallet');

  // Transfer 20 USDT out to the USDT wallet.
  await page.getByTestId('to-transfer').click();
  await expect(page.getByTestId('transfer-available')).toContainText(shownAmount(settled.wallet_available, 'USDT'));
  await page.locator('#amount-usdt').fill('20');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('confirm-total')).toContainText('20.00 USDT');
  await confirmWithPayPassword(page);
  await expect(page.getByTestId('transfer-result')).toBeVisible();
  await cmShot(page, 'transferred');
  expect((await balances(request, member)).USDT?.available).toBe('320.00');
  await page.getByTestId('result-usdt').click();
  await expect(page).toHaveURL(/\/pages\/usdt\/usdt/);
  await expect(page.getByText('320.00').first()).toBeVisible();
  await cmShot(page, 'usdt-wallet');

  // Withdraw 10 USDT from the coin-mix wallet: locked under review like a USDT withdrawal.
  await page.goto('/pages/coinMix/withdraw');
  await page.locator('#cm-address').fill(ADDRESS);
  await page.locator('#amount-usdt').fill('10');
  await page.getByTestId('code-button').click();
  await expect(page.getByTestId('code-button')).toBeDisabled();
  await page.locator('#cm-code').fill(await outboxCode(request, member.mobile, 'withdraw'));
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('confirm-fee')).toContainText('1.00 USDT');
  await confirmWithPayPassword(page);
  await expect(page.getByTestId('withdraw-result')).toBeVisible();
  await cmShot(page, 'withdrawn');
  await page.goto('/pages/coinMix/wallet');
  await expect(page.getByTestId('cm-wallet-locked')).toContainText('11.00');
  await cmShot(page, 'wallet-after');
  // The USDT wallet is untouched by it.
  expect((await balances(request, member)).USDT).toMatchObject({ available: '320.00', locked: '0.00' });

  // The withdraw review names the coin-mix wallet and shows its balances, not the USDT wallet's.
  const review = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT, reducedMotion: 'reduce' });
  const reviewPage = await review.newPage();
  await signInToConsole(reviewPage);
  await reviewPage.goto('/admin/withdrawals');
  await reviewPage.getByPlaceholder(zh.finance.withdrawSearch).fill(member.mobile);
  await reviewPage.getByRole('button', { name: zh.common.search }).click();
  const row = reviewPage.getByTestId('withdraw-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  const wallet = row.locator('[data-testid^="withdraw-wallet-"]');
  await expect(wallet).toContainText(zh.enums.wallet.coinmix);
  await expect(wallet).toContainText('11.00');
  await expect(wallet).not.toContainText('320.00');
  await reviewPage.screenshot({ path: 'artifacts/screens/console-withdraw-coinmix.png', fullPage: true });
  await review.close();
});
