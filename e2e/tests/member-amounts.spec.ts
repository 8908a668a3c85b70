import { type APIRequestContext, expect, test } from '@playwright/test';
import { runJobsForNextDay } from '../support/api';
import { fundedMember, memberGet, operatorToken } from '../support/nft';
import { type Member, memberPost, PAYPWD, signIn } from '../support/wallet';

// Amounts as a member reads them (375×812): USDT with 2 decimals wherever it is drawn, the user
// centre's total with the coin-mix holdings at the server's NAV, and the proof page saying what
// each asset's total counts (CMU: fund units).

test.describe.configure({ timeout: 120_000 });

/** Decimal strings added exactly (the journey's check of the page's sum, no float). */
function add(...values: string[]): string {
  const scale = Math.max(...values.map((v) => v.split('.')[1]?.length ?? 0));
  const units = values.reduce((sum, v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return sum + BigInt(whole + fraction.padEnd(scale, '0'));
  }, 0n);
  const text = units.toString().padStart(scale + 1, '0');
  return `${text.slice(0, text.length - scale)}.${text.slice(text.length - scale)}`;
}

async function holdCoinMix(request: APIRequestContext, member: Member): Promise<void> {
  const operator = await operatorToken(request);
  // The subscription waits for the next NAV, posted now: one with more decimals than USDT shows, so
  // the units' value has them too.
  await memberPost(request, member, '/api/coinmix/subscribe', { amount: '100', paypwd: PAYPWD });
  const posted = await request.post('/admin/api/coinmix/nav', {
    data: { nav: '1.23456789', note: 'journey NAV' },
    headers: { token: operator, 'idempotency-key': `e2e-nav-${member.uid}` },
  });
  expect(((await posted.json()) as { code: number }).code).toBe(1);
  // The settlement runs right after the posting's answer.
  await expect(async () =>
    expect(
      (await memberGet<{ pending_subscriptions: unknown[] }>(request, member, '/api/coinmix/index')).pending_subscriptions,
    ).toHaveLength(0),
  ).toPass();
}

test('the user centre total includes the coin-mix holdings, USDT shown with 2 decimals', async ({ page, request }) => {
  const member = await fundedMember(request, '500');
  await holdCoinMix(request, member);
  const wallet = await memberGet<{ total_value: string }>(request, member, '/api/fund/wallet');
  const fund = await memberGet<{ value: string }>(request, member, '/api/coinmix/index');
  const fundWallet = await memberGet<{ total: string }>(request, member, '/api/coinmix/wallet');
  expect(fund.value).not.toBe('0.00');
  const total = add(wallet.total_value, fund.value, fundWallet.total);
  const shown = total.replace(/^(\d+)\.(\d{2})\d*$/, '$1.$2');

  await signIn(page, member);
  await page.goto('/pages/user/user');
  await expect(page.getByTestId('uc-total-value')).toContainText(`${shown}USDT`);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: 'artifacts/screens/amounts-user-centre-total.png', fullPage: true });

  // Every USDT amount the coin-mix page draws has 2 decimals (the NAV is a price: every decimal).
  await page.goto('/pages/coinMix/coinMix');
  await expect(page.locator('.figure', { hasText: '单位净值' })).toContainText('1.23456789');
  const usdtFigures = page.locator('.figure-value', { hasText: 'USDT' });
  await expect(usdtFigures.first()).toBeVisible();
  for (const text of await page
    .locator('.figure', { hasNotText: '单位净值' })
    .locator('.figure-value', { hasText: 'USDT' })
    .allInnerTexts()) {
    expect(text).toMatch(/^-?\d+\.\d{2}\s*USDT$/);
  }
  await page.screenshot({ path: 'artifacts/screens/amounts-coin-mix.png', fullPage: true });
});

test('the proof page explains what each asset total counts, CMU included', async ({ page, request }) => {
  const member = await fundedMember(request, '300');
  await holdCoinMix(request, member);
  // The next day's jobs publish a root that holds the member's coin-mix shares.
  await runJobsForNextDay(request);

  await signIn(page, member);
  await page.goto('/pages/proof/proof');
  await expect(page.getByTestId('total-CMU')).toBeVisible();
  const notes = page.getByTestId('asset-notes');
  await expect(notes).toContainText('CMU：多币AI量化基金的份额');
  await expect(notes).toContainText('USDT：会员持有的 USDT');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/screens/amounts-proof-notes.png', fullPage: true });
});
