import { formatAmount } from '@mcc/contract/amount';

/**
 * An amount in base units as a number of whole units, for a metric's value only: the decimal text
 * of the exact amount, read as the nearest double. A report for people and alerts, never an amount
 * that moves money.
 */
export function reportNumber(baseUnits: bigint, scale: number): number {
  return Number(formatAmount(baseUnits, scale));
}

/** Unix ms (bigint) as Unix seconds with their fraction, for a metric's value (the API's times are whole seconds: `unixSeconds`). */
export function metricSeconds(ms: bigint): number {
  return Number(ms) / 1000;
}
