import { type Browser, expect, type Page, test } from '@playwright/test';
import { CONSOLE_DEVICE, signInToConsole } from '../support/console';
import { solidPng } from '../support/png';
import {
  balances,
  confirmWithPayPassword,
  expectFigure,
  expectPagesAgreeWithLedger,
  outboxCode,
  randomTxHash,
  registerMember,
  screen,
  signIn,
  typePayPassword,
} from '../support/wallet';

// The issue's money journey through the members' app (375×812) and the operator console (1280×800,
// driven through its UI in a second browser context): recharge with a proof image → the operator
// confirms → transfer to another member (who sees it) → withdraw with an outbox code → the operator
// approves and marks it paid. After each step the wallet, USDT and MCC pages agree with the ledger.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const WITHDRAW_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const shot = screen;

async function consolePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...CONSOLE_DEVICE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInToConsole(page);
  return page;
}

test('recharge, operator confirms, transfer, withdraw, operator approves and pays: every page agrees with the ledger', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const alice = await registerMember(request, { payPassword: true });
  const bob = await registerMember(request);
  await signIn(page, alice);

  // A new member: nothing yet, empty states with a next step.
  await expectPagesAgreeWithLedger(page, request, alice);
  await page.goto('/pages/usdt/usdt');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await shot(page, 'usdt-empty');

  // 1. Manual recharge with a real PNG as proof.
  await page.goto('/pages/usdt/recharge');
  await expect(page.getByTestId('nav-title')).toHaveText('充值USDT');
  await expect(page.getByTestId('deposit-address')).toHaveText('0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34');
  await expect(page.getByTestId('deposit-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByTestId('copy-address').click();
  await expect(page.getByText('复制成功')).toBeVisible();
  // The form refuses before sending: three decimals cannot be typed, an empty hash and no proof are named.
  await page.locator('#amount-usdt').fill('150.999');
  await expect(page.locator('#amount-usdt')).toHaveValue('150.99');
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByText('请填写此项')).toBeVisible();
  await expect(page.getByText('请上传转账截图')).toBeVisible();
  await page.locator('#amount-usdt').fill('150');
  const txHash = randomTxHash();
  await page.locator('#tx-hash').fill(txHash);
  await page
    .getByTestId('proof-input')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: solidPng(48, 64, [35, 175, 255]) });
  await expect(page.getByTestId('proof-state')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('proof-preview')).toHaveAttribute('src', /^blob:/);
  await shot(page, 'recharge-form');
  await page.getByTestId('recharge-submit').click();
  const sheet = page.getByTestId('confirm-sheet');
  await expect(sheet.getByTestId('confirm-amount')).toHaveText('150.00USDT');
  await shot(page, 'recharge-confirm');
  await sheet.getByTestId('confirm-button').click();
  await expect(page.getByTestId('result-title')).toHaveText('充值申请已提交');
  const rechargeId = (await page.getByTestId('result-id').locator('.kv-value').textContent())?.replace('#', '');
  expect(rechargeId).toMatch(/^\d+$/);
  await shot(page, 'recharge-result');
  await page.goto('/pages/usdt/recharge');
  await expect(page.getByTestId('recharge-line').first()).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('recharge-line').first()).toContainText('待审核');
  // Nothing is credited before review.
  expect((await balances(request, alice)).USDT).toMatchObject({ available: '0.00', locked: '0.00' });

  // 2. The operator confirms it in the op.
  const op = await consolePage(browser, baseURL);
  await op.goto('/admin/recharges');
  await op.getByTestId(`recharge-confirm-${rechargeId}`).click();
  await expect(op.getByTestId('recharge-amount')).toHaveValue('150.00');
  await op.getByTestId('form-modal-ok').click();
  await expect(op.getByTestId(`recharge-confirm-${rechargeId}`)).toHaveCount(0);
  await op.goto('/admin/recharges?status=confirmed');
  await expect(op.getByTestId('recharge-table')).toContainText(txHash);
  await op.screenshot({ path: 'artifacts/screens/wallet-console-recharge-confirmed.png' });

  await page.goto('/pages/usdt/recharge');
  await expect(page.getByTestId('recharge-line').first()).toHaveAttribute('data-status', 'confirmed');
  await shot(page, 'recharge-records');
  let ledger = await expectPagesAgreeWithLedger(page, request, alice, 'after-recharge');
  expect(ledger.USDT).toMatchObject({ available: '150.00', locked: '0.00' });
  await page.goto('/pages/usdt/usdt');
  await expect(page.getByTestId('detail-line').first()).toContainText('充值');
  await expect(page.getByTestId('detail-amount').first()).toHaveText(/^\+150\.00\s*USDT$/);

  // 3. Transfer 20 USDT to Bob: the masked name comes from the server before confirming.
  await page.goto('/pages/usdt/transfer');
  await expect(page.getByTestId('nav-title')).toHaveText('转账');
  await page.locator('#recipient').fill(alice.mobile);
  await page.getByTestId('transfer-next').click();
  await expect(page.getByRole('alert')).toHaveText('不能转账给自己');
  await page.locator('#recipient').fill(bob.mobile);
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('recipient-name')).toHaveText(/\*\*\*/);
  await expect(page.getByTestId('recipient')).toContainText(`UID ${bob.uid}`);
  await page.locator('#amount-usdt').fill('0.5');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByText('最少 1.00 USDT')).toBeVisible();
  await page.locator('#amount-usdt').fill('20');
  await shot(page, 'usdt-transfer-form');
  await page.getByTestId('transfer-next').click();
  await expect(sheet.getByTestId('confirm-recipient')).toContainText(`UID ${bob.uid}`);
  await expect(sheet.getByTestId('confirm-arrives')).toContainText('20.00 USDT');
  await shot(page, 'usdt-transfer-confirm');
  await sheet.getByTestId('confirm-button').click();
  // A wrong pay password keeps the keypad open with the server's message; nothing moves.
  await typePayPassword(page, '000000');
  await expect(sheet.getByTestId('sheet-error')).toContainText('支付密码');
  await shot(page, 'usdt-transfer-keypad');
  await typePayPassword(page);
  await expect(page.getByTestId('result-title')).toHaveText('转账成功');
  await expect(page.getByTestId('result-amount')).toContainText('20.00 USDT');
  await shot(page, 'usdt-transfer-result');
  ledger = await expectPagesAgreeWithLedger(page, request, alice);
  expect(ledger.USDT).toMatchObject({ available: '130.00', locked: '0.00' });

  // Bob sees it in his own app.
  const bobContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, bob);
  await expectPagesAgreeWithLedger(bobPage, request, bob);
  expect((await balances(request, bob)).USDT).toMatchObject({ available: '20.00', locked: '0.00' });
  await bobPage.goto('/pages/usdt/usdt');
  await expect(bobPage.getByTestId('detail-line').first()).toContainText(`来自 ${alice.uid}`);
  await expect(bobPage.getByTestId('detail-amount').first()).toHaveText(/^\+20\.00\s*USDT$/);
  await screen(bobPage, 'usdt-received');
  await bobContext.close();

  // 4. Withdraw 50 USDT (fee 1.00 on top) with a code from the outbox.
  await page.goto('/pages/usdt/withdraw');
  await expect(page.getByTestId('withdraw-available')).toHaveText('130.00 USDT');
  await expect(page.getByTestId('daily-left')).toHaveText('50000.00 / 50000.00 USDT');
  await page.getByTestId('amount-all').click();
  await expect(page.locator('#amount-usdt')).toHaveValue('129.00');
  await page.locator('#address').fill('0x1234');
  await page.locator('#amount-usdt').fill('50');
  await expect(page.getByTestId('withdraw-total')).toHaveText('51.00 USDT');
  await expect(page.getByTestId('withdraw-arrives')).toHaveText('50.00 USDT');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('不是有效的 ERC20 地址')).toBeVisible();
  await page.locator('#address').fill(WITHDRAW_ADDRESS);
  await page.getByTestId('code-button').click();
  await expect(page.getByTestId('code-button')).toHaveText(/\d+秒重新获取/);
  await page.locator('#withdraw-code').fill(await outboxCode(request, alice.mobile, 'withdraw'));
  await shot(page, 'withdraw-form');
  await page.getByTestId('withdraw-submit').click();
  await expect(sheet.getByTestId('confirm-total')).toContainText('51.00 USDT');
  await expect(sheet.getByTestId('confirm-arrives')).toContainText('50.00 USDT');
  await shot(page, 'withdraw-confirm');
  await confirmWithPayPassword(page, sheet);
  await expect(page.getByTestId('result-title')).toHaveText('提现申请已提交');
  const withdrawalId = (await page.getByTestId('result-id').locator('.kv-value').textContent())?.replace('#', '');
  await shot(page, 'withdraw-result');
  ledger = await expectPagesAgreeWithLedger(page, request, alice);
  expect(ledger.USDT).toMatchObject({ available: '79.00', locked: '51.00' });
  await page.goto('/pages/usdt/withdraw');
  await expect(page.getByTestId('withdraw-line').first()).toHaveAttribute('data-status', 'pending');

  // 5. The operator approves and records the payout.
  await op.goto('/admin/withdrawals');
  await op.getByTestId(`withdraw-approve-${withdrawalId}`).click();
  await op.getByTestId('confirm-ok').click();
  await expect(op.getByTestId(`withdraw-approve-${withdrawalId}`)).toHaveCount(0);
  await page.goto('/pages/usdt/withdraw');
  await expect(page.getByTestId('withdraw-line').first()).toHaveAttribute('data-status', 'approved');
  ledger = await expectPagesAgreeWithLedger(page, request, alice);
  expect(ledger.USDT).toMatchObject({ available: '79.00', locked: '51.00' });

  await op.goto('/admin/withdrawals?status=approved');
  await op.getByTestId(`withdraw-paid-${withdrawalId}`).click();
  await op.getByTestId('tx-hash-input').fill(randomTxHash());
  await op.getByTestId('form-modal-ok').click();
  await expect(op.getByTestId(`withdraw-paid-${withdrawalId}`)).toHaveCount(0);
  await op.goto('/admin/withdrawals?status=paid');
  await expect(op.getByTestId('withdraw-table')).toContainText(WITHDRAW_ADDRESS);
  await op.screenshot({ path: 'artifacts/screens/wallet-console-withdraw-paid.png' });
  await op.context().close();

  await page.goto('/pages/usdt/withdraw');
  await expect(page.getByTestId('withdraw-line').first()).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('withdraw-line').first()).toContainText('已打款');
  await shot(page, 'withdraw-records');
  ledger = await expectPagesAgreeWithLedger(page, request, alice, 'final');
  expect(ledger.USDT).toMatchObject({ available: '79.00', locked: '0.00' });

  // The details list: newest first, filtered by type.
  await page.goto('/pages/usdt/usdt');
  await expect(page.getByTestId('detail-line')).toHaveCount(3);
  await page.getByTestId('type-filter').getByRole('button', { name: '转账', exact: true }).click();
  await expect(page.getByTestId('detail-line')).toHaveCount(1);
  await expectFigure(page.getByTestId('card-usdt').getByTestId('available'), '79.00', 'USDT');
  await shot(page, 'usdt-filtered');
});
