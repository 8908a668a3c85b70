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

/**
 * A fraction written as digits with at most `RATE_SCALE` decimals ("0.005", "2") in parts per 10^8;
 * null when it is not one. The settings' stored form, read without parseRate's bound.
 */
export function fractionRate(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * RATE_ONE + BigInt((match[2] ?? '').padEnd(RATE_SCALE, '0'));
}

/** `a / b` rounded up, for non-negative `a` and positive `b`. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
