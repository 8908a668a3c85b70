// Display helpers. Amounts are never formatted here: they are shown exactly as the server's
// decimal strings, never turned into numbers.
import { operatorRoles } from '@mcc/contract/admin';
import { WITHDRAW_WALLETS } from '@mcc/contract/admin-fund';
import { APPEAL_REASONS, LOT_STATUSES, ORDER_STATUSES } from '@mcc/contract/auction';
import { PAYOUT_STATUSES } from '@mcc/contract/chain';
import { COINMIX_ORDER_STATUSES } from '@mcc/contract/coinmix';
import { LISTING_STATUSES, TOKEN_STATES } from '@mcc/contract/nft';
import { PLEDGE_STATUSES } from '@mcc/contract/pledge';
import { t } from '../i18n/i18n';

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** Unix seconds → "2026-11-01 12:00:00" in the browser's time zone; "—" for none. */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  return dateTime.format(new Date(seconds * 1000));
}

/** Unix seconds → the value a datetime-local field shows (`2026-11-25T10:00`), in the browser's time zone. */
export function localDateTimeValue(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** True when a decimal string is negative, without parsing it to a number. */
export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-') && !/^-0(\.0*)?$/.test(amount.trim());
}

/** True when a decimal string is zero ("0", "0.00", "000."), without parsing it to a number. */
export function isZeroAmount(amount: string): boolean {
  return /^0+(\.0*)?$/.test(amount.trim());
}

/** Whether a typed amount is a plain decimal with at most `decimals` places (signed when allowed). */
export function isDecimalInput(text: string, decimals: number, allowSign = false): boolean {
  const sign = allowSign ? '-?' : '';
  return new RegExp(`^${sign}\\d{1,18}(\\.\\d{1,${decimals}})?$`).test(text.trim());
}

/**
 * Every coded value the console shows, by kind: each has a text in every catalog under
 * `enums.<kind>.<value>` (checked by the catalogs' test), so no table shows a raw code.
 */
export const enumValues = {
  role: operatorRoles,
  status: [
    'active',
    'frozen',
    'disabled',
    'pending',
    'pending_approval',
    'applied',
    'rejected',
    'approving',
    'approved',
    'paid',
    'confirmed',
    'cancelled',
    'failed',
  ],
  wallet: WITHDRAW_WALLETS,
  tokenState: TOKEN_STATES,
  listingStatus: LISTING_STATUSES,
  seller: ['platform', 'members'],
  drawKind: ['box', 'synthesis'],
  drawOutcome: ['success', 'fail'],
  seed: ['revealed', 'secret'],
  oddsReason: ['published', 'tier_out', 'operator'],
  auctionStatus: [...LOT_STATUSES, ...ORDER_STATUSES, 'decided'],
  appealReason: APPEAL_REASONS,
  coinmixOrderStatus: COINMIX_ORDER_STATUSES,
  payoutStatus: PAYOUT_STATUSES,
  purpose: ['available', 'locked', 'withdrawing', 'pledged', 'bid_hold', 'redeeming', 'coinmix', 'coinmix_locked', 'coinmix_withdrawing'],
  accountKind: ['member', 'system'],
  jobStatus: ['running', 'done', 'failed'],
  jobTrigger: ['scheduler', 'cli', 'console'],
  pledgeStatus: PLEDGE_STATUSES,
  liquidityAction: ['add', 'remove'],
  settingScope: ['public', 'server'],
} as const satisfies Record<string, readonly string[]>;

export type EnumKind = keyof typeof enumValues;

/** A member as the console names them in a sentence: "nickname (UID 123456)". */
export function memberWho(member: { nickname: string; uid: string }): string {
  return t('members.who', { nickname: member.nickname, uid: member.uid });
}

/** A coded value in the console's language; a value of no known kind shows as it is. */
export function enumLabel(kind: EnumKind, value: string): string {
  const values: readonly string[] = enumValues[kind];
  return values.includes(value) ? t(`enums.${kind}.${value}` as never) : value;
}

/** A record's status in the console's language; a status without a text as it is. */
export function statusLabel(status: string): string {
  return enumLabel('status', status);
}

/** A role's name in the console's language; an unknown role as it is. */
export function roleLabel(role: string): string {
  return enumLabel('role', role);
}
