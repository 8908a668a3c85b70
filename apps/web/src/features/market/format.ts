import { fromUnits, toUnits, truncateDecimal } from '@mcc/contract/amount';

// The market's figures as the page writes them. Pure, on decimal strings and bigint: no floats.

/** A fraction from the wire ("0.000998", "-0.0125") as a percentage with `decimals` decimals, cut toward zero: "0.09%". */
export function percent(fraction: string, decimals = 2): string {
  const units = toUnits(truncateDecimal(fraction, decimals + 2), decimals + 2) ?? 0n;
  return `${fromUnits(units, decimals, decimals)}%`;
}

/** Like `percent`, with a "+" before a rise: the 24 h change. */
export function signedPercent(fraction: string, decimals = 2): string {
  const text = percent(fraction, decimals);
  return tone(fraction) === 'up' ? `+${text}` : text;
}

/** Whether a signed figure went up, down or nowhere. */
export function tone(fraction: string): 'up' | 'down' | 'flat' {
  const units = toUnits(fraction, 12) ?? 0n;
  return units > 0n ? 'up' : units < 0n ? 'down' : 'flat';
}

/** Slippage choices, in basis points (1/100 of a percent). */
export const SLIPPAGE_CHOICES = [50n, 100n, 300n] as const;
/** The most a custom slippage may be: 50%. */
export const MAX_SLIPPAGE_BPS = 5000n;

/** A slippage typed as a percentage ("0.8") in basis points; null when it is not from 0.01% to 50%. */
export function parseSlippage(text: string): bigint | null {
  const bps = toUnits(text.trim(), 2);
  return bps === null || bps <= 0n || bps > MAX_SLIPPAGE_BPS ? null : bps;
}

/** Basis points as a percentage: 50n → "0.5%". */
export function slippageText(bps: bigint): string {
  return `${fromUnits(bps, 2)}%`;
}

/**
 * The least the member accepts, given the quote's `amountOut` (a decimal of an asset with `scale`
 * decimals) and a slippage in basis points: amountOut × (1 − slippage), rounded down.
 */
export function minimumOut(amountOut: string, scale: number, bps: bigint): string {
  const out = toUnits(amountOut, scale) ?? 0n;
  return fromUnits((out * (10_000n - bps)) / 10_000n, scale);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A trade's time: today's as "14:05:09", older ones as "03-12 14:05". */
export function tradeTime(unixSeconds: number, now = new Date()): string {
  const d = new Date(unixSeconds * 1000);
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay
    ? `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
    : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
