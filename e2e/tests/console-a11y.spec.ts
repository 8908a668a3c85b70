import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_DEVICE, CONSOLE_VIEWPORT, shot, signInToConsole } from '../support/console';

test.use(CONSOLE_DEVICE);
test.describe.configure({ timeout: 180_000 });

/** The console's main pages, each with an element that shows it has loaded. */
const pages: Array<{ path: string; ready: string; name: string }> = [
  { path: '/admin/', ready: 'fig-members', name: 'dashboard' },
  { path: '/admin/members', ready: 'member-table', name: 'members' },
  { path: '/admin/members/2', ready: 'support-panel', name: 'member-detail' },
  { path: '/admin/recharges', ready: 'recharge-table', name: 'recharges' },
  { path: '/admin/withdrawals', ready: 'withdraw-table', name: 'withdrawals' },
  { path: '/admin/journal', ready: 'journal-table', name: 'journal' },
  { path: '/admin/audit', ready: 'audit-table', name: 'audit' },
  { path: '/admin/outbox', ready: 'outbox-table', name: 'outbox' },
  { path: '/admin/operators', ready: 'operator-table', name: 'operators' },
  { path: '/admin/settings', ready: 'setting-service_contact', name: 'settings' },
];

/** axe's serious and critical findings on the page, as `rule: target` lines (empty when none). */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

test('the sign-in page has no serious or critical accessibility finding', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByTestId('login-card')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

// One test per width: ten pages with axe at each width take minutes on a busy machine.
for (const width of [CONSOLE_VIEWPORT.width, 375]) {
  test(`the main console pages have no serious or critical accessibility finding and fit the screen at ${width}px`, async ({ page }) => {
    await signInToConsole(page);
    await page.setViewportSize({ width, height: width === 375 ? 812 : CONSOLE_VIEWPORT.height });
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready)).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      // axe reads colours as they are drawn: a button still fading from its loading state would be judged mid-way.
      await expect.poll(() => page.evaluate<boolean>('document.getAnimations().every((a) => !(a instanceof CSSTransition))')).toBe(true);
      expect(await seriousFindings(page), `${p.name} at ${width}px`).toEqual([]);
      // Nothing makes the page wider than the screen: a wide table or a row of tabs scrolls in its card.
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow, `${p.name} at ${width}px is wider than the screen by`).toBeLessThanOrEqual(0);
      await shot(page, `${p.name}-${width}`);
    }
  });
}
