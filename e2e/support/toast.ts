import { expect, type Page } from '@playwright/test';

/**
 * The members' app shows `text` in a toast. A toast that a newer one replaced may still be fading
 * out beside it (antd-mobile animates it away), so the one with this text is the one looked for.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toHaveText(text);
}
