import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/held-requests';
import { apiLogin } from '../support/members';
import { solidPng } from '../support/png';
import {
  balances,
  confirmWithPayPassword,
  expectFigure,
  expectPagesAgreeWithLedger,
  fundByRecharge,
  memberPost,
  PAYPWD,
  registerMember,
  screen,
  signIn,
  touchPull,
  withdrawCode,
} from '../support/wallet';

// The wallet pages' other states at 375×812: a member with nothing and no pay password, MCC
// transfer, automatic recharge without an address, loading and error states, a long details list
// with infinite scroll and pull-to-refresh, and the pages in English.

test.describe.configure({ timeout: 120_000 });

test('a new member without a pay password: empty wallet, MCC transfer refused before sending, no fake deposit address', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await signIn(page, member);
  await expectPagesAgreeWithLedger(page, request, member, 'empty');

  // MCC transfer to a demo member: the masked name first, then the balance rule, before anything is sent.
  await page.goto('/pages/transfer/transfer');
  await expect(page.getByTestId('nav-title')).toHaveText('MCC账户互转');
  await page.locator('#recipient').fill('100002');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('recipient-name')).toHaveText('B***b');
  await page.locator('#amount-mcc').fill('5.123456');
  await expect(page.locator('#amount-mcc')).toHaveValue('5.1234');
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/fund/transfer')) posted += 1;
  });
  await page.getByTestId('transfer-next').click();
  await expect(page.getByText('可用余额不足')).toBeVisible();
  expect(posted).toBe(0);
  await screen(page, 'mcc-transfer');

  // Without a pay password the confirm step says so and links to where it is set.
  await page.goto('/pages/usdt/withdraw');
  await expect(page.getByTestId('paypwd-missing')).toBeVisible();
  await expect(page.getByTestId('withdraw-available')).toHaveText('0.00 USDT');
  await screen(page, 'withdraw-no-paypwd');

  await page.goto('/pages/usdt/autoRecharge');
  await expect(page.getByTestId('auto-recharge-unavailable')).toContainText('自动充值暂未开放');
  await expect(page.locator('text=/0x[0-9a-fA-F]{40}/')).toHaveCount(0);
  await screen(page, 'auto-recharge');
  await page.getByRole('link', { name: '去手动充值' }).click();
  await expect(page.getByTestId('nav-title')).toHaveText('充值USDT');
});

test('loading skeletons, then an error with a retry that loads the wallet', async ({ page, request }) => {
  const member = await registerMember(request);
  await signIn(page, member);

  const release = await holdRequests(page, '**/api/fund/usdt');
  await page.goto('/pages/usdt/usdt');
  await expect(page.getByTestId('card-usdt').locator('.skeleton').first()).toBeVisible();
  await screen(page, 'usdt-loading');
  release();
  await expectFigure(page.getByTestId('card-usdt').getByTestId('available'), '0.00', 'USDT');
  await page.unroute('**/api/fund/usdt');

  await page.route('**/api/fund/wallet', (route) => route.abort());
  await page.goto('/pages/wallet/wallet');
  await expect(page.getByTestId('load-error')).toBeVisible();
  await expect(page.getByTestId('total-value')).toContainText('--');
  await screen(page, 'wallet-error');
  await page.unroute('**/api/fund/wallet');
  await page.getByTestId('load-error').getByRole('button', { name: '重试' }).click();
  await expectFigure(page.getByTestId('total-value'), '0.00', 'USDT');
});

test('a long details list loads page after page to "no more", and pull-to-refresh shows a new transfer', async ({ page, request }) => {
  const sender = await registerMember(request, { payPassword: true });
  const receiver = await registerMember(request);
  await fundByRecharge(request, sender, '100', solidPng(32, 32, [35, 175, 255]));
  for (let i = 0; i < 25; i++) {
    await memberPost(request, sender, '/api/fund/transfer', { asset: 'USDT', to: receiver.uid, amount: '1.50', paypwd: PAYPWD });
  }
  expect((await balances(request, receiver)).USDT?.available).toBe('37.50');

  await signIn(page, receiver);
  await page.goto('/pages/usdt/usdt');
  const lines = page.getByTestId('detail-line');
  await expect(lines).toHaveCount(20);
  await expect(page.getByTestId('no-more')).toHaveCount(0);
  await page.getByTestId('details-list').locator('.list-end').scrollIntoViewIfNeeded();
  await expect(lines).toHaveCount(25);
  await expect(page.getByTestId('no-more')).toHaveText('没有更多了');
  await screen(page, 'usdt-long-list');

  // Another transfer arrives; a pull-down fetches the card and the list again.
  await memberPost(request, sender, '/api/fund/transfer', { asset: 'USDT', to: receiver.uid, amount: '2.50', paypwd: PAYPWD });
  await page.evaluate('window.scrollTo(0, 0)');
  await touchPull(page, { x: 187, y: 200 }, 260);
  await expectFigure(page.getByTestId('card-usdt').getByTestId('available'), '40.00', 'USDT');
  await expect(page.getByTestId('detail-amount').first()).toHaveText(/^\+2\.50\s*USDT$/);
  await expectPagesAgreeWithLedger(page, request, receiver);
});

