import { type APIRequestContext, expect, test } from '@playwright/test';
import { consolePost, operatorToken } from '../support/api';
import { CONSOLE_DEVICE, chooseOption, shot, signInToConsole, zh } from '../support/console';
import { solidPng } from '../support/png';

test.use(CONSOLE_DEVICE);
// Each journey signs in (scrypt), registers or funds a member and walks several pages.
test.describe.configure({ timeout: 120_000 });

// Carol (13800000003) recharges in the first journey; the withdraw journeys register members of
// their own, so no journey depends on another's balances, pay password or code cooldowns.
const CAROL = '13800000003';
const PAYPWD = '246810';
const WITHDRAW_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

interface Member {
  mobile: string;
  token: string;
}

async function memberCall(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { token, lang: 'en', 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` } });
  const body = await res.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data;
}

/** Sends a code of `event` to a mobile and reads it back from the demo outbox. */
async function codeFor(request: APIRequestContext, mobile: string, event: string, token?: string): Promise<string> {
  const sent = await (await request.post('/api/sms/send', { data: { mobile, event }, headers: token ? { token } : {} })).json();
  expect(sent.code, sent.msg).toBe(1);
  const outbox = await (await request.get(`/api/dev/outbox?to=${mobile}`)).json();
  return outbox.data.list.find((m: { event: string }) => m.event === event).code;
}

async function signInCarol(request: APIRequestContext): Promise<Member> {
  const body = await (await request.post('/api/user/login', { data: { account: CAROL, password: 'Demo@2026' } })).json();
  expect(body.code, body.msg).toBe(1);
  return { mobile: CAROL, token: body.data.userinfo.token };
}

/** A new member, registered as a member would (the code read from the outbox). */
async function newMember(request: APIRequestContext): Promise<Member & { uid: string }> {
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const code = await codeFor(request, mobile, 'register');
  const registered = await memberCall(request, '', '/api/user/register', { mobile, code, password: 'Member@2026' });
  return { mobile, token: registered.userinfo.token as string, uid: registered.userinfo.uid as string };
}

/** A new member with a pay password. */
async function newMemberWithPayPassword(request: APIRequestContext): Promise<Member> {
  const member = await newMember(request);
  const mobile = member.mobile;
  await memberCall(request, member.token, '/api/user/setPayPwd', {
    paypwd: PAYPWD,
    code: await codeFor(request, mobile, 'paypwd', member.token),
  });
  return member;
}

async function withdraw(request: APIRequestContext, member: Member, amount: string): Promise<{ id: number }> {
  return memberCall(request, member.token, '/api/fund/withdraw', {
    asset: 'USDT',
    address: WITHDRAW_ADDRESS,
    amount,
    paypwd: PAYPWD,
    code: await codeFor(request, member.mobile, 'withdraw', member.token),
  });
}

/** Gives Carol USDT the way production does: a manual recharge an operator confirms (through the API). */
async function fund(request: APIRequestContext, token: string, amount: string): Promise<void> {
  const upload = await request.post('/api/common/upload', {
    headers: { token },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: solidPng(40, 40, [20, 200, 120]) } },
  });
  const proof = (await upload.json()).data.url as string;
  const recharge = await memberCall(request, token, '/api/fund/recharge', { asset: 'USDT', amount, tx_hash: randomHash(), proof });
  const admin = await operatorToken(request);
  const confirmed = await (
    await request.post('/admin/api/recharge/confirm', {
      data: { id: recharge.id },
      headers: { token: admin, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    })
  ).json();
  expect(confirmed.code, confirmed.msg).toBe(1);
}

function randomHash(): string {
  return `0x${Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`;
}

async function usdtOf(request: APIRequestContext, token: string): Promise<{ available: string; locked: string }> {
  const body = await (await request.get('/api/user/balance', { headers: { token } })).json();
  return body.data.USDT;
}

test('an operator confirms a member’s manual recharge and the member’s balance shows it', async ({ page, request }) => {
  const { token } = await signInCarol(request);
  const before = await usdtOf(request, token);
  const upload = await request.post('/api/common/upload', {
    headers: { token },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: solidPng(120, 80, [35, 175, 255]) } },
  });
  const proof = (await upload.json()).data.url as string;
  const txHash = randomHash();
  const recharge = await memberCall(request, token, '/api/fund/recharge', { asset: 'USDT', amount: '250.00', tx_hash: txHash, proof });

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
  await page.getByTestId('nav').getByText(zh.nav.members).click();
  await page.getByPlaceholder(zh.members.searchPlaceholder).fill(CAROL);
  await page.getByRole('button', { name: zh.common.search }).click();
  await page.getByTestId('member-table').getByRole('link', { name: '100003' }).click();
  const usdtRow = page.getByTestId('member-balances').locator('tr', { hasText: 'USDT' });
  await expect(usdtRow).toContainText(after.available);
  await expect(page.getByTestId('fund-detail-USDT')).toContainText('250.00');
  await shot(page, 'member-balances');
});

test('an operator approves a member’s withdrawal and marks it paid with the payout tx hash', async ({ page, request }) => {
  const member = await newMemberWithPayPassword(request);
  const token = member.token;
  await fund(request, token, '100.00');
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
  const payoutHash = randomHash();
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
  const member = await newMemberWithPayPassword(request);
  await fund(request, member.token, '50.00');
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
    await page.getByRole('dialog').getByTestId('tx-hash-input').fill(randomHash());
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
  const member = await newMember(request);
  await signInToConsole(page);
  await page.getByTestId('nav').getByText(zh.nav.members).click();
  await page.getByPlaceholder(zh.members.searchPlaceholder).fill(member.mobile);
  await page.getByRole('button', { name: zh.common.search }).click();
  await page.getByTestId('member-table').getByRole('link', { name: member.uid }).click();

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
