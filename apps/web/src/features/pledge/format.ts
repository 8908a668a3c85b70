// How staking writes rates, expected earnings, quota use and times. Pure functions over decimal
// strings and bigint (never a JS number for money).
import { fromUnits, toUnits } from '@mcc/contract/amount';

/** Decimals of a rate on the wire ("0.005" = 0.5% a day; parts per 10^8 on the server). */
const RATE_SCALE = 8;

/**
 * "0.005" → "0.5%", "0.0123" → "1.23%", by moving the decimal point in the string. The same rule as
 * `shared/percent.ts`, kept here on purpose: the home page and its lazy subscribe sheet importing the
 * shared one made the bundler export a module namespace from the home page's chunk, whose helper
 * then rode on the login page, over its script budget.
 */
export function ratePercent(rate: string): string {
  const units = toUnits(rate.trim(), RATE_SCALE);
  if (units === null || units < 0n) return '--';
  // percent = rate × 100: the same digits at scale 6.
  return `${fromUnits(units, RATE_SCALE - 2)}%`;
}

/**
 * One day's earning of `amount` at `rate`, rounded down to the asset's base unit as the server
 * pays it, shown with at least two decimals; null while the amount is not a plain decimal.
 */
export function dailyEarningFor(amount: string, rate: string, scale: number): string | null {
  const principal = toUnits(amount.trim(), scale);
  const parts = toUnits(rate.trim(), RATE_SCALE);
  if (principal === null || parts === null || principal < 0n || parts < 0n) return null;
  return fromUnits((principal * parts) / 10n ** BigInt(RATE_SCALE), scale, 2);
}

/** Whole percent (0..100) of a quota already taken, for the bar; null without a quota. */
export function quotaUsedPercent(total: string, remaining: string | null): number | null {
  if (remaining === null) return null;
  const t = toUnits(total, 8);
  const r = toUnits(remaining, 8);
  if (t === null || r === null || t <= 0n) return null;
  const used = t - r < 0n ? 0n : t - r;
  return Number((used * 100n) / t);
}

const _pad = (n: number) => String(n).padStart(2, '0');

export { formatTime } from '../../shared/format-time';
