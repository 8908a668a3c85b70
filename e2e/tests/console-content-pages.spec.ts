import { expect, test } from '@playwright/test';
import { CONSOLE_DEVICE, shot, signInToConsole } from '../support/console';

test.use(CONSOLE_DEVICE);

test('an operator edits the user agreement in the console and members read the new text in their language', async ({ page, request }) => {
  await signInToConsole(page);
  await page.goto('/admin/content-pages');
  const table = page.getByTestId('content-pages-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await shot(page, 'content-pages');

  await page.getByTestId('content-edit-agreement').click();
  await page.getByRole('tab', { name: 'English' }).click();
  const english = page.getByTestId('content-text-en');
  const before = await english.inputValue();
  expect(before).toContain('By registering you accept this agreement');
  const clause = `6. Support: write to the service contact (${Date.now()}).`;
  await english.fill(`${before}\n${clause}`);
  await shot(page, 'content-page-editor', { dialog: true });
  await page.getByTestId('form-modal-ok').click();
  await expect(english).toBeHidden();

  const en = await (await request.get('/api/common/page?key=agreement', { headers: { lang: 'en' } })).json();
  expect(en.data.content).toContain(clause);
  const zh = await (await request.get('/api/common/page?key=agreement', { headers: { lang: 'zh-Hans' } })).json();
  expect(zh.data.content).not.toContain(clause);
  expect(zh.data.title).toBe('用户协议');

  // The address the console gives opens the page in the members' app, with the new text.
  const address = page.getByTestId('content-address-agreement');
  const href = await address.getAttribute('href');
  expect(href).toBe(`${new URL(page.url()).origin}/pages/about/agreement`);
  const [member] = await Promise.all([page.context().waitForEvent('page'), address.click()]);
  await member.setViewportSize({ width: 375, height: 812 });
  await expect(member.getByText('用户协议').first()).toBeVisible();
  await expect(member.getByText(zh.data.content.split('\n')[0]).first()).toBeVisible();
  await member.screenshot({ path: 'artifacts/screens/console-content-page-opened.png' });
});
