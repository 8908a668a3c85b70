/**
 * Fractions (staking rates, referral shares) as integers in parts per 10^8, `RATE_SCALE` decimals:
 * "0.005" (0.5%) is 500_000n. Pure functions.
 */
import { formatAmount, parseAmount } from '@mcc/contract/amount';

export const RATE_SCALE = 8;
export const RATE_ONE = 10n ** BigInt(RATE_SCALE);

/** Parses a fraction written as a decimal string ("0.005") into parts per 10^8; null when it is not one or exceeds `max`. */
export function parseRate(text: string, max: bigint = RATE_ONE): bigint | null {
  const parsed = parseAmount(text, { scale: RATE_SCALE, decimals: RATE_SCALE, allowZero: true });
  if (!parsed.ok || parsed.value > max) return null;
  return parsed.value;
}

/** A fraction in parts per 10^8 as the decimal string the wire carries ("0.005"). */
export function formatRate(rate: bigint): string {
  return formatAmount(rate, RATE_SCALE);
}

/** `a / b` rounded up, for non-negative `a` and positive `b`. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
