import { expect, type Page, test } from '@playwright/test';
import { consoleGet, runJobsForNextDay } from '../support/api';
import { CONSOLE_DEVICE, fill, shot, signInToConsole, zh } from '../support/console';
import { fundedMember, memberGet, operatorToken } from '../support/nft';
import { type Member, registerMember, signIn } from '../support/wallet';

// The liabilities proof. A member opens it from the user centre: the published root, the totals and
// their own entry, which the page recomputes in the browser (Web Crypto) up to the root. A member who
// joined after the root is told they are in the next one. In the console (zh-Hans) the operator sees
// the roots, declares custody per asset and reads the solvency against members' totals.

test.describe.configure({ timeout: 120_000 });

interface Root {
  day: string;
  root: string;
  leaf_count: number;
  totals: { asset: string; amount: string }[];
  lines: { asset: string; line: string; amount: string }[];
}

async function proofShot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `artifacts/screens/liabilities-${name}.png`, fullPage: true });
}

test.describe('members', () => {
  let member: Member;
  let day: string;

  test.beforeAll(async ({ request }) => {
    member = await fundedMember(request, '120');
    day = await runJobsForNextDay(request);
  });

  test('a member opens the proof of liabilities from the user centre and their own entry verifies in the browser', async ({
    page,
    request,
  }) => {
    const latest = await memberGet<Root>(request, member, '/api/liabilities/latest');
    expect(latest.day).toBe(day);
    await signIn(page, member);
    await page.goto('/pages/user/user');
    await page.getByTestId('proof-row').click();
    await expect(page).toHaveURL(/\/pages\/proof\/proof$/);
    await expect(page.getByTestId('root-day')).toHaveText(day);
    await expect(page.getByTestId('root-hash')).toHaveText(latest.root);
    for (const total of latest.totals) await expect(page.getByTestId(`total-${total.asset}`)).toContainText(total.amount);
    // The USDT total's lines: members' accounts, and the fund's custody (and auction escrow, when any), each explained.
    const usdtLines = latest.lines.filter((l) => l.asset === 'USDT');
    expect(usdtLines.map((l) => l.line)).toEqual(expect.arrayContaining(['members', 'fund_custody']));
    for (const line of usdtLines) await expect(page.getByTestId(`line-USDT-${line.line}`)).toContainText(line.amount);
    await expect(page.getByTestId('lines-explained')).toContainText('AI量化基金托管');
    await expect(page.getByTestId('leaf-uid')).toHaveText(member.uid);
    await expect(page.getByTestId('leaf-balance-USDT')).toContainText('120.000000');
    const verdict = page.getByTestId('proof-verdict');
    await expect(verdict).toHaveAttribute('data-ok', 'true');
    await expect(verdict).toContainText('已验证：您的余额在公布的名单中');
    await proofShot(page, 'member-verified');
  });

  test('the page itself recomputes the proof: a balance altered on the way does not verify', async ({ page }) => {
    // The answer is changed between the server and the page: one cent more USDT in the leaf.
    await page.route('**/api/liabilities/proof', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { leaf: { balances: { asset: string; amount: string }[] } } };
      body.data.leaf.balances = body.data.leaf.balances.map((b) => (b.asset === 'USDT' ? { ...b, amount: '120.010000' } : b));
      await route.fulfill({ response, json: body });
    });
    await signIn(page, member);
    await page.goto('/pages/proof/proof');
    const verdict = page.getByTestId('proof-verdict');
    await expect(verdict).toHaveAttribute('data-ok', 'false');
    await expect(verdict).toContainText('验证未通过');
    await expect(verdict).toContainText('请截图并联系客服');
    await expect(page.getByTestId('leaf-balance-USDT')).toContainText('120.010000');
    await proofShot(page, 'member-does-not-verify');
  });

  test('a member who joined after the latest root is told their balances come in the next one', async ({ page, request }) => {
    const late = await registerMember(request);
    await signIn(page, late);
    await page.goto('/pages/proof/proof');
    await expect(page.getByTestId('root-day')).toHaveText(day);
    await expect(page.getByTestId('empty-state')).toContainText('最新的负债证明生成于您注册之前');
    await expect(page.getByTestId('proof-verdict')).toHaveCount(0);
    await proofShot(page, 'member-not-yet');
  });
});

test.describe('console', () => {
  test.use(CONSOLE_DEVICE);

  test('an operator declares custody per asset and sees the solvency against members’ liabilities', async ({ page, request }) => {
    await fundedMember(request, '30');
    const day = await runJobsForNextDay(request);
    await signInToConsole(page);
    await page.getByTestId('nav').getByText(zh.nav.liabilities).click();
    await expect(page).toHaveURL(/\/admin\/liabilities$/);
    await expect(page.getByText(fill(zh.liabilities.asOf, { day }))).toBeVisible();
    await expect(page.getByTestId('roots-table').locator('tbody tr').first()).toContainText(day);
    await expect(page.getByTestId('solvency-lines-USDT')).toContainText(zh.liabilities.lineFundCustody);

    const operator = await operatorToken(request);
    const solvency = await consoleGet<{ list: { asset: string; liabilities: string }[] }>(
      request,
      operator,
      '/admin/api/liabilities/solvency',
    );
    const usdt = solvency.list.find((l) => l.asset === 'USDT')!;
    // Declare 100 USDT less than members hold: short by exactly 100.
    const [whole = '0', fraction = ''] = usdt.liabilities.split('.');
    const declared = `${BigInt(whole) - 100n}.${fraction}`;
    await page.getByTestId('declare-USDT').click();
    await page.getByTestId('custody-amount').fill(declared);
    await page.getByTestId('custody-note').fill('冷钱包 1 + 热钱包');
    await shot(page, 'liabilities-declare', { dialog: true });
    await page.getByTestId('form-modal-ok').click();
    await expect(page.getByTestId('custody-USDT')).toContainText(declared);
    await expect(page.getByTestId('difference-USDT')).toContainText('-100.000000');
    await expect(page.getByTestId('difference-USDT')).toContainText(zh.liabilities.short);
    await shot(page, 'liabilities-solvency');

    const audit = await consoleGet<{ list: { action: string }[] }>(request, operator, '/admin/api/audit/index?page=1');
    expect(audit.list.some((row) => row.action === 'liabilities.custody')).toBe(true);
  });
});
