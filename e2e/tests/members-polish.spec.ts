import { expect, type Page, test } from '@playwright/test';
import { apiLogin, pageShot, presetToken } from '../support/members';
import { solidPng } from '../support/png';
import { fundByRecharge, outboxCode, registerMember, signIn } from '../support/wallet';

// What a member meets around the money pages: the documents they agree to, About, the pay password
// set from a confirm sheet, the keypad from a keyboard, zoom, the signed-in login page, wallet sign-in
// without a wallet, and detail pages for ids that do not exist. Each journey runs in zh-Hans and English.

const TEXT = {
  'zh-Hans': {
    agreement: '用户协议',
    privacy: '隐私政策',
    about: '关于',
    version: '1.0.1（版本号 101）',
    agreementLine: '注册即表示您同意本协议',
    privacyLine: '我们只收集提供服务所需的信息',
    back: '返回',
    noWallet: '钱包登录需要浏览器钱包',
    passwordLogin: '手机号/邮箱密码登录',
    loginTitle: '登录',
    nftNotFound: 'NFT #999999 不存在',
    noticeNotFound: '公告不存在',
    transferDone: '转账成功',
  },
  en: {
    agreement: 'User agreement',
    privacy: 'Privacy policy',
    about: 'About',
    version: '1.0.1 (build 101)',
    agreementLine: 'By registering you accept this agreement',
    privacyLine: 'We collect only what the service needs',
    back: 'Back',
    noWallet: 'Wallet sign-in needs a browser wallet',
    passwordLogin: 'Log in with mobile or email and password',
    loginTitle: 'Log in',
    nftNotFound: 'NFT #999999',
    noticeNotFound: 'This notice does not exist',
    transferDone: 'Transfer',
  },
} as const;

type Language = keyof typeof TEXT;

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript(`localStorage.setItem('lang', ${JSON.stringify(language)})`);
}

const shot = (page: Page, name: string) => pageShot(page, `polish-${name}`);

