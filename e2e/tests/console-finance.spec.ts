import { type APIRequestContext, expect, test } from '@playwright/test';
import { consolePost, operatorToken } from '../support/api';
import { CONSOLE_DEVICE, chooseOption, openMemberPage, shot, signInToConsole, zh } from '../support/console';
import { apiLogin } from '../support/members';
import { solidPng } from '../support/png';
import { balances, fundByRecharge, type Member, memberPost, PAYPWD, randomTxHash, registerMember, withdrawCode } from '../support/wallet';

test.use(CONSOLE_DEVICE);
// Each journey signs in (scrypt), registers or funds a member and walks several pages.
test.describe.configure({ timeout: 120_000 });

// Carol (13800000003) recharges in the first journey; the withdraw journeys register members of
// their own, so no journey depends on another's balances, pay password or code cooldowns.
const CAROL = '13800000003';
const WITHDRAW_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
/** The proof image of the recharges that fund the withdraw journeys' members. */
const PROOF = solidPng(40, 40, [20, 200, 120]);

async function withdraw(request: APIRequestContext, member: Member, amount: string): Promise<{ id: number }> {
  return memberPost(request, member, '/api/fund/withdraw', {
    asset: 'USDT',
    address: WITHDRAW_ADDRESS,
    amount,
    paypwd: PAYPWD,
    code: await withdrawCode(request, member),
  });
}

async function usdtOf(request: APIRequestContext, token: string): Promise<{ available: string; locked: string }> {
  return (await balances(request, { token })).USDT!;
}

test('an operator confirms a member’s manual recharge and the member’s balance shows it', async ({ page, request }) => {
  const token = await apiLogin(request, CAROL);
  const before = await usdtOf(request, token);
  const upload = await request.post('/api/common/upload', {
    headers: { token },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: solidPng(120, 80, [35, 175, 255]) } },
  });
  const proof = (await upload.json()).data.url as string;
  const txHash = randomTxHash();
  const recharge = await memberPost<{ id: number }>(request, { token }, '/api/fund/recharge', {
    asset: 'USDT',
    amount: '250.00',
    tx_hash: txHash,
    proof,
  });

  await signInToConsole(page);
  await page.getByTestId('nav').getByText(zh.nav.recharges).click();
  const row = page.getByTestId('recharge-table').locator(`tbody tr[data-row-key="${recharge.id}"]`);
  await expect(row).toContainText(txHash);
  await expect(row).toContainText('250.00');
  await expect(row).toContainText('Carol');
  // At 1280 px the decision stays on screen beside the scrolling columns.
  await expect(page.getByTestId(`recharge-confirm-${recharge.id}`)).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId(`recharge-reject-${recharge.id}`)).toBeInViewport({ ratio: 1 });
  await shot(page, 'recharges');

  await page.getByTestId(`recharge-confirm-${recharge.id}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('recharge-amount')).toHaveValue('250.00');
  await shot(page, 'recharge-confirm', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(row).toHaveCount(0);

  // The member's own balance and the console's view of it agree, digit for digit.
  const after = await usdtOf(request, token);
  expect(after.available).not.toBe(before.available);
  await openMemberPage(page, CAROL, '100003');
  const usdtRow = page.getByTestId('member-balances').locator('tr', { hasText: 'USDT' });
  await expect(usdtRow).toContainText(after.available);
  await expect(page.getByTestId('fund-detail-USDT')).toContainText('250.00');
  await shot(page, 'member-balances');
});

test('an operator approves a member’s withdrawal and marks it paid with the payout tx hash', async ({ page, request }) => {
  const member = await registerMember(request, { payPassword: true });
  const token = member.token;
  await fundByRecharge(request, member, '100.00', PROOF);
  const before = await usdtOf(request, token);
  const withdrawal = await withdraw(request, member, '20.00');
  const locked = await usdtOf(request, token);
  expect(locked.locked).not.toBe(before.locked);

  await signInToConsole(page);
  await page.getByTestId('nav').getByText(zh.nav.withdrawals).click();
  const row = page.getByTestId('withdraw-table').locator(`tbody tr[data-row-key="${withdrawal.id}"]`);
  await expect(row).toContainText(WITHDRAW_ADDRESS);
  await expect(row).toContainText('20.00');
  // The review names the wallet the money leaves from, and the decision stays on screen at 1280 px.
  await expect(page.getByTestId(`withdraw-wallet-${withdrawal.id}`)).toContainText(zh.enums.wallet.main);
  await expect(page.getByTestId(`withdraw-approve-${withdrawal.id}`)).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId(`withdraw-reject-${withdrawal.id}`)).toBeInViewport({ ratio: 1 });
  await shot(page, 'withdrawals');

  await page.getByTestId(`withdraw-approve-${withdrawal.id}`).click();
  await expect(page.getByRole('dialog')).toContainText(WITHDRAW_ADDRESS);
  await page.getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);

  await page.getByTestId('status-tabs').getByText(zh.finance.withdrawToPay).click();
  await expect(row).toContainText(zh.enums.status.approved);
  await page.getByTestId(`withdraw-paid-${withdrawal.id}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('form-modal-ok').click();
  await expect(dialog).toContainText(zh.finance.payoutTxRequired);
  const payoutHash = randomTxHash();
  await dialog.getByTestId('tx-hash-input').fill(payoutHash);
  await shot(page, 'withdraw-paid-dialog', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(row).toHaveCount(0);

  await page.getByTestId('status-tabs').getByText(zh.finance.withdrawPaid).click();
  await expect(row).toContainText(zh.enums.status.paid);
  await expect(row).toContainText(payoutHash);
  await shot(page, 'withdrawals-paid');

  // The locked amount left for good: locked is back where it was, available is lower by amount + fee.
  const after = await usdtOf(request, token);
  expect(after.locked).toBe(before.locked);
  expect(after.available).toBe(locked.available);
});

