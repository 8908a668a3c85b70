import { type APIRequestContext, expect, test } from '@playwright/test';
import { addOperator, operatorToken } from '../support/api';
import { CONSOLE_DEVICE, chooseOption, consoleToken, fill, shot, signInToConsole, zh } from '../support/console';

test.use(CONSOLE_DEVICE);
test.describe.configure({ timeout: 120_000 });

// The demo data posts each member's starting funds as one `deposit` entry ("Demo funds": USDT and
// MCC from external_deposits) and locks a withdrawal of Bob's (UID 100002).
const BOB_UID = '100002';

/** A new operator of `role`, added by the super admin through the API; returns the username (password `journal-pass-1`). */
async function newOperator(request: APIRequestContext, role: 'finance' | 'support'): Promise<string> {
  const username = `${role}-${Math.floor(Math.random() * 1e6)}`;
  await addOperator(request, await operatorToken(request), { username, password: 'journal-pass-1', role });
  return username;
}

/** YYYY-MM-DD of today moved by `days`, in the local time zone (as the date inputs read it). */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toLocaleDateString('sv-SE');
}

test('a finance operator browses the journal, filters by a member and sees an entry’s lines balance', async ({ page, request }) => {
  const username = await newOperator(request, 'finance');
  await signInToConsole(page, username, 'journal-pass-1');
  await page.getByTestId('nav').getByText(zh.nav.journal).click();
  await expect(page).toHaveURL(/\/admin\/journal$/);
  const table = page.getByTestId('journal-table');
  const rows = table.locator('tr.journal-entry');
  const token = await consoleToken(page);
  const entries = async (query: string) => {
    const body = await (await request.get(`/admin/api/ledger/entries${query}`, { headers: { token } })).json();
    expect(body.code, body.msg).toBe(1);
    return body.data;
  };

  // Newest first, as the API pages them by cursor (other journeys may have added entries before the demo's).
  const all = await entries('');
  expect(all.list.length).toBeGreaterThanOrEqual(5);
  await expect(rows).toHaveCount(all.list.length);
  await expect(rows.first()).toHaveAttribute('data-row-key', String(all.list[0].id));
  await expect(page.getByText(fill(zh.journal.cursorPages, { count: all.limit }))).toBeVisible();
  await expect(page.getByTestId('journal-newest')).toBeDisabled();
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(page, 'journal-list');
  if (all.has_more) {
    // Older, then back to the newest.
    const older = await entries(`?before=${all.next_before}`);
    await page.getByTestId('journal-older').click();
    await expect(page).toHaveURL(new RegExp(`before=${all.next_before}`));
    await expect(rows.first()).toHaveAttribute('data-row-key', String(older.list[0].id));
    await page.getByTestId('journal-newer').click();
    await expect(rows.first()).toHaveAttribute('data-row-key', String(all.list[0].id));
  } else await expect(page.getByTestId('journal-older')).toBeDisabled();

  // Bob's entries only: his demo funds and his locked withdrawal.
  const bob = await entries(`?uid=${BOB_UID}`);
  await page.getByTestId('journal-uid').fill(BOB_UID);
  await page.getByTestId('journal-filter').click();
  await expect(page).toHaveURL(new RegExp(`uid=${BOB_UID}`));
  await expect(rows).toHaveCount(Math.min(bob.total, 20));
  await expect(table).toContainText('Demo funds');
  await expect(table).toContainText('withdrawal #');
  await expect(table).not.toContainText('pool_funding');

  // The demo deposit: USDT and MCC in from outside, each balanced.
  const deposit = bob.list.find((e: { kind: string; memo: string }) => e.kind === 'deposit' && e.memo === 'Demo funds');
  expect(deposit).toBeTruthy();
  const row = table.locator(`tbody tr[data-row-key="${deposit.id}"]`);
  await row.getByRole('button', { name: /expand|展开/i }).click();
  const lines = page.getByTestId(`journal-lines-${deposit.id}`);
  await expect(lines).toBeVisible();
  await expect(lines.locator('tr.ant-table-row')).toHaveCount(4);
  await expect(lines).toContainText('system:external_deposits:USDT');
  await expect(lines).toContainText('-2000.00');
  await expect(lines).toContainText('+2000.00');
  await expect(lines).toContainText('-1000.0000');
  await expect(lines).toContainText('+1000.0000');
  await expect(lines.getByRole('link', { name: BOB_UID }).first()).toBeVisible();
  await expect(page.getByTestId(`journal-balance-${deposit.id}`)).toContainText(fill(zh.journal.balanced, { assets: 'USDT, MCC' }));
  await expect(lines.locator('.money-negative').first()).toHaveCSS('color', 'rgb(207, 19, 34)');
  await expect(lines.locator('.money-positive').first()).toHaveCSS('color', 'rgb(35, 120, 4)');

  // Narrow further by kind and by an asset, then a date range around today.
  await page.getByTestId('journal-kind').locator('input').fill('deposit');
  await chooseOption(page, page.getByTestId('journal-asset'), 'MCC');
  await page.getByTestId('journal-from').fill(day(-1));
  await page.getByTestId('journal-to').fill(day(1));
  await page.getByTestId('journal-filter').click();
  await expect(page).toHaveURL(/kind=deposit/);
  await expect(page).toHaveURL(/asset=MCC/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Demo funds');
  // The entry stays open across filters.
  await expect(page.getByTestId(`journal-balance-${deposit.id}`)).toBeVisible();
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
  await shot(page, 'journal');

  // A range that ended yesterday holds none of today's entries.
  await page.getByTestId('journal-to').fill(day(-1));
  await page.getByTestId('journal-filter').click();
  await expect(table).toContainText(zh.journal.noMatch);

  // A range that ends before it starts is refused, and the page says so.
  await page.getByTestId('journal-from').fill(day(1));
  await page.getByTestId('journal-filter').click();
  await expect(page.locator('.ant-alert-error')).toBeVisible();

  // The member's UID links to their page.
  await page.getByTestId('journal-clear').click();
  await page.getByTestId('journal-uid').fill(BOB_UID);
  await page.getByTestId('journal-filter').click();
  await page.getByTestId(`journal-lines-${deposit.id}`).getByRole('link', { name: BOB_UID }).first().click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  await expect(page.getByText(BOB_UID).first()).toBeVisible();
});

test('the super admin has the journal; a support operator has no menu item and the API refuses', async ({ page, request }) => {
  await signInToConsole(page);
  await expect(page.getByTestId('nav').getByText(zh.nav.journal)).toBeVisible();

  const username = await newOperator(request, 'support');
  await page.context().clearCookies();
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await signInToConsole(page, username, 'journal-pass-1');
  await expect(page.getByTestId('nav')).toContainText(zh.nav.members);
  await expect(page.getByTestId('nav').getByText(zh.nav.journal)).toHaveCount(0);
  await page.goto('/admin/journal');
  await expect(page.getByText(zh.shell.forbiddenTitle)).toBeVisible();

  const res = await request.get('/admin/api/ledger/entries', { headers: { token: await consoleToken(page), lang: 'en' } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ code: 0, data: { permission: 'ledger.read' } });
});
