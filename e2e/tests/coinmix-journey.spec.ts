import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_VIEWPORT, signInToConsole } from './console-support';
import { fundedMember, memberGet } from './nft-support';
import { balances, type Member, outboxCode, signIn, typePayPassword } from './wallet-support';

// The coin-mix fund (375×812): a member subscribes 200 USDT at the latest NAV (the demo posted 120
// days of them, so the chart and returns are real), redeems part of the units (pending until the next
// NAV), the operator posts a NAV in the console, the redemption settles into the coin-mix wallet, and
// the member transfers part of it out to the USDT wallet and withdraws another part under review.

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
}
const fund = (request: Parameters<typeof memberGet>[0], m: Member) => memberGet<Index>(request, m, '/api/coinmix/index');

test('subscribe, the operator posts a NAV, redeem settles, transfer out and withdraw', async ({ browser, baseURL, page, request }) => {
  const member = await fundedMember(request, '500');
  await signIn(page, member);
  await page.goto('/pages/coinMix/coinMix');
  const before = await fund(request, member);
  await expect(page.getByTestId('nav')).toContainText(before.nav);
  await expect(page.getByTestId('nav-chart')).toHaveAttribute('data-ready', 'true');
  expect(Number(await page.getByTestId('nav-chart').getAttribute('data-count'))).toBeGreaterThanOrEqual(100);
  await expect(page.getByTestId('return-90d')).toHaveText(/^[+-]?\d+\.\d\d%$/);
  await expect(page.getByTestId('fee-subscribe')).toHaveText('0.50%');
  await cmShot(page, 'fund');

  // Subscribe 200 USDT: the fee and the units are on the form and the confirm sheet before paying.
  await page.locator('#cm-subscribe-amount').fill('200');
  await expect(page.getByTestId('form-fee')).toHaveText('1.00 USDT');
  const units = (await page.getByTestId('form-units').textContent())?.trim() ?? '';
  expect(units).toMatch(/^\d+\.\d{8}$/);
  await page.getByTestId('subscribe-next').click();
  await expect(page.getByTestId('confirm-fee')).toContainText('1.00 USDT');
  await expect(page.getByTestId('confirm-units')).toContainText(units);
  await page.screenshot({ path: 'artifacts/screens/coinmix-subscribe-confirm.png' });
  await page.getByTestId('confirm-button').click();
  await typePayPassword(page);
  await expect(page.getByTestId('cm-result')).toBeVisible();
  await expect(page.getByTestId('result-units')).toContainText(units);
  await cmShot(page, 'subscribed');
  await page.getByTestId('result-back').click();
  await expect(page.getByTestId('my-units')).toContainText(units);
  expect((await balances(request, member)).USDT?.available).toBe('300.00');

  // Redeem 50 units: pending until the next NAV, shown as such.
  await page.getByRole('tab').nth(1).click();
  await page.locator('#cm-redeem-amount').fill('50');
  await expect(page.getByTestId('form-net')).toContainText('USDT');
  await page.getByTestId('redeem-next').click();
  await expect(page.getByTestId('confirm-sheet')).toBeVisible();
  await page.screenshot({ path: 'artifacts/screens/coinmix-redeem-confirm.png' });
  await page.getByTestId('confirm-button').click();
  await typePayPassword(page);
  await expect(page.getByTestId('cm-result')).toBeVisible();
  await page.getByTestId('result-back').click();
  await expect(page.getByTestId('pending-list').getByTestId('cm-order')).toHaveCount(1);
  await cmShot(page, 'pending');
  expect((await fund(request, member)).pending_redemptions).toHaveLength(1);

  // The operator posts the next NAV in the console (the latest one again, 1% higher).
  const context = await browser.newContext({ baseURL, viewport: CONSOLE_VIEWPORT });
  const consolePage = await context.newPage();
  await signInToConsole(consolePage);
  await consolePage.goto('/admin/coinmix');
  await expect(consolePage.getByTestId('cm-nav')).toHaveText(before.nav);
  const navRows = consolePage.getByTestId('nav-table').locator('tbody tr.ant-table-row');
  await expect(navRows).toHaveCount(20);
  await consolePage.getByTestId('post-nav').click();
  const nextNav = onePercentUp(before.nav);
  await consolePage.getByTestId('nav-value').fill(nextNav);
  for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) await consolePage.getByTestId(`nav-note-${lang}`).fill(`Journey note ${lang}`);
  await consolePage.screenshot({ path: 'artifacts/screens/console-coinmix-post-nav.png' });
  await consolePage.getByTestId('form-modal-ok').click();
  await expect(consolePage.getByTestId('nav-dialog')).toBeHidden();
  await expect(consolePage.getByTestId('cm-nav')).toHaveText(nextNav);
  await expect(navRows.first()).toContainText('Journey note en');
  // One redemption settled at it (the settlement runs right after the posting's answer).
  await expect(navRows.first().locator('td').nth(5)).toHaveText('1');
  await consolePage.screenshot({ path: 'artifacts/screens/console-coinmix.png', fullPage: true });
  await context.close();

  // The redemption settled into the coin-mix wallet.
  await expect(async () => expect((await fund(request, member)).pending_redemptions).toHaveLength(0)).toPass();
  const settled = await fund(request, member);
  expect(settled.nav).toBe(nextNav);
  expect(settled.wallet_available).not.toBe('0.00');
  await page.reload();
  await expect(page.getByTestId('pending-list')).toHaveCount(0);
  await expect(page.getByTestId('wallet-available')).toContainText(settled.wallet_available);
  await cmShot(page, 'settled');

  await page.goto('/pages/coinMix/wallet');
  await expect(page.getByTestId('cm-wallet-available')).toContainText(settled.wallet_available);
  await expect(page.getByTestId('detail-line').first()).toHaveAttribute('data-type', 'coinmix_redeem');
  await cmShot(page, 'wallet');

  // Transfer 20 USDT out to the USDT wallet.
  await page.getByTestId('to-transfer').click();
  await expect(page.getByTestId('transfer-available')).toContainText(settled.wallet_available);
  await page.locator('#amount-usdt').fill('20');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('confirm-total')).toContainText('20.00 USDT');
  await page.getByTestId('confirm-button').click();
  await typePayPassword(page);
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
  await page.getByTestId('confirm-button').click();
  await typePayPassword(page);
  await expect(page.getByTestId('withdraw-result')).toBeVisible();
  await cmShot(page, 'withdrawn');
  await page.goto('/pages/coinMix/wallet');
  await expect(page.getByTestId('cm-wallet-locked')).toContainText('11.00');
  await cmShot(page, 'wallet-after');
  // The USDT wallet is untouched by it.
  expect((await balances(request, member)).USDT).toMatchObject({ available: '320.00', locked: '0.00' });
});
