import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ok, operatorToken, outboxCode } from './api';
import { pageShot, presetToken } from './members';

export { outboxCode };

// Steps shared by the wallet journeys (wallet-*.spec.ts). Members are registered fresh, so no other
// journey's recharges, transfers or code cooldowns can change what these expect.

export const PASSWORD = 'Member@2026';
export const PAYPWD = '258036';

export interface Member {
  mobile: string;
  uid: string;
  token: string;
}

/** A member `registerMember` made: also their id and the code a new member gives to join under them. */
export interface RegisteredMember extends Member {
  id: number;
  inviteCode: string;
}

type Balances = Record<string, { available: string; locked: string }>;

/** Sends a code of event `withdraw` to the member's mobile and reads it from the outbox. */
export async function withdrawCode(request: APIRequestContext, member: Member): Promise<string> {
  await ok(
    request.post('/api/sms/send', { data: { mobile: member.mobile, event: 'withdraw' }, headers: { token: member.token } }),
    'withdraw code',
  );
  return outboxCode(request, member.mobile, 'withdraw');
}

/** A new member registered by mobile with a code from the outbox (under `inviteCode` when given), with the pay password set when asked. */
export async function registerMember(
  request: APIRequestContext,
  { payPassword = false, inviteCode }: { payPassword?: boolean; inviteCode?: string } = {},
): Promise<RegisteredMember> {
  const mobile = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await ok(request.post('/api/sms/send', { data: { mobile, event: 'register' } }), 'register code');
  const code = await outboxCode(request, mobile, 'register');
  const { userinfo } = await ok<{ userinfo: { id: number; uid: string; token: string; invite_code: string } }>(
    request.post('/api/user/register', { data: { mobile, code, password: PASSWORD, ...(inviteCode ? { invite_code: inviteCode } : {}) } }),
    'register',
  );
  const member = { id: userinfo.id, mobile, uid: userinfo.uid, token: userinfo.token, inviteCode: userinfo.invite_code };
  if (payPassword) {
    await ok(request.post('/api/sms/send', { data: { mobile, event: 'paypwd' }, headers: { token: member.token } }), 'paypwd code');
    const paypwdCode = await outboxCode(request, mobile, 'paypwd');
    await ok(
      request.post('/api/user/setPayPwd', { data: { paypwd: PAYPWD, code: paypwdCode }, headers: { token: member.token } }),
      'paypwd',
    );
  }
  return member;
}

export function balances(request: APIRequestContext, member: Pick<Member, 'token'>): Promise<Balances> {
  return ok<Balances>(request.get('/api/user/balance', { headers: { token: member.token } }), 'balance');
}

export function walletTotal(request: APIRequestContext, member: Member): Promise<string> {
  return ok<{ total_value: string }>(request.get('/api/fund/wallet', { headers: { token: member.token } }), 'wallet').then(
    (data) => data.total_value,
  );
}

