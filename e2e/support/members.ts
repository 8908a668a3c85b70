import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';
export const SCREENS_DIR = path.resolve(import.meta.dirname, '../artifacts/screens');

export function screenPath(name: string): string {
  return path.join(SCREENS_DIR, `${name}.png`);
}

/** Waits until no toast or loading overlay is left on screen (for a clean screenshot). */
export async function overlaysGone(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5000 });
}

/** A full-page screenshot from the top once no toast is left: `artifacts/screens/<name>.png`. */
export async function pageShot(page: Page, name: string): Promise<void> {
  await overlaysGone(page);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: screenPath(name), fullPage: true });
}

/** Logs a member in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, account = '13800000001', password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/user/login', { data: { account, password } });
  const body = (await response.json()) as { code: number; msg: string; data: { userinfo: { token: string } } };
  if (body.code !== 1) throw new Error(`login failed: ${body.msg}`);
  return body.data.userinfo.token;
}

/** Puts the token where the app keeps it, before any page script runs. */
export async function presetToken(page: Page, token: string): Promise<void> {
  // Once per tab: a later sign-out in the same tab must stay signed out.
  await page.addInitScript(
    `if (!sessionStorage.getItem('e2e-token-set')) { localStorage.setItem('token', ${JSON.stringify(token)}); sessionStorage.setItem('e2e-token-set', '1'); }`,
  );
}
