import { expect, type Page, test } from '@playwright/test';
import { ok } from '../support/api';
import { ADMIN_PASSWORD, ADMIN_USERNAME, CONSOLE_VIEWPORT, signInToConsole } from '../support/console';
import { pageShot, presetToken } from '../support/members';
import { solidPng } from '../support/png';
import { fundByRecharge, PAYPWD, registerMember } from '../support/wallet';

// AI quant staking end to end: a member invited by another subscribes, the operator runs the day's
// jobs in the console, the member sees the earning on the home page, the order list and the
// earnings page, and the inviter sees the new team member and the referral reward. Members are
// registered fresh, so no other journey's data changes what this expects.

const screen = (page: Page, name: string) => pageShot(page, `pledge-${name}`);

/** Closes the unread order tips dialog if it is open (it shows once per new tip). */
async function dismissTips(page: Page): Promise<void> {
  const dialog = page.getByTestId('tips-dialog');
  if (await dialog.isVisible()) await dialog.getByTestId('tips-ok').click();
  await expect(dialog).toBeHidden();
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

test('a member subscribes, the operator runs the day’s jobs, both members see earnings and rewards', async ({ browser, request }) => {
  // Two members, the console and the members' app in one journey: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const inviter = await registerMember(request, { payPassword: true });
  const member = await registerMember(request, { payPassword: true, inviteCode: inviter.inviteCode });
  await fundByRecharge(request, member, '2000.00', solidPng(8, 8, [35, 175, 255]));

  // The member subscribes 1000 USDT to the 7-day product (0.5% a day) from the home page.
  const app = await browser.newPage();
  await presetToken(app, member.token);
  await app.goto('/');
  await expect(app.getByTestId('nav-title')).toHaveText('AI量化');
  await expect(app.getByTestId('notice-banner')).toBeVisible();
  // The confirmed recharge that funded the member left an unread tip: the home page shows it once.
  await expect(app.getByTestId('tips-dialog')).toContainText('充值到账');
  await dismissTips(app);
  const product = app.getByTestId('products').locator('section', { hasText: 'AI量化 · 7天' });
  await expect(product.getByTestId('product-rate')).toHaveText('0.5%');
  await screen(app, 'home-before');
  await product.getByRole('button', { name: '立即认购' }).click();
  const sheet = app.getByTestId('subscribe-sheet');
  await expect(sheet.getByTestId('subscribe-available')).toHaveText('2000.00 USDT');
  // The sheet says how earnings count: the day of subscription for the time left in it.
  await expect(sheet.getByTestId('subscribe-time-held')).toHaveText(
    '收益按持有时间计算：申购当天按距午夜剩余的时间折算，之后每满一天按日收益率计算。',
  );
  await app.screenshot({ path: 'artifacts/screens/pledge-subscribe-sheet.png' });
  await sheet.getByTestId('subscribe-amount').fill('50');
  await sheet.getByTestId('subscribe-next').click();
  await expect(sheet.getByRole('alert')).toHaveText('最低认购 100.00 USDT');
  await sheet.getByTestId('subscribe-amount').fill('1000');
  await sheet.getByTestId('subscribe-next').click();
  await expect(sheet.getByTestId('confirm-amount')).toHaveText('1000USDT');
  await app.screenshot({ path: 'artifacts/screens/pledge-subscribe-review.png' });
  await sheet.getByTestId('confirm-button').click();
  await expect(app.getByTestId('pay-password-keypad')).toBeVisible();
  for (const digit of PAYPWD) await app.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
  await expect(sheet.getByTestId('subscribe-result')).toBeVisible();
  await app.screenshot({ path: 'artifacts/screens/pledge-subscribe-result.png' });
  await sheet.getByTestId('subscribe-done').click();
  await dismissTips(app);
  await expect(app.locator('.figure', { hasText: '本金' })).toContainText('1000.00');

  // The operator runs the daily jobs through tomorrow (the first earning day) in the console.
  const console = await browser.newPage({ viewport: CONSOLE_VIEWPORT });
  await signInToConsole(console, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await console.getByTestId('nav').getByText('Staking products').click();
  await expect(console.getByTestId('products-table')).toContainText('AI Quant · 7 days');
  await console.screenshot({ path: 'artifacts/screens/console-staking-products.png', fullPage: true });
  await console.getByTestId('product-new').click();
  await expect(console.getByTestId('product-name-ja')).toBeVisible();
  await console.screenshot({ path: 'artifacts/screens/console-staking-product-editor.png' });
  await console.getByRole('button', { name: 'Cancel' }).click();
  await console.getByTestId('nav').getByText('Daily jobs').click();
  await expect(console.getByTestId('jobs-today')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  const today = (await console.getByTestId('jobs-today').textContent()) ?? '';
  // Demo mode says how far ahead a run may go, and refuses a day past it before asking.
  await expect(console.getByTestId('jobs-demo-ahead')).toContainText('Demo mode: the jobs may run up to');
  await console.getByTestId('jobs-date').fill('2027-12-31');
  await expect(console.getByTestId('jobs-too-far')).toContainText('Only days up to');
  await expect(console.getByTestId('jobs-run')).toBeDisabled();
  await console.getByTestId('jobs-date').fill(nextDay(today));
  await console.getByTestId('jobs-run').click();
  await console.getByTestId('confirm-ok').click();
  await expect(console.getByText('The daily jobs ran')).toBeVisible();
  await expect(console.getByTestId('jobs-runs').locator('tbody tr').first()).toContainText(`console (${ADMIN_USERNAME})`);
  await console.screenshot({ path: 'artifacts/screens/console-staking-jobs.png', fullPage: true });
  await console.getByTestId('nav').getByText('Reward pool').click();
  await expect(console.getByTestId('pool-USDT')).toContainText('Balance');
  await console.screenshot({ path: 'artifacts/screens/console-staking-pool.png', fullPage: true });
  await console.getByTestId('nav').getByText('Notices').click();
  await expect(console.getByTestId('notices-table')).toContainText('欢迎来到 MCC AI量化');
  await console.screenshot({ path: 'artifacts/screens/console-staking-notices.png', fullPage: true });

  // The member sees the earning on the home page, the order and the earnings page: 1000 × 0.5% = 5.00
  // USDT a day, and the day of subscription earns for the part of it left when the member subscribed
  // (the journey runs at any time of day), so the first earning is at most 5.00.
  const firstEarning = /[0-4]\.\d+|5\.00/;
  await app.goto('/');
  const tips = app.getByTestId('tips-dialog');
  await expect(tips.getByTestId('tip').first()).toContainText(/的收益 ([0-4]\.\d+|5\.00) USDT/);
  await app.screenshot({ path: 'artifacts/screens/pledge-tips.png' });
  await dismissTips(app);
  await expect(app.locator('.figure', { hasText: '累计收益' })).toContainText(firstEarning);
  // The run was the next day's, ahead of its time (demo mode): its earning is in the total, not today's.
  await expect(app.locator('.figure', { hasText: '今日收益' }).locator('.figure-value')).toHaveText(/^0\.00/);
  await screen(app, 'home-after');
  await app.goto('/pages/pledge/order');
  const order = app.getByTestId('orders').locator('section').first();
  await expect(order.getByTestId('order-earned')).toHaveText(/^([0-4]\.\d+|5\.00) USDT$/);
  await expect(order).toContainText('AI量化 · 7天');
  await screen(app, 'orders');
  await app.goto('/pages/pledge/detail');
  await expect(app.getByTestId('earning')).toHaveCount(1);
  await expect(app.getByTestId('earning').first()).toContainText(/\+([0-4]\.\d+|5\.00)/);
  await screen(app, 'earnings');

  // The inviter sees the member at level 1 with the stake, and the 10% reward (at most 0.50 USDT).
  const up = await browser.newPage();
  await presetToken(up, inviter.token);
  await up.goto('/pages/team/team');
  await expect(up.getByTestId('team-level-1')).toContainText('1000.00');
  await expect(up.getByTestId('team-member')).toHaveCount(1);
  await expect(up.getByTestId('team-member').first()).toContainText(`${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`);
  await expect(up.locator('.figure', { hasText: '累计奖励' })).toContainText(/0\.\d+/);
  await screen(up, 'team');
  await up.getByRole('tab', { name: '奖励明细' }).click();
  await expect(up.getByTestId('team-reward').first()).toContainText(/\+0\.\d+/);
  await screen(up, 'team-rewards');
  await up.goto('/pages/promote/promote');
  await expect(up.getByTestId('invite-code')).toHaveText(inviter.inviteCode);
  await expect(up.getByTestId('invite-link')).toContainText(`/pages/register/register?invite=${inviter.inviteCode}`);
  await expect(up.getByTestId('invite-qr').locator('img')).toBeVisible();
  await screen(up, 'promote');
  await up.goto('/pages/notice/notice');
  await expect(up.getByTestId('notices')).toContainText('欢迎来到 MCC AI量化');
  await screen(up, 'notices');
  await up.getByTestId('notices').locator('a').first().click();
  await expect(up.getByTestId('notice-article')).toContainText('认购后次日起每日发放收益');
  await screen(up, 'notice-detail');
});

test('Redeem on a fresh load of the order page asks to confirm, then returns the principal', async ({ browser, request }) => {
  const member = await registerMember(request, { payPassword: true });
  await fundByRecharge(request, member, '500.00', solidPng(8, 8, [35, 175, 255]));
  const index = await ok<{ products: { id: number; flexible: boolean }[] }>(
    request.get('/api/pledge/index', { headers: { token: member.token } }),
    'products',
  );
  const flexible = index.products.find((p) => p.flexible);
  if (!flexible) throw new Error('the demo has no flexible product');
  const order = await ok<{ id: number }>(
    request.post('/api/pledge/add', {
      data: { product_id: flexible.id, amount: '200', paypwd: PAYPWD },
      headers: { token: member.token, 'idempotency-key': `e2e-pledge-flexible-${member.uid}` },
    }),
    'subscribe',
  );

  // The order page is the first page of the session: no toast has been shown before the confirm.
  const app = await browser.newPage();
  await presetToken(app, member.token);
  await app.goto('/pages/pledge/order');
  await app.getByTestId(`redeem-${order.id}`).click();
  const dialog = app.locator('.adm-dialog');
  await expect(dialog).toContainText('赎回活期订单？');
  await expect(dialog).toContainText('本金 200.00 USDT');
  await app.screenshot({ path: 'artifacts/screens/pledge-redeem-confirm.png' });
  await dialog.getByRole('button', { name: '赎回' }).click();
  await expect(app.getByTestId(`redeem-${order.id}`)).toHaveCount(0);
  await app.getByRole('tab', { name: '已赎回' }).click();
  await expect(app.getByTestId(`order-${order.id}`)).toBeVisible();
});
