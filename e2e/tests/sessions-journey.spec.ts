import { expect, test } from '@playwright/test';
import { type MemberLanguage, memberLanguages, memberTexts, shotName, textPattern, useMemberLanguage } from '../support/member-texts';
import { apiLogin, overlaysGone, presetToken, screenPath } from '../support/members';
import { expectToast } from '../support/toast';
import { PASSWORD, registerMember } from '../support/wallet';

// Account security in the members' app, in zh-Hans and English: changing the login password (the
// other devices are signed out, withdrawals and transfers pause and the forms say until when before
// anything is typed), and the list of signed-in devices, where ending another device sends that
// device to the login page. Each test signs up a member of its own.

const NEW_PASSWORD = 'Changed@2026';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The server's refusal of a wrong current password, in the member's language. */
const WRONG_CURRENT: Record<MemberLanguage, string> = {
  'zh-Hans': '当前登录密码不正确',
  en: 'The current login password is not correct',
};

for (const language of memberLanguages) {
  const t = memberTexts[language];
  const screen = (name: string) => screenPath(shotName(`sessions-${name}`, language));

  test.describe(language, () => {
    test.beforeEach(async ({ page }) => {
      await useMemberLanguage(page, language);
    });

    test(`a member changes the login password: the other device is signed out and the withdraw pages show the hold`, async ({
      page,
      request,
    }) => {
      // The sign-up's own session is the other device.
      const { mobile: account, token: elsewhere } = await registerMember(request);
      await presetToken(page, await apiLogin(request, account, PASSWORD));

      await page.goto('/pages/user/user');
      await page.getByTestId('change-password-row').click();
      await expect(page).toHaveURL(/\/pages\/user\/changePassword$/);
      await expect(page.getByTestId('nav-title')).toHaveText(t.route.changePassword);

      // The form checks its fields before sending.
      await page.getByTestId('change-password-submit').click();
      await expect(page.getByText(t.account.errors.passwordRequired).first()).toBeVisible();
      await page.locator('#current-password').fill('not-my-password');
      await page.locator('#password').fill(NEW_PASSWORD);
      await page.locator('#repeat').fill(`${NEW_PASSWORD}x`);
      await page.getByTestId('change-password-submit').click();
      await expect(page.getByText(t.account.errors.passwordMismatch)).toBeVisible();
      // A wrong current password is refused under its field.
      await page.locator('#repeat').fill(NEW_PASSWORD);
      await page.getByTestId('change-password-submit').click();
      await expect(page.getByTestId('change-password-form').getByText(WRONG_CURRENT[language])).toBeVisible();
      await overlaysGone(page);
      await page.screenshot({ path: screen('change-password-wrong'), fullPage: true });

      await page.locator('#current-password').fill(PASSWORD);
      await page.getByTestId('change-password-submit').click();
      await expectToast(page, t.security.changed);
      await expect(page).toHaveURL(/\/pages\/user\/user$/);

      // The other device's token is refused at once; this one still works.
      expect((await request.get('/api/user/balance', { headers: { token: elsewhere } })).status()).toBe(401);

      // The withdraw page says until when before the member types, and its button is off.
      await page.goto('/pages/usdt/withdraw');
      const hold = page.getByTestId('security-hold');
      await expect(hold).toContainText(t.security.holdTitle);
      await expect(hold).toContainText(textPattern(t.security.holdText, { time: '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d' }));
      await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
      await overlaysGone(page);
      await page.screenshot({ path: screen('withdraw-hold'), fullPage: true });

      await page.goto('/pages/usdt/transfer');
      await expect(page.getByTestId('security-hold')).toBeVisible();
      await expect(page.getByTestId('transfer-next')).toBeDisabled();
      await page.goto('/pages/coinMix/withdraw');
      await expect(page.getByTestId('security-hold')).toBeVisible();
      await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
      await overlaysGone(page);
      await page.screenshot({ path: screen('coinmix-withdraw-hold'), fullPage: true });

      // The new password signs in; the old one no longer does.
      expect((await request.post('/api/user/login', { data: { account, password: PASSWORD } }).then((r) => r.json())).code).toBe(0);
      expect((await request.post('/api/user/login', { data: { account, password: NEW_PASSWORD } }).then((r) => r.json())).code).toBe(1);
    });

    test('a member sees the signed-in devices and signs another one out, which lands on the login page', async ({
      page,
      browser,
      baseURL,
    }) => {
      // Signed up through this page's browser: the sign-up's session is this device.
      const { mobile: account, token: thisDevice } = await registerMember(page.request);
      const other = await browser.newContext({
        baseURL,
        viewport: { width: 375, height: 812 },
        userAgent: DESKTOP,
      });
      // Each device signs in through its own browser (the request carries that browser's user agent).
      const desktop = await other.newPage();
      await useMemberLanguage(desktop, language);
      await presetToken(desktop, await apiLogin(other.request, account, PASSWORD));
      await desktop.goto('/pages/user/user');
      await expect(desktop.getByTestId('nickname')).toBeVisible();
      await presetToken(page, thisDevice);

      await page.goto('/pages/user/user');
      await page.getByTestId('sessions-row').click();
      await expect(page).toHaveURL(/\/pages\/user\/sessions$/);
      const sessions = page.getByTestId('session');
      await expect(sessions).toHaveCount(2);
      const current = page.locator('[data-testid="session"][data-current="true"]');
      await expect(current.getByTestId('this-device')).toHaveText(t.security.thisDevice);
      await expect(current.getByTestId('session-device')).toContainText('Safari · iOS');
      const desktopRow = page.locator('[data-testid="session"][data-current="false"]');
      await expect(desktopRow.getByTestId('session-device')).toHaveText('Chrome · Windows');
      await overlaysGone(page);
      await page.screenshot({ path: screen('list'), fullPage: true });

      // Ending it asks first.
      await desktopRow.getByTestId('session-end').click();
      const dialog = page.locator('.adm-dialog');
      await expect(dialog).toContainText(t.security.endTitle);
      await expect(dialog).toContainText('Chrome · Windows');
      await page.screenshot({ path: screen('end-confirm'), fullPage: true });
      await dialog.getByRole('button', { name: t.security.endOne, exact: true }).click();
      await expectToast(page, t.security.ended);
      await expect(sessions).toHaveCount(1);
      await expect(page.getByText(t.security.onlyThis)).toBeVisible();
      await overlaysGone(page);
      await page.screenshot({ path: screen('only-this'), fullPage: true });

      // The signed-out device's next page sends it to the login page.
      await desktop.goto('/pages/user/user');
      await expect(desktop).toHaveURL(/\/pages\/login\/login/);
      await desktop.screenshot({ path: screen('ended-device-login'), fullPage: true });
      await other.close();
    });

    test('signing out all other devices keeps this one', async ({ page, request }) => {
      const { mobile: account, token: first } = await registerMember(request);
      const second = await apiLogin(request, account, PASSWORD);
      await presetToken(page, await apiLogin(request, account, PASSWORD));
      await page.goto('/pages/user/sessions');
      await expect(page.getByTestId('session')).toHaveCount(3);
      await page.getByTestId('sessions-end-others').click();
      await page.locator('.adm-dialog').getByRole('button', { name: t.security.endOthers }).click();
      await expectToast(page, t.security.endedOthers);
      await expect(page.getByTestId('session')).toHaveCount(1);
      for (const token of [first, second]) {
        expect((await request.get('/api/user/balance', { headers: { token } })).status()).toBe(401);
      }
      await page.reload();
      await expect(page).toHaveURL(/\/pages\/user\/sessions$/);
      await expect(page.getByTestId('this-device')).toBeVisible();
    });
  });
}
