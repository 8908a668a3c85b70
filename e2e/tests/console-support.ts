import { expect, type Locator, type Page } from '@playwright/test';

// Shared steps of the console journeys (console-*.spec.ts). The e2e server's first operator is
// `admin` with ADMIN_PASSWORD from support/global-setup.ts.

export const CONSOLE_VIEWPORT = { width: 1280, height: 800 };
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-operator-pass';

export async function signInToConsole(page: Page, username = ADMIN_USERNAME, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
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
