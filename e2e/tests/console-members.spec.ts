import { expect, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  CONSOLE_DEVICE,
  consoleTexts,
  consoleToken,
  fill,
  giveRequiredReason,
  shot,
  signInToConsole,
  zh,
} from '../support/console';

test.use(CONSOLE_DEVICE);
// Each journey signs in (scrypt) and walks several pages; the default minute is tight on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('an unknown operator and a wrong password get the same message, in the language of the page', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login/);
  // The console opens in zh-Hans, and the server's refusal arrives in zh-Hans too.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  for (const [username, password] of [
    ['nobody', ADMIN_PASSWORD],
    ['admin', 'wrong-password'],
  ] as const) {
    await page.getByLabel(zh.login.username).fill(username);
    await page.getByLabel(zh.login.password).fill(password);
    await page.getByTestId('login-card').getByRole('button', { name: zh.login.submit, exact: true }).click();
    await expect(page.getByTestId('login-error')).toContainText('用户名或密码不正确');
  }
  await shot(page, 'login-error');

  // Switched to English: the page and the server's refusal follow, and the choice is remembered.
  const en = consoleTexts.en;
  await page.getByTestId('language-switch').getByText('English').click();
  await expect(page.getByTestId('login-card').getByRole('button', { name: en.login.submit, exact: true })).toBeVisible();
  // The page mounts again in the new language: the form starts empty.
  await page.getByLabel(en.login.username).fill('admin');
  await page.getByLabel(en.login.password).fill('wrong-password');
  await page.getByTestId('login-card').getByRole('button', { name: en.login.submit, exact: true }).click();
  await expect(page.getByTestId('login-error')).toContainText('The username or password is not correct');
  await page.reload();
  await expect(page.getByTestId('login-card').getByRole('button', { name: en.login.submit, exact: true })).toBeVisible();
  await shot(page, 'login-en');
  await page.getByTestId('language-switch').getByText('简体中文').click();
  await expect(page.getByTestId('login-card').getByRole('button', { name: zh.login.submit, exact: true })).toBeVisible();
});

test('an operator finds a demo member, freezes and unfreezes them, and sees both in the audit log', async ({ page, request }) => {
  await signInToConsole(page);
  await expect(page.getByTestId('fig-members')).toContainText(/\d/);
  await shot(page, 'dashboard');

  await page.getByTestId('nav').getByText(zh.nav.members).click();
  await page.getByPlaceholder(zh.members.searchPlaceholder).fill('13800000002');
  await page.getByRole('button', { name: zh.common.search }).click();
  const rows = page.getByTestId('member-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Bob');
  await expect(rows.first()).toContainText('100001');
  await shot(page, 'members-search');

  await rows.first().getByRole('link', { name: '100002' }).click();
  await expect(page.getByTestId('member-title')).toContainText('Bob');
  await expect(page.getByTestId('member-status')).toHaveText(zh.enums.status.active);
  await shot(page, 'member-detail');

  // Freeze: the member's own session stops working at once.
  const login = await request.post('/api/user/login', { data: { account: '13800000002', password: 'Demo@2026' } });
  const memberToken: string | undefined = (await login.json()).data?.userinfo?.token;
  await page.getByTestId('freeze-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fill(zh.members.freezeTitle, { who: fill(zh.members.who, { nickname: 'Bob', uid: '100002' }) }));
  await giveRequiredReason(dialog, 'e2e: suspicious activity');
  await shot(page, 'member-freeze-dialog', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(page.getByTestId('member-status')).toHaveText(zh.enums.status.frozen);
  expect(memberToken).toBeTruthy();
  const after = await request.get('/api/user/index', { headers: { token: memberToken ?? '' } });
  expect(after.status()).toBe(401);
  const again = await (await request.post('/api/user/login', { data: { account: '13800000002', password: 'Demo@2026' } })).json();
  expect(again.code).toBe(0);
  await shot(page, 'member-frozen');

  await page.getByTestId('unfreeze-button').click();
  await page.getByRole('dialog').getByTestId('reason-input').fill('e2e: verified by phone');
  await page.getByRole('dialog').getByTestId('form-modal-ok').click();
  await expect(page.getByTestId('member-status')).toHaveText(zh.enums.status.active);

  await page.getByTestId('nav').getByText(zh.nav.audit).click();
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
  await page.getByTestId('nav').getByText(zh.nav.settings).click();
  const field = page.getByTestId('setting-service_contact');
  await expect(field).toHaveValue(before);
  await shot(page, 'settings');

  await field.fill('ops-e2e@demo.mcc');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-changes')).toContainText('ops-e2e@demo.mcc');
  await shot(page, 'settings-confirm', { dialog: true });
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(zh.settings.settingsSaved)).toBeVisible();
  const config = await (await request.get('/api/common/sysConfig')).json();
  expect(config.data.service_contact).toBe('ops-e2e@demo.mcc');

  // A bad value is refused with the server's message... first by the form, then by the server.
  await page.getByTestId('setting-withdraw_fee').fill('1e3');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText(zh.settings.notInTheExpected)).toBeVisible();
  await page.getByRole('button', { name: zh.settings.reset }).click();

  await page.getByTestId('nav').getByText(zh.nav.audit).click();
  await page.getByTestId('audit-action').locator('input').fill('settings');
  await page.getByTestId('audit-filter').click();
  const row = page.getByTestId('audit-table').locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText('settings.update');
  await expect(row).toContainText(`service_contact: "${before}"`);
  await expect(row).toContainText('service_contact: "ops-e2e@demo.mcc"');
  await shot(page, 'audit-settings');

  // Put it back so other journeys see the seeded value.
  await page.getByTestId('nav').getByText(zh.nav.settings).click();
  await expect(page.getByTestId('setting-service_contact')).toHaveValue('ops-e2e@demo.mcc');
  await page.getByTestId('setting-service_contact').fill(before);
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-changes')).toContainText(before);
  await page.getByTestId('confirm-ok').click();
  // The first save's note may still be showing.
  await expect(page.getByText(zh.settings.settingsSaved).last()).toBeVisible();
  await expect.poll(async () => (await (await request.get('/api/common/sysConfig')).json()).data.service_contact).toBe(before);
});

test('operators, roles and the demo outbox', async ({ page, request }) => {
  // A code in the outbox, so the page has one to show.
  const sent = await request.post('/api/sms/send', { data: { mobile: '13900009999', event: 'register' } });
  expect((await sent.json()).code).toBe(1);
  await signInToConsole(page);
  await page.getByTestId('nav').getByText(zh.nav.operators).click();
  await expect(page.getByTestId('operator-table')).toContainText(fill(zh.operators.you, { name: 'admin' }));
  await expect(page.getByTestId('role-matrix')).toContainText('finance.approve');
  await shot(page, 'operators');

  await page.getByTestId('nav').getByText(zh.nav.outbox).click();
  await expect(page.getByTestId('outbox-table')).toBeVisible();
  // A 6-digit code stays on one line.
  const code = page.getByTestId('outbox-table').locator('b.code').first();
  await expect(code).toHaveText(/^\d{6}$/);
  const box = await code.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(30);
  await shot(page, 'outbox');
});
