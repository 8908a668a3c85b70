import { expect, type Page, test } from '@playwright/test';
import { type MemberLanguage, memberLanguages, memberTexts, shotName, textPattern, useMemberLanguage } from '../support/member-texts';
import { pageShot } from '../support/members';
import { solidPng } from '../support/png';
import { nextTotpStep, totpCode } from '../support/totp';
import { confirmWithPayPassword, fundByRecharge, outboxCode, PASSWORD, registerMember, signIn } from '../support/wallet';

// The member's second factor (TOTP) through the members' app at 375×812, in zh-Hans and English:
// turn it on from the security page (the code computed here from the key the page shows), keep the
// recovery codes, sign out, sign in with the password and then the code, and withdraw with a code.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const WITHDRAW_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
/** The server's refusal of a wrong code, in the member's language. */
const WRONG_CODE: Record<MemberLanguage, string> = {
  'zh-Hans': '验证器动态码不正确或已使用',
  en: 'The authenticator code is wrong or was already used',
};

for (const language of memberLanguages) {
  const t = memberTexts[language];
  const shot = (page: Page, name: string) => pageShot(page, shotName(`totp-${name}`, language));

  test(`turn on two-step verification, sign in with a code, withdraw with a code (${language})`, async ({ page, request }) => {
    await useMemberLanguage(page, language);
    const member = await registerMember(request, { payPassword: true });
    await fundByRecharge(request, member, '100', solidPng(64, 64, [40, 120, 200]));
    await signIn(page, member);

    // Enrol from the user centre's settings.
    await page.goto('/pages/user/user');
    await expect(page.getByTestId('security-row')).toContainText(t.totp.off);
    await page.getByTestId('security-row').click();
    await expect(page.getByTestId('nav-title')).toHaveText(t.totp.entry);
    await expect(page.getByTestId('totp-status')).toHaveText(t.totp.off);
    await shot(page, 'off');
    await page.getByTestId('totp-start').click();
    await expect(page.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'enrol');
    // A wrong code is refused in the member's language and turns nothing on.
    const right = totpCode(secret);
    await page.locator('#totp-enable-code').fill(right === '000000' ? '111111' : '000000');
    await page.getByTestId('totp-enable').click();
    await expect(page.getByText(WRONG_CODE[language])).toBeVisible();
    await page.locator('#totp-enable-code').fill(totpCode(secret));
    await page.getByTestId('totp-enable').click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await shot(page, 'recovery-codes');
    await page.getByTestId('recovery-saved').click();
    await expect(page.getByTestId('totp-status')).toHaveText(t.totp.on);
    await shot(page, 'on');

    // Sign out, then in with two steps.
    await page.goto('/pages/user/user');
    await page.getByTestId('logout').click();
    await page.locator('.adm-dialog').getByRole('button', { name: t.account.logout }).click();
    await expect(page).toHaveURL(/\/pages\/login\/login/);
    await page.locator('#account').fill(member.mobile);
    await page.locator('#password').fill(PASSWORD);
    await expect(page.locator('.adm-dialog')).toHaveCount(0);
    await page.getByRole('button', { name: t.account.loginButton, exact: true }).click();
    await expect(page.getByTestId('login-code-step')).toBeVisible();
    await expect(page.getByText(t.totpLogin.title)).toBeVisible();
    await shot(page, 'login-code-step');
    // The code used to turn the factor on is spent: wait for the app's next code.
    await nextTotpStep();
    await page.locator('#login-code').fill(totpCode(secret));
    await page.getByTestId('login-code-submit').click();
    await expect(page).not.toHaveURL(/\/pages\/login\/login/);
    expect(await page.evaluate("localStorage.getItem('token')")).toBeTruthy();

    // Withdraw: the form asks for the code as well.
    await page.goto('/pages/usdt/withdraw');
    await expect(page.getByTestId('withdraw-available')).toHaveText('100.00 USDT');
    await page.locator('#address').fill(WITHDRAW_ADDRESS);
    await page.locator('#amount-usdt').fill('20');
    await page.getByTestId('code-button').click();
    await expect(page.getByTestId('code-button')).toHaveText(textPattern(t.runtime.resendIn, { seconds: '\\d+' }));
    await page.locator('#withdraw-code').fill(await outboxCode(request, member.mobile, 'withdraw'));
    await expect(page.getByTestId('withdraw-totp')).toBeVisible();
    // Without the code the form says so before sending.
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByText(t.totp.codeFormat)).toBeVisible();
    await nextTotpStep();
    await page.getByTestId('withdraw-totp').fill(totpCode(secret));
    await shot(page, 'withdraw-form');
    await page.getByTestId('withdraw-submit').click();
    const sheet = page.getByTestId('confirm-sheet');
    await expect(sheet.getByTestId('confirm-arrives')).toContainText('20.00 USDT');
    await confirmWithPayPassword(page, sheet);
    await expect(page.getByTestId('result-title')).toHaveText(t.wallet.withdrawDone);
    await shot(page, 'withdraw-result');
  });
}