test('a withdrawal above the two-approval threshold needs a second operator, who approves it from the queue', async ({ page, request }) => {
  const admin = await operatorToken(request);
  const setThreshold = (value: string) =>
    consolePost(request, admin, '/admin/api/settings/save', { values: { two_approval_threshold: value } });
  const settings = await (await request.get('/admin/api/settings/index', { headers: { token: admin } })).json();
  const threshold = settings.data.list.find((s: { key: string }) => s.key === 'two_approval_threshold').value as string;

  // The super admin adds a finance operator in the console.
  const checker = `checker-${Math.floor(Math.random() * 1e6)}`;
  await signInToConsole(page);
  await page.getByTestId('nav').getByText(zh.nav.operators).click();
  await page.getByTestId('operator-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('operator-username').fill(checker);
  await dialog.getByTestId('operator-password').fill('checker-pass-1');
  await chooseOption(page, dialog.locator('.ant-form-item', { hasText: zh.operators.role }).locator('.ant-select'), zh.enums.role.finance);
  await shot(page, 'operator-add', { dialog: true });
  await dialog.getByTestId('form-modal-ok').click();
  await expect(page.getByTestId('operator-table')).toContainText(checker);

  // Funded first: a recharge above the threshold would itself wait for a second operator.
  const member = await registerMember(request, { payPassword: true });
  await fundByRecharge(request, member, '50.00', PROOF);
  await setThreshold('10.00');
  try {
    const withdrawal = await withdraw(request, member, '15.00');

    // First approval by admin: the withdrawal moves to the second-approval queue, where admin cannot act again.
    await page.getByTestId('nav').getByText(zh.nav.withdrawals).click();
    const row = page.getByTestId('withdraw-table').locator(`tbody tr[data-row-key="${withdrawal.id}"]`);
    await expect(row).toContainText(zh.finance.twoApprovals);
    await page.getByTestId(`withdraw-approve-${withdrawal.id}`).click();
    await expect(page.getByRole('dialog')).toContainText(zh.finance.approveAboveThreshold);
    await page.getByTestId('confirm-ok').click();
    await expect(row).toHaveCount(0);
    await page.getByTestId('status-tabs').getByText(zh.finance.withdrawSecond).click();
    await expect(row).toContainText(zh.enums.status.approving);
    await expect(page.getByTestId(`withdraw-approve-${withdrawal.id}`)).toBeDisabled();
    await shot(page, 'withdrawals-second-approval');

    // The finance operator gives the second approval and pays it out.
    await page.getByRole('button', { name: zh.shell.signOut }).click();
    await page.getByTestId('confirm-ok').click();
    await signInToConsole(page, checker, 'checker-pass-1');
    await expect(page.getByTestId('nav')).not.toContainText(zh.nav.operators);
    await page.getByTestId('nav').getByText(zh.nav.withdrawals).click();
    await page.getByTestId('status-tabs').getByText(zh.finance.withdrawSecond).click();
    await page.getByTestId(`withdraw-approve-${withdrawal.id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect(row).toHaveCount(0);
    await page.getByTestId('status-tabs').getByText(zh.finance.withdrawToPay).click();
    await expect(row).toContainText(checker);
    await page.getByTestId(`withdraw-paid-${withdrawal.id}`).click();
    await page.getByRole('dialog').getByTestId('tx-hash-input').fill(randomTxHash());
    await page.getByRole('dialog').getByTestId('form-modal-ok').click();
    await expect(row).toHaveCount(0);
  } finally {
    await setThreshold(threshold);
  }
});

test('an operator adjusts a balance with a reason; a large adjustment waits for another operator and can be rejected', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await signInToConsole(page);
  await openMemberPage(page, member.mobile, member.uid);

  await page.getByTestId('adjust-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('adjust-amount').fill('-10.00');
  await dialog.getByTestId('adjust-reason').fill('e2e: goodwill credit');
  await dialog.getByTestId('form-modal-ok').click();
  // Taking 10.00 from an empty balance would make it negative: the server's own message shows in the dialog.
  await expect(dialog.getByTestId('form-modal-error')).toBeVisible();
  await shot(page, 'adjust-refused', { dialog: true });
  await dialog.getByTestId('adjust-amount').fill('5.00');
  await dialog.getByTestId('form-modal-ok').click();
  await expect(page.getByText(/调整 #\d+ 已生效/)).toBeVisible();
  const usdtRow = page.getByTestId('member-balances').locator('tr', { hasText: 'USDT' });
  await expect(usdtRow).toContainText('5.00');
  expect((await usdtOf(request, member.token)).available).toBe('5.00');

  await page.getByTestId('adjust-button').click();
  await page.getByRole('dialog').getByTestId('adjust-amount').fill('200000.00');
  await page.getByRole('dialog').getByTestId('adjust-reason').fill('e2e: large correction');
  await page.getByRole('dialog').getByTestId('form-modal-ok').click();
  await expect(page.getByText(/等待第二位管理员批准/)).toBeVisible();
  expect((await usdtOf(request, member.token)).available).toBe('5.00');

  await page.getByTestId('nav').getByText(zh.nav.adjustments).click();
  const row = page
    .getByTestId('adjustment-table')
    .locator('tbody tr.ant-table-row', { hasText: 'e2e: large correction' })
    .filter({ hasText: member.uid });
  await expect(row).toContainText('+200000.00');
  // Its maker cannot approve it; another operator would. The maker may withdraw it by rejecting.
  await expect(row.getByRole('button', { name: zh.finance.approve })).toBeDisabled();
  await expect(row.getByRole('button', { name: zh.finance.approve })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: zh.finance.reject })).toBeInViewport({ ratio: 1 });
  await shot(page, 'adjustments');
  await row.getByRole('button', { name: zh.finance.reject }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('e2e: entered by mistake');
  await page.getByRole('dialog').getByTestId('form-modal-ok').click();
  await expect(row).toHaveCount(0);
  expect((await usdtOf(request, member.token)).available).toBe('5.00');
});
