import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addOperator, operatorToken } from '../support/api';
import { CONSOLE_DEVICE, fill, giveRequiredReason, openMemberPage, shot, signInToConsole, zh } from '../support/console';
import { type Member, outboxCode, PASSWORD, registerMember } from '../support/wallet';

test.use(CONSOLE_DEVICE);
// Several scrypt sign-ins on the server, and one journey through five actions.
test.describe.configure({ timeout: 180_000 });

const login = async (request: APIRequestContext, member: Member, password: string) =>
  (await request.post('/api/user/login', { data: { account: member.mobile, password } })).json();

const memberIndex = (request: APIRequestContext, token: string) => request.get('/api/user/index', { headers: { token } });

/** Opens the member's page in the console by searching for their mobile. */
async function openMember(page: Page, member: Member): Promise<void> {
  await openMemberPage(page, member.mobile, member.uid);
  await expect(page.getByTestId('support-panel')).toBeVisible();
}

/** Runs one support action from the member's page with a reason and waits for its success note. */
async function act(page: Page, button: string, title: string, reason: string, done: string | RegExp): Promise<void> {
  await page.getByTestId(button).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText(zh.support.tipNote);
  await dialog.getByTestId('reason-input').fill(reason);
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(done).last()).toBeVisible();
}

test('support lifts a sign-in lock and a pay-password lock, ends the sessions and resets both passwords; each is audited and the member is told', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { payPassword: true });

  // The member locks themselves out: five wrong passwords, then five wrong pay passwords.
  for (let i = 0; i < 5; i++) await login(request, member, 'not-my-password');
  expect((await login(request, member, PASSWORD)).code).toBe(0);
  for (let i = 0; i < 5; i++) {
    await request.post('/api/fund/transfer', {
      data: { asset: 'USDT', to: '100001', amount: '1', paypwd: '000000' },
      headers: { token: member.token, 'idempotency-key': randomUUID() },
    });
  }

  await signInToConsole(page);
  await openMember(page, member);
  const memberPage = new URL(page.url()).pathname;
  const panel = page.getByTestId('support-panel');
  await expect(panel.getByTestId('support-login-lock')).toContainText(zh.support.lockedUntil.replace(/\{\{.*$/, ''));
  await expect(panel.getByTestId('support-pay-lock')).toContainText(zh.support.lockedUntil.replace(/\{\{.*$/, ''));
  await expect(panel.getByTestId('support-sessions')).toHaveText('1');
  await shot(page, 'support-panel-locked');

  // A reason is required: the dialog says so and nothing happens.
  await page.getByTestId('support-unlock-login').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`UID ${member.uid}`);
  await giveRequiredReason(dialog, '会员来电，已核实身份');
  await shot(page, 'support-unlock-dialog', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(page.getByText(fill(zh.support.unlockLoginDone, { count: 1 }))).toBeVisible();
  await expect(panel.getByTestId('support-login-lock')).toContainText(zh.support.notLocked);
  const signedIn = await login(request, member, PASSWORD);
  expect(signedIn.code).toBe(1);
  const secondToken: string = signedIn.data.userinfo.token;

  await act(page, 'support-unlock-paypwd', zh.support.unlockPayPassword, '会员忘记支付密码后想起来了', zh.support.unlockPayPasswordDone);
  await expect(panel.getByTestId('support-pay-lock')).toContainText(zh.support.notLocked);

  // End every session: both tokens stop working.
  await expect(panel.getByTestId('support-sessions')).toHaveText('2');
  await act(page, 'support-end-sessions', zh.support.endSessions, '手机丢失', fill(zh.support.endSessionsDone, { count: 2 }));
  await expect(panel.getByTestId('support-sessions')).toHaveText('0');
  expect((await memberIndex(request, member.token)).status()).toBe(401);
  expect((await memberIndex(request, secondToken)).status()).toBe(401);

  // Reset the pay password: the member signs in again and finds it unset.
  await act(page, 'support-reset-paypwd', zh.support.resetPayPassword, '会员要求重置支付密码', zh.support.resetPayPasswordDone);
  await expect(panel.getByTestId('support-pay-lock')).toContainText(zh.members.notSet);
  const again = await login(request, member, PASSWORD);
  expect((await (await memberIndex(request, again.data.userinfo.token)).json()).data.userinfo.has_paypwd).toBe(false);

  // Reset the login password: the old one stops working; the member is told by SMS and sets a new one with a code.
  await act(page, 'support-reset-password', zh.support.resetPassword, '账号疑似被盗', fill(zh.support.resetPasswordDone, { count: 1 }));
  expect((await login(request, member, PASSWORD)).code).toBe(0);
  const notice = (await (await request.get(`/api/dev/outbox?to=${member.mobile}`)).json()).data.list[0];
  expect(notice).toMatchObject({ event: 'resetpwd', code: '' });
  expect(notice.text).toContain('忘记密码');
  await request.post('/api/sms/send', { data: { mobile: member.mobile, event: 'resetpwd' } });
  const code = await outboxCode(request, member.mobile, 'resetpwd');
  const reset = await request.post('/api/user/resetpwd', {
    data: { type: 'mobile', mobile: member.mobile, code, newpassword: 'Renewed@2026' },
  });
  expect((await reset.json()).code).toBe(1);
  const renewed = await login(request, member, 'Renewed@2026');
  expect(renewed.code).toBe(1);
  // The member's tips tell them what support did, with the reasons.
  const tips = (await (await request.get('/api/order/tips', { headers: { token: renewed.data.userinfo.token } })).json()).data.list;
  expect(tips.map((t: { kind: string }) => t.kind)).toEqual(
    expect.arrayContaining([
      'support_login_unlocked',
      'support_paypwd_unlocked',
      'support_sessions_ended',
      'support_paypwd_reset',
      'support_password_reset',
    ]),
  );
  await shot(page, 'support-panel-after');

  // Every action is in the audit log with its reason.
  await page.getByTestId('nav').getByText(zh.nav.audit).click();
  await page.getByTestId('audit-action').locator('input').fill('member');
  await page.getByTestId('audit-filter').click();
  const rows = page.getByTestId('audit-table').locator('tbody tr.ant-table-row');
  await expect(rows.nth(0)).toContainText('member.reset_password');
  await expect(rows.nth(0)).toContainText('账号疑似被盗');
  await expect(rows.nth(1)).toContainText('member.reset_paypwd');
  await expect(rows.nth(2)).toContainText('member.end_sessions');
  await expect(rows.nth(3)).toContainText('member.unlock_paypwd');
  await expect(rows.nth(4)).toContainText('member.unlock_login');
  await shot(page, 'support-audit');

  // The same page at phone width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(memberPage);
  await expect(page.getByTestId('support-panel')).toBeVisible();
  await shot(page, 'support-panel-375');
});

test('an operator without members.support sees no support actions, and the server refuses them in Chinese', async ({ page, request }) => {
  const member = await registerMember(request);
  const username = `content-${Date.now().toString(36)}`;
  await addOperator(request, await operatorToken(request), { username, password: 'content-pass-1', role: 'content' });
  await signInToConsole(page, username, 'content-pass-1');
  await openMemberPage(page, member.mobile, member.uid);
  await expect(page.getByTestId('member-title')).toBeVisible();
  await expect(page.getByTestId('support-panel')).toHaveCount(0);

  const token = await operatorToken(request, username, 'content-pass-1');
  const id = (await (await request.get(`/admin/api/user/index?keyword=${member.mobile}`, { headers: { token } })).json()).data.list[0].id;
  const refused = await request.post('/admin/api/user/support/end_sessions', {
    data: { user_id: id, reason: '测试' },
    headers: { token, lang: 'zh-Hans' },
  });
  expect(refused.status()).toBe(200);
  expect(await refused.json()).toMatchObject({ code: 0, data: { permission: 'members.support' } });
});
