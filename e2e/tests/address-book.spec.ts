import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ageSavedAddress } from '../support/address-clock';
import { outboxCode } from '../support/api';
import { pageShot } from '../support/members';
import { solidPng } from '../support/png';
import { expectToast } from '../support/toast';
import {
  balances,
  confirmWithPayPassword,
  fundByRecharge,
  type Member,
  PAYPWD,
  registerMember,
  signIn,
  typePayPassword,
} from '../support/wallet';

// The withdrawal address book in the members' app at 375×812: reached from the security page, an
// address saved with the pay password (a wrong one first), not usable at once — the withdraw page
// says from when and the server refuses — then usable once its wait has passed (the journey moves
// the saved row back in time in its own database), a withdrawal to it picked from the book, and with
// "withdraw only to saved addresses" on, a withdrawal to another address refused before and by the
// server, nothing moving. Turning the switch off asks first and says it starts the hold.

test.describe.configure({ timeout: 120_000 });

const SAVED = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';
const OTHER = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const shot = (page: Page, name: string) => pageShot(page, `address-book-${name}`);

/**
 * A withdrawal through the API (as a stolen session would send it): the server's answer. The address
 * book is judged before the verification code, so any code shows its refusal.
 */
async function apiWithdraw(request: APIRequestContext, member: Member, address: string): Promise<{ code: number; msg: string }> {
  const response = await request.post('/api/fund/withdraw', {
    data: { asset: 'USDT', address, amount: '10', paypwd: PAYPWD, code: '000000' },
    headers: { token: member.token, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}`, lang: 'zh-Hans' },
  });
  return (await response.json()) as { code: number; msg: string };
}

test('a member saves an address, withdraws to it once its wait is over, and with only saved addresses on cannot withdraw elsewhere', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { payPassword: true });
  await fundByRecharge(request, member, '100', solidPng(20, 20, [35, 175, 255]));
  await signIn(page, member);

  // From the security page, one entry line; the book is empty.
  await page.goto('/pages/security/security');
  await expect(page.getByTestId('address-book-row')).toContainText('提现地址簿');
  await shot(page, 'security-entry');
  await page.getByTestId('address-book-row').click();
  await expect(page).toHaveURL(/\/pages\/usdt\/addressBook$/);
  await expect(page.getByTestId('nav-title')).toHaveText('提现地址簿');
  await expect(page.getByTestId('empty-state')).toContainText('还没有保存的地址');
  await expect(page.getByTestId('only-saved-note')).toContainText('未开启');
  await shot(page, 'empty');

  // Adding checks the fields first, then asks for the pay password; a wrong one keeps the keypad.
  await page.getByTestId('address-add').click();
  const sheet = page.getByTestId('address-add-sheet');
  await sheet.getByTestId('address-add-submit').click();
  await expect(sheet.getByText('请填写此项')).toBeVisible();
  await expect(sheet.getByText('请填写地址备注')).toBeVisible();
  await sheet.locator('#book-address').fill('0x1234');
  await sheet.locator('#book-label').fill('我的冷钱包');
  await sheet.getByTestId('address-add-submit').click();
  await expect(sheet.getByText('不是有效的 ERC20 地址')).toBeVisible();
  await sheet.locator('#book-address').fill(SAVED);
  await expect(sheet.getByText('5/30 个字')).toBeVisible();
  await shot(page, 'add');
  await sheet.getByTestId('address-add-submit').click();
  await typePayPassword(page, '000000');
  await expect(sheet.getByTestId('sheet-error')).toContainText('支付密码错误');
  await typePayPassword(page);
  await expectToast(page, '地址已保存');
  const line = page.getByTestId('saved-address');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('我的冷钱包');
  await expect(line).toHaveAttribute('data-usable', 'false');
  await expect(line.getByTestId('saved-address-status')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d 起可用$/);
  await shot(page, 'saved');
  const axe = await new AxeBuilder({ page }).exclude('.adm-toast-mask').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // At once, the withdraw page says from when it can be used, and the server refuses it.
  await page.goto('/pages/usdt/withdraw');
  await page.getByTestId('address-book-open').click();
  const picker = page.getByTestId('address-picker');
  await expect(picker.getByTestId('address-pick')).toBeDisabled();
  await expect(picker).toContainText('起可用');
  await shot(page, 'picker-waiting');
  await page.locator('.adm-popup .adm-mask').click({ position: { x: 20, y: 20 } });
  await expect(picker).toHaveCount(0);
  await page.locator('#address').fill(SAVED);
  await expect(page.getByTestId('address-book-notice')).toHaveText(/^该地址刚加入地址簿，\d{4}-\d\d-\d\d \d\d:\d\d 起才能向它提现$/);
  await shot(page, 'withdraw-waiting');
  const early = await apiWithdraw(request, member, SAVED);
  expect(early.code).toBe(0);
  expect(early.msg).toMatch(/^该地址刚加入地址簿，为保护资金，.* 起才能向它提现$/);
  expect((await balances(request, member)).USDT).toMatchObject({ available: '100.00', locked: '0.00' });

  // Its wait has passed (the row is moved back a day): picked from the book, the withdrawal goes through.
  ageSavedAddress(SAVED, 24);
  await page.reload();
  await page.getByTestId('address-book-open').click();
  await expect(picker.getByTestId('address-pick')).toBeEnabled();
  await expect(picker).toContainText('可用于提现');
  await picker.getByTestId('address-pick').click();
  await expect(page.locator('#address')).toHaveValue(SAVED);
  await expect(page.getByTestId('address-book-notice')).toHaveCount(0);
  await page.locator('#amount-usdt').fill('20');
  await page.getByTestId('code-button').click();
  await page.locator('#withdraw-code').fill(await outboxCode(request, member.mobile, 'withdraw'));
  await page.getByTestId('withdraw-submit').click();
  const confirm = page.getByTestId('confirm-sheet');
  await expect(confirm.getByTestId('confirm-address')).toContainText(SAVED);
  await confirmWithPayPassword(page, confirm);
  await expect(page.getByTestId('result-title')).toHaveText('提现申请已提交');
  await shot(page, 'withdraw-done');
  expect((await balances(request, member)).USDT).toMatchObject({ available: '79.00', locked: '21.00' });

  // "Withdraw only to saved addresses": on at once, after a confirmation.
  await page.goto('/pages/usdt/addressBook');
  await expect(page.getByTestId('saved-address')).toHaveAttribute('data-usable', 'true');
  await page.getByTestId('only-saved-switch').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('开启后立即生效');
  await dialog.getByRole('button', { name: '开启', exact: true }).click();
  await expectToast(page, '已开启，仅可提现到地址簿中的地址');
  await expect(page.getByTestId('only-saved-note')).toContainText('已开启');
  await shot(page, 'only-saved-on');

  // Another address is refused on the page before anything is sent, and by the server; nothing moves.
  await page.goto('/pages/usdt/withdraw');
  await page.locator('#address').fill(OTHER);
  await expect(page.getByTestId('address-book-notice')).toHaveText('您已开启“仅提现到地址簿中的地址”，该地址不在地址簿中');
  await page.locator('#amount-usdt').fill('10');
  await page.locator('#withdraw-code').fill('123456');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('confirm-sheet')).toHaveCount(0);
  await shot(page, 'withdraw-refused');
  const elsewhere = await apiWithdraw(request, member, OTHER);
  expect(elsewhere).toMatchObject({ code: 0, msg: '您已开启“仅提现到地址簿中的地址”，该地址不在地址簿中' });
  expect((await balances(request, member)).USDT).toMatchObject({ available: '79.00', locked: '21.00' });

  // Turning it off asks first and says it starts the hold; cancelled, it stays on.
  await page.goto('/pages/usdt/addressBook');
  await page.getByTestId('only-saved-switch').click();
  await expect(dialog).toContainText('关闭后将启动安全冻结');
  // Drawn once the dialog has faded in.
  await expect(dialog.locator('.adm-center-popup-wrap > div')).toHaveCSS('opacity', '1');
  await expect(dialog.locator('.adm-mask')).toHaveCSS('opacity', '1');
  await shot(page, 'off-confirm');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('only-saved-note')).toContainText('已开启');

  // Deleting asks first; the book is empty again.
  await page.getByTestId('saved-address-delete').click();
  await expect(dialog).toContainText('“我的冷钱包”将从地址簿中删除');
  await dialog.getByRole('button', { name: '删除', exact: true }).click();
  await expectToast(page, '地址已删除');
  await expect(page.getByTestId('empty-state')).toBeVisible();
});
