import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, CONSOLE_VIEWPORT, consoleToken, shot, signInToConsole } from './console-support';

test.use({ viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
// Each journey signs in (scrypt) and walks several pages; the default minute is tight on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('an unknown operator and a wrong password get the same message', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
  for (const [username, password] of [
    ['nobody', ADMIN_PASSWORD],
    ['admin', 'wrong-password'],
  ] as const) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-error')).toContainText('The username or password is not correct');
  }
  await shot(page, 'login-error');
});

test('an operator finds a demo member, freezes and unfreezes them, and sees both in the audit log', async ({ page, request }) => {
  await signInToConsole(page);
  await expect(page.getByTestId('fig-members')).toContainText(/\d/);
  await shot(page, 'dashboard');

  await page.getByTestId('nav').getByText('Members').click();
  await page.getByPlaceholder('UID, mobile, email or nickname').fill('13800000002');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByTestId('member-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Bob');
  await expect(rows.first()).toContainText('100001');
  await shot(page, 'members-search');

  await rows.first().getByRole('link', { name: '100002' }).click();
  await expect(page.getByTestId('member-title')).toContainText('Bob');
  await expect(page.getByTestId('member-status')).toHaveText('active');
  await shot(page, 'member-detail');

  // Freeze: the member's own session stops working at once.
  const login = await request.post('/api/user/login', { data: { account: '13800000002', password: 'Demo@2026' } });
  const memberToken: string | undefined = (await login.json()).data?.userinfo?.token;
  await page.getByTestId('freeze-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Freeze Bob (UID 100002)?');
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toContainText('Give a reason');
  await dialog.getByTestId('reason-input').fill('e2e: suspicious activity');
  await expect(dialog.getByText('Give a reason')).toHaveCount(0);
  await shot(page, 'member-freeze-dialog', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(page.getByTestId('member-status')).toHaveText('frozen');
  expect(memberToken).toBeTruthy();
  const after = await request.get('/api/user/index', { headers: { token: memberToken ?? '' } });
  expect(after.status()).toBe(401);
  const again = await (await request.post('/api/user/login', { data: { account: '13800000002', password: 'Demo@2026' } })).json();
  expect(again.code).toBe(0);
  await shot(page, 'member-frozen');

  await page.getByTestId('unfreeze-button').click();
  await page.getByRole('dialog').getByTestId('reason-input').fill('e2e: verified by phone');
  await page.getByRole('dialog').getByTestId('form-modal-ok').click();
  await expect(page.getByTestId('member-status')).toHaveText('active');

  await page.getByTestId('nav').getByText('Audit log').click();
  await page.getByTestId('audit-action').locator('input').fill('member');
  await page.getByTestId('audit-filter').click();
  const audit = page.getByTestId('audit-table').locator('tbody tr.ant-table-row');
  await expect(audit.first()).toContainText('member.unfreeze');
  await expect(audit.first()).toContainText('e2e: verified by phone');
  await expect(audit.nth(1)).toContainText('member.freeze');
  await expect(audit.nth(1)).toContainText('status: "active"');
  await shot(page, 'audit-members');

  // The API agrees: the console token reads the same rows.
  const token = await consoleToken(page);
  const api = await request.get('/admin/api/audit/index?action=member', { headers: { token } });
  expect((await api.json()).data.list[0].action).toBe('member.unfreeze');
});

test('an operator changes a setting, the members app sees it in sysConfig, and the audit log has before and after', async ({
  page,
  request,
}) => {
  const before = (await (await request.get('/api/common/sysConfig')).json()).data.service_contact as string;
  await signInToConsole(page);
  await page.getByTestId('nav').getByText('Settings').click();
  const field = page.getByTestId('setting-service_contact');
  await expect(field).toHaveValue(before);
  await shot(page, 'settings');

  await field.fill('ops-e2e@demo.mcc');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-changes')).toContainText('ops-e2e@demo.mcc');
  await shot(page, 'settings-confirm', { dialog: true });
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const config = await (await request.get('/api/common/sysConfig')).json();
  expect(config.data.service_contact).toBe('ops-e2e@demo.mcc');

  // A bad value is refused with the server's message... first by the form, then by the server.
  await page.getByTestId('setting-withdraw_fee').fill('1e3');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Not in the expected format')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();

  await page.getByTestId('nav').getByText('Audit log').click();
  await page.getByTestId('audit-action').locator('input').fill('settings');
  await page.getByTestId('audit-filter').click();
  const row = page.getByTestId('audit-table').locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText('settings.update');
  await expect(row).toContainText(`service_contact: "${before}"`);
  await expect(row).toContainText('service_contact: "ops-e2e@demo.mcc"');
  await shot(page, 'audit-settings');

  // Put it back so other journeys see the seeded value.
  await page.getByTestId('nav').getByText('Settings').click();
  await expect(page.getByTestId('setting-service_contact')).toHaveValue('ops-e2e@demo.mcc');
  await page.getByTestId('setting-service_contact').fill(before);
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-changes')).toContainText(before);
  await page.getByTestId('confirm-ok').click();
  // The first save's note may still be showing.
  await expect(page.getByText('Settings saved').last()).toBeVisible();
  await expect.poll(async () => (await (await request.get('/api/common/sysConfig')).json()).data.service_contact).toBe(before);
});

test('operators, roles and the demo outbox', async ({ page }) => {
  await signInToConsole(page);
  await page.getByTestId('nav').getByText('Operators & roles').click();
  await expect(page.getByTestId('operator-table')).toContainText('admin (you)');
  await expect(page.getByTestId('role-matrix')).toContainText('finance.approve');
  await shot(page, 'operators');

  await page.getByTestId('nav').getByText('Demo outbox').click();
  await expect(page.getByTestId('outbox-table')).toBeVisible();
  await shot(page, 'outbox');
});
