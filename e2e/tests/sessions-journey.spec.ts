import { expect, test } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, overlaysGone, presetToken, screenPath } from '../support/members';

// Account security in the members' app: changing the login password (the other devices are signed
// out, withdrawals and transfers pause and the forms say until when before anything is typed), and
// the list of signed-in devices, where ending another device sends that device to the login page.

const NEW_PASSWORD = 'Changed@2026';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a member changes the login password: the other device is signed out and the withdraw pages show the hold', async ({
  page,
  request,
}) => {
  const account = '13800000003';
  const elsewhere = await apiLogin(request, account);
  await presetToken(page, await apiLogin(request, account));

  await page.goto('/pages/user/user');
  await page.getByTestId('change-password-row').click();
  await expect(page).toHaveURL(/\/pages\/user\/changePassword$/);
  await expect(page.getByTestId('nav-title')).toHaveText('修改登录密码');

  // The form checks its fields before sending.
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('请输入密码').first()).toBeVisible();
  await page.locator('#current-password').fill('not-my-password');
  await page.locator('#password').fill(NEW_PASSWORD);
  await page.locator('#repeat').fill(`${NEW_PASSWORD}x`);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  // A wrong current password is refused under its field.
  await page.locator('#repeat').fill(NEW_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-form').getByText('当前登录密码不正确')).toBeVisible();
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('sessions-change-password-wrong'), fullPage: true });

  await page.locator('#current-password').fill(DEMO_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await expect(page.locator('.adm-toast-main')).toHaveText('密码已修改，其他设备已退出登录');
  await expect(page).toHaveURL(/\/pages\/user\/user$/);

  // The other device's token is refused at once; this one still works.
  expect((await request.get('/api/user/balance', { headers: { token: elsewhere } })).status()).toBe(401);

  // The withdraw page says until when before the member types, and its button is off.
  await page.goto('/pages/usdt/withdraw');
  const hold = page.getByTestId('security-hold');
  await expect(hold).toContainText('提现和转账暂停中');
  await expect(hold).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d 前暂停提现和转账/);
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('sessions-withdraw-hold'), fullPage: true });

  await page.goto('/pages/usdt/transfer');
  await expect(page.getByTestId('security-hold')).toBeVisible();
  await expect(page.getByTestId('transfer-next')).toBeDisabled();
  await page.goto('/pages/coinMix/withdraw');
  await expect(page.getByTestId('security-hold')).toBeVisible();
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('sessions-coinmix-withdraw-hold'), fullPage: true });

  // The new password signs in; the old one no longer does.
  expect((await request.post('/api/user/login', { data: { account, password: DEMO_PASSWORD } }).then((r) => r.json())).code).toBe(0);
  expect((await request.post('/api/user/login', { data: { account, password: NEW_PASSWORD } }).then((r) => r.json())).code).toBe(1);
});

test('a member sees the signed-in devices and signs another one out, which lands on the login page', async ({ page, browser, baseURL }) => {
  const account = '13800000002';
  const other = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    userAgent: DESKTOP,
  });
  // Each device signs in through its own browser (the request carries that browser's user agent).
  const desktop = await other.newPage();
  await presetToken(desktop, await apiLogin(other.request, account));
  await desktop.goto('/pages/user/user');
  await expect(desktop.getByTestId('nickname')).toHaveText('Bob');
  await presetToken(page, await apiLogin(page.request, account));

  await page.goto('/pages/user/user');
  await page.getByTestId('sessions-row').click();
  await expect(page).toHaveURL(/\/pages\/user\/sessions$/);
  const sessions = page.getByTestId('session');
  await expect(sessions).toHaveCount(2);
  const current = page.locator('[data-testid="session"][data-current="true"]');
  await expect(current.getByTestId('this-device')).toHaveText('本机');
  await expect(current.getByTestId('session-device')).toContainText('Safari · iOS');
  const desktopRow = page.locator('[data-testid="session"][data-current="false"]');
  await expect(desktopRow.getByTestId('session-device')).toHaveText('Chrome · Windows');
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('sessions-list'), fullPage: true });

  // Ending it asks first.
  await desktopRow.getByTestId('session-end').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('退出该设备？');
  await expect(dialog).toContainText('Chrome · Windows');
  await page.screenshot({ path: screenPath('sessions-end-confirm'), fullPage: true });
  await dialog.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page.locator('.adm-toast-main')).toHaveText('已退出该设备');
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('只有本机处于登录状态')).toBeVisible();
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('sessions-only-this'), fullPage: true });

  // The signed-out device's next page sends it to the login page.
  await desktop.goto('/pages/user/user');
  await expect(desktop).toHaveURL(/\/pages\/login\/login/);
  await desktop.screenshot({ path: screenPath('sessions-ended-device-login'), fullPage: true });
  await other.close();
});

test('signing out all other devices keeps this one', async ({ page, request }) => {
  const account = '13800000004';
  const first = await apiLogin(request, account);
  const second = await apiLogin(request, account);
  await presetToken(page, await apiLogin(request, account));
  await page.goto('/pages/user/sessions');
  await expect(page.getByTestId('session')).toHaveCount(3);
  await page.getByTestId('sessions-end-others').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '退出其他全部设备' }).click();
  await expect(page.locator('.adm-toast-main')).toHaveText('其他设备已全部退出');
  await expect(page.getByTestId('session')).toHaveCount(1);
  for (const token of [first, second]) {
    expect((await request.get('/api/user/balance', { headers: { token } })).status()).toBe(401);
  }
  await page.reload();
  await expect(page).toHaveURL(/\/pages\/user\/sessions$/);
  await expect(page.getByTestId('this-device')).toBeVisible();
});
