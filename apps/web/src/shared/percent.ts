import { fromUnits, toUnits } from '@mcc/contract/amount';

/**
 * A fraction from the wire (a team share; up to 8 decimals) as a percentage, by moving
 * the decimal point in the string, never a float: "0.1" → "10%", "0.005" → "0.5%", "0.025" → "2.5%";
 * "--" for what is not a fraction of zero or more.
 */
export function fractionPercent(fraction: string): string {
  const units = toUnits(fraction.trim(), 8);
  // percent = fraction × 100: the same digits at scale 6.
  return units === null || units < 0n ? '--' : `${fromUnits(units, 6)}%`;
}
