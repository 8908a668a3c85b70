// Display helpers. Amounts are never formatted here: they are shown exactly as the server's
// decimal strings, never turned into numbers.
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

/** True when a decimal string is negative, without parsing it to a number. */
export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-') && !/^-0(\.0*)?$/.test(amount.trim());
}

/** Whether a typed amount is a plain decimal with at most `decimals` places (signed when allowed). */
export function isDecimalInput(text: string, decimals: number, allowSign = false): boolean {
  const sign = allowSign ? '-?' : '';
  return new RegExp(`^${sign}\\d{1,18}(\\.\\d{1,${decimals}})?$`).test(text.trim());
}

const roleKeys = ['super_admin', 'finance', 'content', 'support'] as const;

const statusKeys = [
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
] as const;

/** A record's status in the console's language; a status without a text as it is. */
export function statusLabel(status: string): string {
  const known = statusKeys.find((s) => s === status);
  return known ? t(`statuses.${known}`) : status;
}

/** A role's name in the console's language; an unknown role as it is. */
export function roleLabel(role: string): string {
  const known = roleKeys.find((r) => r === role);
  return known ? t(`roles.${known}`) : role;
}
