import { randomBytes, randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { outboxCode } from '../support/api';
import { overlaysGone, screenPath } from '../support/members';
import { solidPng } from '../support/png';
import { injectTestWallet } from '../support/test-wallet';

const PASSWORD = 'Journey@2026';
const freshMobile = () => `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;

async function requestCode(page: Page, scope = page.locator('body')) {
  await scope.getByTestId('code-button').click();
  await expect(scope.getByTestId('code-button')).toHaveText(/秒重新获取/);
}

async function register(page: Page, mobile: string, password = PASSWORD) {
  await page.goto('/pages/register/register?invite=ALICE1');
  await expect(page.locator('#invite')).toHaveValue('ALICE1');
  await page.locator('#contact').fill(mobile);
  await requestCode(page);
  await page.locator('#code').fill(await outboxCode(page.request, mobile, 'register'));
  await page.locator('#password').fill(password);
  await page.locator('#repeat').fill(password);
  await page.locator('input[name="terms"]').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('nav-title')).toHaveText('AI量化');
}

async function logOut(page: Page) {
  await page.goto('/pages/user/user');
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/pages\/login\/login$/);
}

async function logIn(page: Page, account: string, password: string) {
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('a member registers with a code from the outbox, logs out and logs back in', async ({ page }) => {
  const mobile = freshMobile();
  await register(page, mobile);
  await page.goto('/pages/profile/profile');
  await expect(page.getByTestId('profile-uid')).toHaveText(/^\d+$/);
  await expect(page.getByText('Alice (100001)')).toBeVisible();
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('account-profile-new-member'), fullPage: true });

  await logOut(page);
  expect(await page.evaluate<string | null>("localStorage.getItem('token')")).toBeNull();
  await page.goto('/pages/user/user');
  await expect(page).toHaveURL(/\/pages\/login\/login\?redirect=/);

  await logIn(page, mobile, 'wrong-password-1');
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/login\/login/);
  await logIn(page, mobile, PASSWORD);
  await expect(page).toHaveURL(/\/pages\/user\/user$/);
  await expect(page.getByTestId('nickname')).not.toBeEmpty();
});

test('the register form checks every field before sending', async ({ page }) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/register')) sent += 1;
  });
  await page.goto('/pages/register/register');
  await page.locator('#contact').fill('12345');
  await page.locator('#password').fill('short');
  await page.locator('#repeat').fill('other');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('手机号格式不正确')).toBeVisible();
  await expect(page.getByText('请输入6位数字验证码')).toBeVisible();
  await expect(page.getByText('密码长度为8-64个字符')).toBeVisible();
  await expect(page.getByText('请先阅读并同意用户协议')).toBeVisible();
  await page.screenshot({ path: screenPath('account-register-errors'), fullPage: true });
  expect(sent).toBe(0);
});

test('a member resets the password with a code and signs in with the new one', async ({ page }) => {
  const mobile = freshMobile();
  await register(page, mobile);
  await logOut(page);
  await page.goto('/pages/findPwd/findPwd');
  await page.locator('#contact').fill(mobile);
  await requestCode(page);
  await page.locator('#code').fill(await outboxCode(page.request, mobile, 'resetpwd'));
  await page.locator('#password').fill('Renewed@2026');
  await page.locator('#repeat').fill('Renewed@2026');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(/\/pages\/login\/login$/);
  await logIn(page, mobile, PASSWORD);
  await expect(page).toHaveURL(/\/pages\/login\/login$/);
  await logIn(page, mobile, 'Renewed@2026');
  await expect(page).toHaveURL(/\/$/);
});

test('a member changes the avatar (cropped to a square) and the nickname', async ({ page }) => {
  // A member of its own: the demo members' names are read by other journeys.
  await register(page, freshMobile());
  await page.goto('/pages/profile/profile');
  await page.getByTestId('edit-profile').click();
  await expect(page.getByTestId('nav-title')).toHaveText('编辑资料');
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: solidPng(60, 30, [35, 175, 255]) });
  await expect(page.getByTestId('avatar')).toHaveAttribute('src', /^blob:/);
  const previewSize = await page.evaluate<[number, number]>(
    `(() => { const img = document.querySelector('[data-testid="avatar"]'); return [img.naturalWidth, img.naturalHeight]; })()`,
  );
  expect(previewSize).toEqual([256, 256]);
  await page.locator('#nickname').fill('Journey Builder');
  await page.locator('#bio').fill('Hello from the journey');
  await page.screenshot({ path: screenPath('account-profile-edit'), fullPage: true });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/pages\/profile\/profile$/);
  await expect(page.getByTestId('profile-nickname')).toHaveText('Journey Builder');
  await expect(page.getByTestId('avatar')).toHaveAttribute('src', /\/uploads\//);
  await page.reload();
  await expect(page.getByTestId('avatar')).toHaveAttribute('src', /\/uploads\//);
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('account-profile-after-edit'), fullPage: true });
});

test('a member sets the pay password from the user centre with a code and the keypad', async ({ page }) => {
  const mobile = freshMobile();
  await register(page, mobile);
  await page.goto('/pages/user/user');
  await expect(page.getByTestId('pay-password-row')).toContainText('未设置');
  await page.getByTestId('pay-password-row').click();
  const sheet = page.getByTestId('pay-password-sheet');
  await requestCode(page, sheet);
  await sheet.locator('#paypwd-code').fill(await outboxCode(page.request, mobile, 'paypwd'));
  await sheet.getByRole('button', { name: '下一步' }).click();
  for (const round of ['first', 'repeat']) {
    await sheet.locator('.adm-passcode-input').click();
    for (const digit of '258036') await page.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
    if (round === 'first') {
      await expect(sheet.getByText('请再次输入支付密码')).toBeVisible();
      await sheet.locator('.adm-passcode-input').click();
      await page.screenshot({ path: screenPath('account-pay-password-keypad') });
    }
  }
  await expect(page.getByTestId('pay-password-row')).toContainText('已设置');
  await page.goto('/pages/profile/profile');
  await expect(page.getByTestId('paypwd-state')).toHaveText('已设置');
});

test('a member adds an email and moves to a new mobile from the profile, then signs in with them', async ({ page }) => {
  const mobile = freshMobile();
  await register(page, mobile);
  await page.goto('/pages/profile/profile');
  await expect(page.getByTestId('change-email')).toContainText('未绑定');

  // Adding an email: every field is checked first, a wrong login password is refused under its field.
  await page.getByTestId('change-email').click();
  const sheet = page.getByTestId('contact-sheet');
  await expect(sheet.getByRole('heading')).toHaveText('绑定邮箱');
  await sheet.getByTestId('contact-submit').click();
  await expect(sheet.locator('.field-error')).toHaveText(['请输入邮箱', '请输入6位数字验证码', '请输入密码']);
  const email = `journey-${mobile}@example.com`;
  await sheet.locator('#contact').fill(email);
  await requestCode(page, sheet);
  await sheet.locator('#code').fill(await outboxCode(page.request, email, 'changeemail'));
  await sheet.locator('#contact-password').fill('not-my-password');
  await sheet.getByTestId('contact-submit').click();
  await expect(sheet.locator('.field-error')).toHaveText('登录密码不正确');
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('account-contact-sheet') });
  await sheet.locator('#contact-password').fill(PASSWORD);
  await sheet.getByTestId('contact-submit').click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('change-email')).toContainText(`jo***@example.com`);

  // Moving to a new mobile: the sheet says which number it replaces.
  const newMobile = freshMobile();
  await page.getByTestId('change-mobile').click();
  await expect(sheet.getByRole('heading')).toHaveText('更换手机号');
  await expect(sheet).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await sheet.locator('#contact').fill(newMobile);
  await requestCode(page, sheet);
  await sheet.locator('#code').fill(await outboxCode(page.request, newMobile, 'changemobile'));
  await sheet.locator('#contact-password').fill(PASSWORD);
  await sheet.getByTestId('contact-submit').click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('change-mobile')).toContainText(`${newMobile.slice(0, 3)}****${newMobile.slice(-4)}`);
  // The default nickname drawn from the old number follows the new one.
  await expect(page.getByTestId('profile-nickname')).toHaveText(`${newMobile.slice(0, 3)}****${newMobile.slice(-4)}`);
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('account-profile-contacts'), fullPage: true });

  // The old number no longer signs in; the new number and the email do.
  await logOut(page);
  await logIn(page, mobile, PASSWORD);
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/login\/login/);
  await logIn(page, newMobile, PASSWORD);
  await expect(page).toHaveURL(/\/$|\/pages\/user\/user$/);
  await logOut(page);
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/pages\/login\/login/);
});

test('wallet sign-in: a new wallet registers with the wallet linked, then signs straight in', async ({ page }) => {
  // A new wallet each run: one already linked would sign straight in instead of registering.
  const address = await injectTestWallet(page, `0x${randomBytes(32).toString('hex')}`);
  await page.goto('/pages/login/login');
  await page.getByRole('link', { name: '钱包登录' }).click();
  await expect(page.getByTestId('nav-title')).toHaveText('注册');
  await page.getByTestId('connect-wallet').click();
  await expect(page.getByTestId('wallet-address')).toHaveText(`${address.slice(0, 6)}…${address.slice(-4)}`);
  const email = `wallet${randomInt(0, 1e9)}@journey.mcc`;
  await page.getByRole('tab', { name: '邮箱' }).click();
  await page.locator('#contact').fill(email);
  await requestCode(page);
  await page.locator('#code').fill(await outboxCode(page.request, email, 'register'));
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#repeat').fill(PASSWORD);
  await page.locator('input[name="terms"]').check();
  await page.screenshot({ path: screenPath('account-wallet-register'), fullPage: true });
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/pages/profile/profile');
  await expect(page.getByText(`${address.slice(0, 6)}…${address.slice(-4)}`)).toBeVisible();

  await logOut(page);
  await page.goto('/pages/register/tpregister');
  await page.getByTestId('connect-wallet').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/pages/user/user');
  await expect(page.getByTestId('nickname')).not.toBeEmpty();
});

test('without an injected wallet the wallet page says how to get one', async ({ page }) => {
  await page.goto('/pages/register/tpregister');
  await expect(page.getByTestId('no-wallet')).toBeVisible();
});

test('logging out asks first; cancelling keeps the member signed in', async ({ page }) => {
  await register(page, freshMobile());
  await page.goto('/pages/user/user');
  await expect(page.locator('.nav-back')).toHaveCount(1);
  await page.getByTestId('logout').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('退出登录？');
  await overlaysGone(page);
  await page.screenshot({ path: screenPath('account-logout-confirm') });
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/pages\/user\/user$/);
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/pages\/login\/login$/);
  // The login page is where a visit starts: no back arrow leads anywhere from it.
  await expect(page.getByTestId('nav-title')).toHaveText('登录');
  await expect(page.locator('.nav-back')).toHaveCount(0);
  await page.screenshot({ path: screenPath('account-login-no-back') });
});

test('saving the profile opened on its own returns to the profile page', async ({ page }) => {
  await register(page, freshMobile());
  await page.goto('/pages/profile/edit');
  await page.locator('#nickname').fill('Straight In');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/pages\/profile\/profile$/);
  await expect(page.getByTestId('profile-nickname')).toHaveText('Straight In');
});
