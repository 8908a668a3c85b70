import { expect, test } from '@playwright/test';
import { addOperator, operatorToken } from '../support/api';
import { ADMIN_PASSWORD, ADMIN_USERNAME, CONSOLE_DEVICE, fill, shot, signInToConsole, zh } from '../support/console';

test.use(CONSOLE_DEVICE);
// Several sign-ins and two password changes, each a scrypt hash on the server.
test.describe.configure({ timeout: 120_000 });

const FIRST_PASSWORD = 'first-pass-123';
const NEW_PASSWORD = 'second-pass-456';

test('an operator changes their own password: a wrong current one is refused, then the new one is the only one that signs in', async ({
  page,
  request,
}) => {
  // A fresh operator of its own: the shared first operator keeps its password for the other journeys.
  const username = `pw-${Date.now().toString(36)}`;
  const admin = await operatorToken(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  await addOperator(request, admin, { username, password: FIRST_PASSWORD, role: 'support' });
  const elsewhere = await operatorToken(request, username, FIRST_PASSWORD);

  await signInToConsole(page, username, FIRST_PASSWORD);
  await page.getByTestId('change-password').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(zh.password.title);

  // The form checks the repeat before asking the server.
  await dialog.getByTestId('current-password').fill('not-my-password');
  await dialog.getByTestId('new-password').fill(NEW_PASSWORD);
  await dialog.getByTestId('repeat-password').fill('second-pass-457');
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toContainText(zh.password.mismatch);

  // The server refuses a wrong current password; the dialog stays open with its message.
  await dialog.getByTestId('repeat-password').fill(NEW_PASSWORD);
  await expect(dialog.getByText(zh.password.mismatch)).toHaveCount(0);
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog.getByTestId('form-modal-error')).toContainText('当前密码不正确');
  // The OK button fades back from its loading state; shoot it settled.
  await expect(dialog.getByTestId('form-modal-ok')).toHaveCSS('opacity', '1');
  await shot(page, 'password', { dialog: true });

  await dialog.getByTestId('current-password').fill(FIRST_PASSWORD);
  await dialog.getByTestId('form-modal-ok').click();
  await expect(page.getByText(fill(zh.password.changedSome, { count: 1 }))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // This session stays signed in; the one opened elsewhere has ended.
  await page.reload();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
  expect((await request.get('/admin/api/me', { headers: { token: elsewhere } })).status()).toBe(401);

  await page.getByRole('button', { name: zh.shell.signOut }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
  await page.getByLabel(zh.login.username).fill(username);
  await page.getByLabel(zh.login.password).fill(FIRST_PASSWORD);
  await page.getByTestId('login-card').getByRole('button', { name: zh.login.submit, exact: true }).click();
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码不正确');

  await page.getByLabel(zh.login.password).fill(NEW_PASSWORD);
  await page.getByTestId('login-card').getByRole('button', { name: zh.login.submit, exact: true }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
});