for (const language of ['zh-Hans', 'en'] as const) {
  const t = TEXT[language];

  test.describe(`${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('registration opens the user agreement and privacy policy over the form, which keeps what was typed', async ({ page }) => {
      await page.goto('/pages/register/register');
      await page.locator('#contact').fill('13912345678');
      await page.getByTestId('open-agreement').click();
      const sheet = page.getByTestId('document-sheet');
      await expect(sheet.getByTestId('content-agreement')).toContainText(t.agreement);
      await expect(sheet).toContainText(t.agreementLine);
      await shot(page, `${language}-register-agreement`);
      await sheet.getByTestId('document-close').click();
      await expect(sheet).toBeHidden();
      await expect(page.locator('#contact')).toHaveValue('13912345678');
      await expect(page.locator('input[name="terms"]')).not.toBeChecked();
      await page.getByTestId('open-privacy').click();
      await expect(sheet.getByTestId('content-privacy')).toContainText(t.privacyLine);
      await sheet.getByTestId('document-close').click();
      await page.locator('input[name="terms"]').check();
      await expect(page.locator('input[name="terms"]')).toBeChecked();
    });

    test('About shows the version, the service contact and the documents, each with a way back', async ({ page }) => {
      await presetToken(page, await apiLogin(page.request));
      await page.goto('/pages/user/user');
      await page.getByTestId('about-row').click();
      await expect(page.getByTestId('nav-title')).toHaveText(t.about);
      await expect(page.getByTestId('app-version')).toHaveText(t.version);
      await expect(page.getByTestId('service-contact')).toHaveText('support@demo.mcc');
      await shot(page, `${language}-about`);
      await page.getByTestId('about-privacy').click();
      await expect(page.getByTestId('nav-title')).toHaveText(t.privacy);
      await expect(page.getByTestId('content-privacy')).toContainText(t.privacyLine);
      await shot(page, `${language}-privacy`);
      await page.getByRole('button', { name: t.back }).first().click();
      await expect(page).toHaveURL(/\/pages\/about\/about$/);
    });

    test('a signed-in member opening the login page is sent on; wallet sign-in without a wallet offers the other ways', async ({
      page,
    }) => {
      await page.goto('/pages/register/tpregister');
      await expect(page.getByTestId('no-wallet')).toContainText(t.noWallet);
      await shot(page, `${language}-wallet-sign-in`);
      await page.getByTestId('other-ways').getByText(t.passwordLogin).click();
      await expect(page.getByTestId('nav-title')).toHaveText(t.loginTitle);

      await presetToken(page, await apiLogin(page.request));
      await page.goto('/pages/login/login?redirect=%2Fpages%2Fuser%2Fuser');
      await expect(page).toHaveURL(/\/pages\/user\/user$/);
      await page.goto('/pages/login/login');
      await expect(page).toHaveURL(/\/$/);
    });

    test('pinch-zoom is allowed and the layout holds at twice the size', async ({ page }) => {
      await page.goto('/pages/login/login');
      const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
      expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
      // 200 % zoom of a 375 px phone lays the page out in 188 CSS px: nothing may stick out sideways.
      await page.setViewportSize({ width: 188, height: 406 });
      for (const path of ['/pages/login/login', '/pages/register/register']) {
        await page.goto(path);
        await expect(page.locator('#root form')).toBeVisible();
        const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await shot(page, `${language}-zoomed-register`);
    });

    test('detail pages for an id that does not exist say so and lead back', async ({ page }) => {
      await presetToken(page, await apiLogin(page.request));
      await page.goto('/pages/nft/detail?id=999999');
      await expect(page.getByTestId('empty-state')).toContainText(t.nftNotFound);
      await shot(page, `${language}-nft-not-found`);
      await page.getByTestId('empty-state').getByRole('link').click();
      await expect(page).toHaveURL(/\/pages\/nft\/nft$/);

      await page.goto('/pages/notice/detail?id=999999');
      await expect(page.getByTestId('empty-state')).toContainText(t.noticeNotFound);
      await page.getByTestId('empty-state').getByRole('link').click();
      await expect(page).toHaveURL(/\/pages\/notice\/notice$/);
    });

    test('“set it first” on a confirm sheet sets the pay password there and the transfer goes on with what was typed', async ({
      page,
      request,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('hideLoading')) warnings.push(message.text());
      });
      const member = await registerMember(request);
      await fundByRecharge(request, member, '50', solidPng(8, 8, [20, 140, 90]));
      await signIn(page, member);
      await page.goto('/pages/usdt/transfer');
      await page.locator('#recipient').fill('100002');
      await page.getByTestId('transfer-next').click();
      await expect(page.getByTestId('recipient-name')).toBeVisible();
      await page.locator('#amount-usdt').fill('5');
      await page.getByTestId('transfer-next').click();
      const confirm = page.getByTestId('confirm-sheet');
      await expect(confirm.getByTestId('confirm-button')).toBeDisabled();
      await confirm.getByTestId('set-pay-password-here').click();

      // The code is checked before the new pay password is asked for.
      const setup = page.getByTestId('pay-password-sheet');
      await setup.getByTestId('code-button').click();
      const code = await outboxCode(request, member.mobile, 'paypwd');
      await setup.locator('#paypwd-code').fill(code === '000000' ? '111111' : '000000');
      await setup.getByTestId('paypwd-code-next').click();
      await expect(setup.locator('.field-error')).toBeVisible();
      await expect(setup.getByTestId('pay-password-keypad')).toHaveCount(0);
      await shot(page, `${language}-paypwd-wrong-code`);
      await setup.locator('#paypwd-code').fill(code);
      await setup.getByTestId('paypwd-code-next').click();

      // The keypad takes a keyboard's digits and Backspace.
      await expect(setup.getByTestId('pay-password-keypad')).toBeVisible();
      await page.keyboard.type('9');
      await page.keyboard.press('Backspace');
      await expect(setup.locator('.adm-passcode-input-cell-dot')).toHaveCount(0);
      await page.keyboard.type('147258');
      await expect(setup.locator('.adm-passcode-input-cell-dot')).toHaveCount(0);
      await page.keyboard.type('147258');
      await expect(setup).toBeHidden();

      // Back on the confirm sheet with the same transfer, now allowed.
      await expect(confirm.getByTestId('confirm-amount')).toContainText('5.00');
      await expect(confirm.getByTestId('confirm-button')).toBeEnabled();
      await shot(page, `${language}-confirm-after-paypwd`);
      await confirm.getByTestId('confirm-button').click();
      await expect(confirm.getByTestId('pay-password-keypad')).toBeVisible();
      await page.keyboard.type('147258');
      await expect(page.getByTestId('result-title')).toContainText(t.transferDone);
      await expect(page.getByTestId('result-amount')).toContainText('5.00 USDT');
      await shot(page, `${language}-transfer-done`);
      await page.waitForTimeout(400);
      expect(warnings).toEqual([]);
    });
  });
}
