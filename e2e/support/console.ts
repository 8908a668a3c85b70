import { expect, type Locator, type Page } from '@playwright/test';
import en from '../../apps/admin/src/i18n/locales/en';
import zhHans from '../../apps/admin/src/i18n/locales/zh-hans';
import { E2E_ADMIN_PASSWORD } from './global-setup';

// Shared steps of the console journeys (console-*.spec.ts). The e2e server's first operator is
// `admin` with ADMIN_PASSWORD from support/global-setup.ts. The console opens in zh-Hans; journeys
// read its texts from the console's own locale files (`zh.nav.members`), so they follow the
// console's wording and stay readable.

export const CONSOLE_VIEWPORT = { width: 1280, height: 800 };
/** The console's browser, for `test.use`: a desktop window, no touch, one pixel per point. */
export const CONSOLE_DEVICE = { viewport: CONSOLE_VIEWPORT, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;

export type ConsoleLanguage = 'zh-Hans' | 'en';
/** The console's texts by language. */
export const consoleTexts = { 'zh-Hans': zhHans, en } as const;
/** The console's zh-Hans texts, the language the journeys run in. */
export const zh = zhHans;

/** Fills `{{name}}` placeholders of a console text, as the console does. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Signs in to the console in `lang` (zh-Hans, the default, unless told): the language is picked
 * with the switch on the sign-in page, which the console remembers.
 */
export async function signInToConsole(
  page: Page,
  username = ADMIN_USERNAME,
  password = ADMIN_PASSWORD,
  lang: ConsoleLanguage = 'zh-Hans',
): Promise<void> {
  const texts = consoleTexts[lang];
  await page.goto('/admin/login');
  await page
    .getByTestId('language-switch')
    .getByText(lang === 'en' ? 'English' : '简体中文')
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByLabel(texts.login.username).fill(username);
  await page.getByLabel(texts.login.password).fill(password);
  await page.getByTestId('login-card').getByRole('button', { name: texts.login.submit, exact: true }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
}

/** Opens a member's page from the console's menu: the members list searched for `search` (their mobile), then their UID clicked. */
export async function openMemberPage(page: Page, search: string, uid: string): Promise<void> {
  await page.getByTestId('nav').getByText(zh.nav.members).click();
  await page.getByPlaceholder(zh.members.searchPlaceholder).fill(search);
  await page.getByRole('button', { name: zh.common.search }).click();
  await page.getByTestId('member-table').getByRole('link', { name: uid }).click();
}

/**
 * Picks an option of an antd Select and waits until its list has closed. A click that lands while
 * the list is still opening can leave it open over the dialog's buttons, so the pick is retried
 * until the list is gone.
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
  await expect(async () => {
    if (!(await option.isVisible())) await select.click();
    await option.click({ timeout: 2_000 });
    await expect(option).toBeHidden({ timeout: 2_000 });
  }).toPass();
  await expect(select).toContainText(label);
}

/**
 * Gives the reason a console dialog asks for: OK without it first, which the dialog refuses with
 * "reason required", then the reason, after which the refusal is gone.
 */
export async function giveRequiredReason(dialog: Locator, reason: string): Promise<void> {
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toContainText(zh.common.reasonRequired);
  await dialog.getByTestId('reason-input').fill(reason);
  await expect(dialog.getByText(zh.common.reasonRequired)).toHaveCount(0);
}

/** Saves artifacts/screens/console-<name>.png; a dialog is taken at viewport size so its mask covers the shot. */
export async function shot(page: Page, name: string, { dialog = false } = {}): Promise<void> {
  await page.screenshot({ path: `artifacts/screens/console-${name}.png`, fullPage: !dialog });
}

/** The console token of the page's session, for checking the API beside the UI. */
export async function consoleToken(page: Page): Promise<string> {
  // The e2e project has no DOM types; the page's localStorage is reached through globalThis.
  const token = await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('mcc-console-token'),
  );
  if (!token) throw new Error('not signed in to the console');
  return token;
}
