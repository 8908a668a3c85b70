import { expect, type Page, test } from '@playwright/test';
import { ok } from '../support/api';
import { pageShot, screenPath } from '../support/members';
import { expectToast } from '../support/toast';
import { PASSWORD, registerMember, signIn } from '../support/wallet';

// The anti-phishing code through the members' app at 375×812: set from the security page (the
// form's own checks, the confirmation showing the phrase, a wrong password refused under its field),
// shown masked afterwards; then a reset-password code asked for on the signed-out find-password
// page, whose page and answer say nothing of it, arrives in the member's inbox (the demo outbox)
// ending with the phrase.

const PHRASE = '蓝色海鸥 Blue';
const MASKED = '蓝色****ue';
const shot = (page: Page, name: string) => pageShot(page, `anti-phishing-${name}`);

interface OutboxItem {
  event: string;
  code: string;
  text: string;
}

test('a member sets the anti-phishing code and finds it at the end of the next code message', async ({ page, browser, baseURL }) => {
  const member = await registerMember(page.request);
  await signIn(page, member);

  // The security page's row says it is not set.
  await page.goto('/pages/security/security');
  await expect(page.getByTestId('anti-phishing-state')).toHaveText('未设置');
  await shot(page, 'security-not-set');
  await page.getByTestId('anti-phishing-row').click();
  await expect(page).toHaveURL(/\/pages\/security\/antiPhishing$/);
  await expect(page.getByTestId('nav-title')).toHaveText('防钓鱼码');
  await expect(page.getByTestId('anti-phishing-current')).toHaveText('未设置');
  await shot(page, 'form');

  // The form checks before sending: nothing typed, then digits only.
  const form = page.getByTestId('anti-phishing-form');
  await page.getByTestId('anti-phishing-submit').click();
  await expect(form.getByText('请输入防钓鱼码')).toBeVisible();
  await expect(form.getByText('请输入登录密码')).toBeVisible();
  await page.locator('#anti-phishing-phrase').fill('123456');
  await page.getByTestId('anti-phishing-submit').click();
  await expect(form.getByText('防钓鱼码不能全是数字，以免与验证码混淆')).toBeVisible();
  await shot(page, 'form-errors');

  // A wrong login password: the member confirms the phrase, seeing it whole, and the server refuses under the field.
  await page.locator('#anti-phishing-phrase').fill(`  ${PHRASE} `);
  await page.locator('#anti-phishing-password').fill('not-my-password');
  await page.getByTestId('anti-phishing-submit').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('确认防钓鱼码');
  await expect(dialog.getByTestId('anti-phishing-confirm-phrase')).toHaveText(PHRASE);
  // The dialog has faded in (antd-mobile lets it take taps once fully shown).
  await expect(page.locator('.adm-dialog .adm-center-popup-wrap > div')).toHaveCSS('pointer-events', 'auto');
  await page.screenshot({ path: screenPath('anti-phishing-confirm'), fullPage: true });
  await dialog.getByRole('button', { name: '确认保存' }).click();
  await expect(form.getByText('登录密码不正确')).toBeVisible();
  await expect(page.getByTestId('anti-phishing-current')).toHaveText('未设置');

  // The right one: saved, and the security page shows it masked.
  await page.locator('#anti-phishing-password').fill(PASSWORD);
  await page.getByTestId('anti-phishing-submit').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确认保存' }).click();
  await expectToast(page, '防钓鱼码已保存');
  await expect(page).toHaveURL(/\/pages\/security\/security$/);
  await expect(page.getByTestId('anti-phishing-state')).toHaveText(MASKED);
  await shot(page, 'security-set');
  await page.getByTestId('anti-phishing-row').click();
  await expect(page.getByTestId('anti-phishing-current')).toHaveText(MASKED);
  await expect(page.getByTestId('anti-phishing-submit')).toHaveText('修改防钓鱼码');
  await shot(page, 'form-set');
  expect(await page.content()).not.toContain(PHRASE);

  // Signed out, anyone may ask for a reset code to the member's mobile: the page says nothing of the code.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const signedOut = await visitor.newPage();
  await signedOut.goto('/pages/findPwd/findPwd');
  await signedOut.locator('#contact').fill(member.mobile);
  const answered = signedOut.waitForResponse((response) => response.url().endsWith('/api/sms/send'));
  await signedOut.getByTestId('code-button').click();
  const answer = await (await answered).text();
  expect(answer).toContain('"code":1');
  expect(answer).not.toContain(PHRASE);
  await expect(signedOut.getByTestId('code-button')).toHaveText(/秒重新获取/);
  expect(await signedOut.content()).not.toContain(PHRASE);
  await expect(signedOut.locator('.adm-toast-mask')).toHaveCount(0);
  await shot(signedOut, 'find-password-code-sent');
  await visitor.close();

  // The member's inbox: the code message ends with the phrase, once; so does the notice of the change.
  const inbox = await ok<{ list: OutboxItem[] }>(page.request.get(`/api/dev/outbox?to=${member.mobile}`), 'outbox');
  const reset = inbox.list.find((item) => item.event === 'resetpwd');
  expect(reset?.code).toMatch(/^\d{6}$/);
  expect(reset?.text.endsWith(`\n防钓鱼码：${PHRASE}`)).toBe(true);
  expect(reset?.text.split(PHRASE)).toHaveLength(2);
  const notice = inbox.list.find((item) => item.event === 'antiphishing');
  expect(notice?.text).toContain('您的防钓鱼码已设置');
  expect(notice?.text.endsWith(`\n防钓鱼码：${PHRASE}`)).toBe(true);
  // The registration message from before it was set says nothing of it.
  const registration = inbox.list.find((item) => item.event === 'register');
  expect(registration?.text).not.toContain('防钓鱼码');

  // The demo outbox's code message as the member's phone would show it, for the screenshot.
  await page.setContent(
    `<meta name="viewport" content="width=device-width"><body style="margin:0;padding:16px;background:#060807;color:#fff;font:15px/1.6 sans-serif"><h3 style="margin:0 0 12px">演示发件箱 · ${member.mobile}</h3><pre style="white-space:pre-wrap;margin:0;padding:12px;border-radius:12px;background:#161d1a;font:inherit" data-testid="sms"></pre></body>`,
  );
  await page.getByTestId('sms').evaluate((element, text) => {
    (element as unknown as { textContent: string }).textContent = text;
  }, reset?.text ?? '');
  await expect(page.getByTestId('sms')).toContainText(`防钓鱼码：${PHRASE}`);
  await shot(page, 'inbox-code-message');
});
