// Money on the client: decimal strings from the wire and from the keyboard, compared and added as
// bigint base units. Never a JS number. The amount rules mirror the server's parseAmount
// (apps/server/src/modules/ledger/money.ts), so a refusal shows before anything is sent.

export type AmountProblem = 'empty' | 'format' | 'negative' | 'zero' | 'tooManyDecimals' | 'tooLarge';

/** Most integer digits an amount may have (the server's MAX_INTEGER_DIGITS). */
export const MAX_INTEGER_DIGITS = 18;
/** Largest amount the server stores, in base units (a BIGINT). */
const MAX_BASE_UNITS = 2n ** 63n - 1n;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Decimals written after the dot of a plain decimal string ("12.50" → 2). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * A plain decimal string ("-12.50") as an integer of 10^-scale units, or null when it is not a plain
 * decimal or has more significant decimals than `scale`.
 */
export function toUnits(text: string, scale: number): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > scale) return null;
  const magnitude = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return sign === '-' ? -magnitude : magnitude;
}

/** Units of 10^-scale as a decimal string with at least `minDecimals` decimals (trailing zeros beyond it dropped). */
export function fromUnits(value: bigint, scale: number, minDecimals = 0): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const unit = 10n ** BigInt(scale);
  const whole = magnitude / unit;
  let fraction = scale > 0 ? (magnitude % unit).toString().padStart(scale, '0').replace(/0+$/, '') : '';
  if (fraction.length < minDecimals) fraction = fraction.padEnd(Math.min(minDecimals, scale), '0');
  const text = fraction ? `${whole}.${fraction}` : whole.toString();
  return negative && magnitude !== 0n ? `-${text}` : text;
}

function commonScale(...values: string[]): number {
  return Math.max(0, ...values.map(decimalsOf));
}

function units(text: string, scale: number): bigint {
  const value = toUnits(text, scale);
  if (value === null) throw new Error(`not a decimal: ${text}`);
  return value;
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b` (both plain decimal strings). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = commonScale(a, b);
  const x = units(a, scale);
  const y = units(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a + b, with as many decimals as the longer of the two. */
export function addDecimal(a: string, b: string): string {
  const scale = commonScale(a, b);
  return fromUnits(units(a, scale) + units(b, scale), scale, scale);
}

/** a - b, with as many decimals as the longer of the two. */
export function subtractDecimal(a: string, b: string): string {
  const scale = commonScale(a, b);
  return fromUnits(units(a, scale) - units(b, scale), scale, scale);
}

/** The larger of 0 and a - b: what is left once b is taken from a, never negative. */
export function remainderDecimal(a: string, b: string): string {
  const rest = subtractDecimal(a, b);
  return compareDecimal(rest, '0') < 0 ? fromUnits(0n, decimalsOf(rest), decimalsOf(rest)) : rest;
}

/** `value` cut (not rounded) to at most `decimals` decimals: the most of it a member can type. */
export function truncateDecimal(value: string, decimals: number): string {
  const dot = value.indexOf('.');
  if (dot < 0 || decimals >= value.length - dot - 1) return value;
  return decimals === 0 ? value.slice(0, dot) : value.slice(0, dot + 1 + decimals);
}

/**
 * Checks a typed amount with the server's rules for an asset whose members may type `decimals`
 * decimals and whose base unit has `scale` decimals (USDT 2 and 6): plain digits with one optional
 * dot, no sign, exponent or separators; not zero; at most `decimals` significant decimals; at most
 * 18 integer digits and a BIGINT of base units. Returns the problem or null.
 */
export function checkAmountInput(input: string, decimals: number, scale = decimals): AmountProblem | null {
  const text = input.trim();
  if (text.length === 0) return 'empty';
  if (text.length > 64) return 'tooLarge';
  const match = DECIMAL.exec(text);
  if (!match) return 'format';
  const [, sign = '', whole = '', rawFraction = ''] = match;
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_INTEGER_DIGITS) return 'tooLarge';
  if (rawFraction.replace(/0+$/, '').length > decimals) return 'tooManyDecimals';
  const magnitude = units(text.replace(/^-/, ''), Math.max(decimals, scale));
  if (magnitude > MAX_BASE_UNITS) return 'tooLarge';
  if (magnitude === 0n) return 'zero';
  if (sign === '-') return 'negative';
  return null;
}

/**
 * What an amount field keeps of what was typed or pasted: digits and one dot, at most `decimals`
 * decimals ("1,234.567" → "1234.56" for 2). Full-width digits and the ideographic full stop count.
 */
export function sanitizeAmountTyping(input: string, decimals: number): string {
  const ascii = input.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[。．]/g, '.');
  const kept = ascii.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  const whole = kept.slice(0, dot);
  const fraction = kept.slice(dot + 1).replace(/\./g, '');
  if (decimals === 0) return whole;
  return `${whole || '0'}.${fraction.slice(0, decimals)}`;
}

/** A typed amount written with exactly `decimals` decimals ("50" → "50.00" for 2); what does not parse stays as typed. */
export function padDecimal(text: string, decimals: number): string {
  const trimmed = text.trim();
  const units = toUnits(trimmed, decimals);
  return units === null || trimmed.startsWith('-') ? trimmed : fromUnits(units, decimals, decimals);
}
