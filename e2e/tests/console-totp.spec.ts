import { expect, type Page, test } from '@playwright/test';
import { addOperator, consolePost, operatorToken } from '../support/api';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  CONSOLE_DEVICE,
  consoleTexts,
  consoleToken,
  fill,
  openMemberPage,
  shot,
  signInToConsole,
  zh,
} from '../support/console';
import { nextTotpStep, totpCode } from '../support/totp';
import { PASSWORD, registerMember } from '../support/wallet';

test.use(CONSOLE_DEVICE);
// Waits for a new 30 s step twice, and several scrypt sign-ins.
test.describe.configure({ timeout: 180_000 });

/** Signs in with the password and, on the page's code step, the code the test computes. */
async function signInWithCode(page: Page, username: string, secret: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(zh.login.username).fill(username);
  await page.getByLabel(zh.login.password).fill(ADMIN_PASSWORD);
  await page.getByTestId('login-card').getByRole('button', { name: zh.login.submit, exact: true }).click();
  await expect(page.getByTestId('login-second-step')).toBeVisible();
  await shot(page, 'totp-code-step');
  await page.getByTestId('totp-code').fill(totpCode(secret));
  await page.getByTestId('totp-submit').click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
}

test('an operator turns on two-step verification, signs in with two steps, and resets a member’s second factor', async ({
  page,
  request,
}) => {
  // A support operator of its own, so the shared `admin` keeps signing in with the password alone.
  await signInToConsole(page);
  const username = `helpdesk${Date.now() % 1_000_000}`;
  await addOperator(request, await consoleToken(page), { username, password: ADMIN_PASSWORD, role: 'support' });
  await page.getByTestId('sign-out').click();

  await signInToConsole(page, username);
  await page.getByTestId('totp-open').click();
  const dialog = page.getByTestId('totp-modal');
  await expect(dialog.getByTestId('totp-status')).toHaveText(zh.totp.off);
  await dialog.getByTestId('totp-start').click();
  await expect(dialog.getByTestId('totp-qr')).toBeVisible();
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, 'totp-setup', { dialog: true });
  await dialog.getByTestId('totp-code').fill(totpCode(secret));
  await dialog.getByTestId('totp-submit').click();
  await expect(dialog.getByTestId('totp-recovery')).toBeVisible();
  await shot(page, 'totp-recovery-codes', { dialog: true });
  await dialog.getByTestId('totp-continue').click();
  await page.getByTestId('sign-out').click();

  // Two steps now; the code of the step just used would be refused, so wait for the next one.
  await nextTotpStep();
  await signInWithCode(page, username, secret);
  await page.getByTestId('totp-open').click();
  await expect(page.getByTestId('totp-modal').getByTestId('totp-status')).toHaveText(zh.totp.on);
  await page.keyboard.press('Escape');

  // A member with the factor on, then support resets it.
  const member = await registerMember(request);
  const setup = await (await request.post('/api/user/totp/setup', { headers: { token: member.token } })).json();
  const memberSecret = setup.data.secret as string;
  const enabled = await request.post('/api/user/totp/enable', { data: { code: totpCode(memberSecret) }, headers: { token: member.token } });
  expect((await enabled.json()).code).toBe(1);

  await openMemberPage(page, member.mobile, member.uid);
  const panel = page.getByTestId('support-panel');
  await expect(panel.getByTestId('support-totp')).toHaveText(zh.support.totpOn);
  await expect(panel.getByTestId('support-session-list').locator('tbody tr')).toHaveCount(1);
  await shot(page, 'totp-member-detail');

  await panel.getByTestId('support-reset-totp').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(zh.support.resetTotpSummary);
  await confirm.getByTestId('reason-input').fill('会员手机丢失，已核实身份');
  await shot(page, 'totp-reset-confirm', { dialog: true });
  await confirm.getByTestId('form-modal-ok').click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(zh.support.resetTotpDone).last()).toBeVisible();
  await expect(panel.getByTestId('support-totp')).toHaveText(zh.support.totpOff);
  await expect(panel.getByTestId('support-withdraw-hold')).not.toHaveText(zh.support.noHold);
  await shot(page, 'totp-member-reset');

  // The member signs in with the password alone.
  const signIn = await (await request.post('/api/user/login', { data: { account: member.mobile, password: PASSWORD } })).json();
  expect(signIn.code).toBe(1);
  expect(signIn.data.userinfo.token).toEqual(expect.any(String));
});

test('the setting makes a money role enrol at its first sign-in; a super admin clears a lost factor and the next sign-in enrols again (English)', async ({
  page,
  request,
}) => {
  const en = consoleTexts.en;
  // The super admin's API session, taken before the setting holds super admins (a money role) back too.
  const adminToken = await operatorToken(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const setRequired = (on: boolean) =>
    consolePost(request, adminToken, '/admin/api/settings/save', { values: { operator_totp_required: on } });
  const username = `cashier${Date.now() % 1_000_000}`;
  await addOperator(request, adminToken, { username, password: ADMIN_PASSWORD, role: 'finance' });

  /** Signs in with the password; the enrolment step shows the key, the test types the code it computes. */
  const enrolAtSignIn = async (name: string): Promise<void> => {
    await page.goto('/admin/login');
    await page.getByTestId('language-switch').getByText('English').click();
    await page.getByLabel(en.login.username).fill(username);
    await page.getByLabel(en.login.password).fill(ADMIN_PASSWORD);
    await page.getByTestId('login-card').getByRole('button', { name: en.login.submit, exact: true }).click();
    const step = page.getByTestId('login-second-step');
    await expect(step).toContainText(en.totp.loginEnrolHint);
    await expect(step.getByTestId('totp-qr')).toBeVisible();
    const secret = ((await step.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, name);
    await step.getByTestId('totp-code').fill(totpCode(secret));
    await step.getByTestId('totp-submit').click();
    await expect(page.getByTestId('totp-recovery')).toBeVisible();
    await page.getByTestId('totp-continue').click();
    await expect(page.getByTestId('operator-name')).toHaveText(username);
  };

  await setRequired(true);
  try {
    await enrolAtSignIn('totp-enrol-en');
    await page.getByTestId('sign-out').click();
  } finally {
    await setRequired(false);
  }

  // The cashier lost the phone: the super admin clears the factor, with a reason.
  await signInToConsole(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.goto('/admin/operators');
  const row = page.getByTestId('operator-table').locator('tbody tr', { hasText: username });
  await expect(row.getByTestId('operator-totp')).toHaveText(en.operators.totpOn);
  await row.getByTestId('operator-totp-reset').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fill(en.operators.totpTitle, { name: username }));
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toContainText(en.common.reasonRequired);
  await dialog.getByTestId('reason-input').fill('Lost phone; identity checked by video call');
  await shot(page, 'operator-totp-reset-en', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(fill(en.operators.totpDone, { name: username })).last()).toBeVisible();
  await expect(row.getByTestId('operator-totp')).toHaveText(en.operators.totpOff);
  await expect(row.getByTestId('operator-totp-reset')).toHaveCount(0);
  await shot(page, 'operator-totp-cleared-en');
  await page.getByTestId('sign-out').click();

  await setRequired(true);
  try {
    await enrolAtSignIn('totp-enrol-again-en');
  } finally {
    await setRequired(false);
  }
});