test('the wallet pages in English', async ({ page, request }) => {
  const member = await registerMember(request, { payPassword: true });
  await fundByRecharge(request, member, '12.34', solidPng(24, 24, [31, 199, 126]));
  await page.addInitScript(`localStorage.setItem('lang', 'en')`);
  await signIn(page, member);
  await page.goto('/pages/wallet/wallet');
  await expect(page.getByTestId('nav-title')).toHaveText('My wallet');
  await expectFigure(page.getByTestId('card-usdt').getByTestId('available'), '12.34', 'USDT');
  // The demo market prices MCC: the total counts it, and says at what price.
  await expect(page.getByTestId('priced-note')).toContainText('MCC is counted at');
  await expect(page.getByTestId('unpriced-note')).toHaveCount(0);
  await screen(page, 'en-wallet');
  await page.goto('/pages/usdt/withdraw');
  await expect(page.getByText('Withdrawal address (ERC20)')).toBeVisible();
  await screen(page, 'en-withdraw');
  await page.goto('/pages/usdt/recharge');
  await expect(page.getByTestId('recharge-line').first()).toContainText('Credited');
  await screen(page, 'en-recharge');
});

test('a demo member sees the seeded balances and the seeded withdrawal', async ({ page, request }) => {
  // Bob (13800000002) starts with USDT and MCC and one withdrawal the console reviews.
  const bob = { mobile: '13800000002', uid: '100002', token: await apiLogin(request, '13800000002') };
  await signIn(page, bob);
  const ledger = await expectPagesAgreeWithLedger(page, request, bob, 'demo');
  expect(ledger.USDT?.available).not.toBe('0.00');
  await page.goto('/pages/usdt/withdraw');
  await expect(page.getByTestId('withdraw-line').first()).toBeVisible();
  await screen(page, 'demo-withdraw');
});

test('a transfer whose answer is lost is retried with the same Idempotency-Key and moves money once; a pending withdrawal is cancelled', async ({
  page,
  request,
}) => {
  const sender = await registerMember(request, { payPassword: true });
  const receiver = await registerMember(request);
  await fundByRecharge(request, sender, '100', solidPng(16, 16, [200, 120, 20]));
  await signIn(page, sender);

  // The first POST reaches the server and moves the money, but its answer never arrives.
  const keys: string[] = [];
  await page.route('**/api/fund/transfer', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.goto('/pages/usdt/transfer');
  await page.locator('#recipient').fill(receiver.uid);
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('recipient')).toBeVisible();
  await page.locator('#amount-usdt').fill('5');
  await page.getByTestId('transfer-next').click();
  await confirmWithPayPassword(page, page.getByTestId('confirm-sheet'));
  await expect(page.getByTestId('sheet-uncertain')).toBeVisible();
  expect((await balances(request, sender)).USDT?.available).toBe('95.00');
  await screen(page, 'transfer-uncertain');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('转账成功');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect((await balances(request, sender)).USDT?.available).toBe('95.00');
  expect((await balances(request, receiver)).USDT?.available).toBe('5.00');

  // A withdrawal nobody reviewed yet can be taken back; amount and fee return at once.
  await memberPost(request, sender, '/api/fund/withdraw', {
    asset: 'USDT',
    address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    amount: '20',
    paypwd: PAYPWD,
    code: await withdrawCode(request, sender),
  });
  expect((await balances(request, sender)).USDT).toMatchObject({ available: '74.00', locked: '21.00' });
  await page.goto('/pages/usdt/withdraw');
  await page.getByTestId('withdraw-cancel').click();
  await expect(page.getByTestId('withdraw-line').first()).toHaveAttribute('data-status', 'cancelled');
  expect((await balances(request, sender)).USDT).toMatchObject({ available: '95.00', locked: '0.00' });
  await expectPagesAgreeWithLedger(page, request, sender);
});