/** Opens the app as `member`: the token where the app keeps it, before any page script runs. */
export function signIn(page: Page, member: Member): Promise<void> {
  return presetToken(page, member.token);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A figure shows exactly `amount` followed by its asset (not merely a string containing it). */
export async function expectFigure(figure: Locator, amount: string, asset: string): Promise<void> {
  await expect(figure).toHaveText(new RegExp(`(^|[^\\d.])${escapeRegExp(shownAmount(amount, asset))}\\s*${asset}$`));
}

/** What the app draws for an amount the API sends: USDT cut to 2 decimals (its display rule), others as sent. */
export function shownAmount(amount: string, asset: string): string {
  if (asset !== 'USDT') return amount;
  return amount.replace(/^(-?\d+)(?:\.(\d*))?$/, (_all, whole: string, fraction = '') => `${whole}.${`${fraction}00`.slice(0, 2)}`);
}

/**
 * The wallet, USDT and MCC pages show what the ledger says: each card's available and locked equal
 * GET /api/user/balance, and the wallet's total equals GET /api/fund/wallet.
 */
export async function expectPagesAgreeWithLedger(page: Page, request: APIRequestContext, member: Member, shotPrefix?: string) {
  const ledger = await balances(request, member);
  const total = await walletTotal(request, member);
  const usdt = ledger.USDT!;
  const mcc = ledger.MCC!;

  await page.goto('/pages/wallet/wallet');
  await expectFigure(page.getByTestId('total-value'), total, 'USDT');
  await expectFigure(page.getByTestId('card-usdt').getByTestId('available'), usdt.available, 'USDT');
  await expectFigure(page.getByTestId('card-usdt').getByTestId('locked'), usdt.locked, 'USDT');
  await expectFigure(page.getByTestId('card-mcc').getByTestId('available'), mcc.available, 'MCC');
  await expectFigure(page.getByTestId('card-mcc').getByTestId('locked'), mcc.locked, 'MCC');
  if (shotPrefix) await screen(page, `${shotPrefix}-wallet`);

  await page.goto('/pages/usdt/usdt');
  await expectFigure(page.getByTestId('card-usdt').getByTestId('available'), usdt.available, 'USDT');
  await expectFigure(page.getByTestId('card-usdt').getByTestId('locked'), usdt.locked, 'USDT');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  if (shotPrefix) await screen(page, `${shotPrefix}-usdt`);

  await page.goto('/pages/mcc/mcc');
  await expectFigure(page.getByTestId('card-mcc').getByTestId('available'), mcc.available, 'MCC');
  await expectFigure(page.getByTestId('card-mcc').getByTestId('locked'), mcc.locked, 'MCC');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  if (shotPrefix) await screen(page, `${shotPrefix}-mcc`);
  return ledger;
}

/**
 * A full-page screenshot under artifacts/screens/wallet-<name>.png, taken from the top (the sticky bar
 * would otherwise sit wherever the page was scrolled) once no loading toast covers the page.
 */
export const screen = (page: Page, name: string) => pageShot(page, `wallet-${name}`);

/** Types the pay password on the app's keypad. */
export async function typePayPassword(page: Page, digits = PAYPWD): Promise<void> {
  await expect(page.getByTestId('pay-password-keypad')).toBeVisible();
  for (const digit of digits) await page.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
}

/** Confirms a money step with the confirm button (of `sheet`, or of the page) and types the pay password the keypad then asks for. */
export async function confirmWithPayPassword(page: Page, sheet: Page | Locator = page): Promise<void> {
  await sheet.getByTestId('confirm-button').click();
  await typePayPassword(page);
}

/** Sends a member money POST through the API with a fresh Idempotency-Key. */
export function memberPost<T>(request: APIRequestContext, member: Pick<Member, 'token'>, url: string, data: unknown): Promise<T> {
  return ok<T>(request.post(url, { data, headers: { token: member.token, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` } }), url);
}

/** Gives `member` USDT the way production does: a manual recharge with a real PNG, confirmed by the operator (through the APIs). */
export async function fundByRecharge(request: APIRequestContext, member: Member, amount: string, png: Buffer): Promise<void> {
  const upload = await ok<{ url: string }>(
    request.post('/api/common/upload', {
      headers: { token: member.token },
      multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: png } },
    }),
    'upload',
  );
  const claim = await memberPost<{ id: number }>(request, member, '/api/fund/recharge', {
    asset: 'USDT',
    amount,
    tx_hash: randomTxHash(),
    proof: upload.url,
  });
  const token = await operatorToken(request);
  await ok(
    request.post('/admin/api/recharge/confirm', { data: { id: claim.id }, headers: { token, 'idempotency-key': `e2e-${Date.now()}` } }),
    'confirm',
  );
}

/** A touch pull-down from `from` over `distance` px (what a finger does on a phone). */
export async function touchPull(page: Page, from: { x: number; y: number }, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: from.x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.y) });
  for (let step = 1; step <= 12; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.y + (distance * step) / 12) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A random transaction hash of an EVM network. */
export function randomTxHash(): string {
  return `0x${Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`;
}
