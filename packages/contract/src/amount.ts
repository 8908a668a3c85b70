/**
 * Money as integers of base units (`bigint`), read from and written as decimal strings. One module
 * for the server and both apps, so a refusal shows in the form before anything is sent and the
 * server refuses exactly the same inputs. Pure functions: no I/O, no floats.
 *
 * An asset has a scale (decimals of its base unit: USDT 6, MCC 8) and input decimals (what a member
 * may type: USDT 2, MCC 4).
 */

/** Largest amount a BIGINT column holds, in base units. */
export const MAX_BASE_UNITS = 2n ** 63n - 1n;
/** Most integer digits an amount may have, whatever its scale. */
export const MAX_INTEGER_DIGITS = 18;

export type AmountError = 'not_string' | 'empty' | 'format' | 'negative' | 'zero' | 'too_many_decimals' | 'too_large';

export interface ParseRules {
  /** Decimals of the base unit (USDT 6). */
  scale: number;
  /** Most decimals accepted (USDT 2 for members); at most `scale`. */
  decimals: number;
  /** Accept "0" (default: refused). */
  allowZero?: boolean;
  /** Accept a leading "-" (default: refused), e.g. an operator's adjustment. */
  allowNegative?: boolean;
}

export type ParseResult = { ok: true; value: bigint } | { ok: false; error: AmountError };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string such as "12.50" into base units. Refuses anything that is not a plain
 * decimal: no exponent, sign "+", spaces, "NaN", "Infinity", hex, separators or full-width digits.
 * Trailing zeros beyond `decimals` are accepted ("1.500" is 1.5), other extra decimals are not.
 */
export function parseAmount(input: unknown, rules: ParseRules): ParseResult {
  if (typeof input !== 'string') return { ok: false, error: 'not_string' };
  if (input.length === 0) return { ok: false, error: 'empty' };
  if (input.length > 64) return { ok: false, error: 'too_large' };
  const match = DECIMAL.exec(input);
  if (!match) return { ok: false, error: 'format' };
  const [, sign = '', whole = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  const integerDigits = whole.replace(/^0+(?=\d)/, '');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'too_large' };
  const decimals = Math.min(rules.decimals, rules.scale);
  if (fraction.length > decimals) return { ok: false, error: 'too_many_decimals' };
  const magnitude = BigInt(integerDigits) * 10n ** BigInt(rules.scale) + BigInt(fraction.padEnd(rules.scale, '0') || '0');
  if (magnitude > MAX_BASE_UNITS) return { ok: false, error: 'too_large' };
  if (magnitude === 0n) {
    if (!rules.allowZero) return { ok: false, error: 'zero' };
    // "-0" is not a way to write zero where zero is allowed: a sign belongs to an amount that has one.
    if (sign === '-') return { ok: false, error: rules.allowNegative ? 'format' : 'negative' };
    return { ok: true, value: 0n };
  }
  if (sign === '-') return rules.allowNegative ? { ok: true, value: -magnitude } : { ok: false, error: 'negative' };
  return { ok: true, value: magnitude };
}

/**
 * Formats base units as a decimal string: every significant decimal up to `scale`, padded with
 * zeros to at least `minDecimals` ("12.50" for 12_500_000n at scale 6 with 2). Negative values get
 * "-" (never "-0").
 */
export function formatAmount(value: bigint, scale: number, minDecimals = 0): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const unit = 10n ** BigInt(scale);
  const whole = magnitude / unit;
  let fraction = scale > 0 ? (magnitude % unit).toString().padStart(scale, '0').replace(/0+$/, '') : '';
  if (fraction.length < minDecimals) fraction = fraction.padEnd(Math.min(minDecimals, scale), '0');
  const text = fraction ? `${whole}.${fraction}` : whole.toString();
  return negative ? `-${text}` : text;
}

/** Converts whole units given as a decimal string in settings ("100000", "1.00") to base units; throws on a bad value. */
export function unitsToBase(decimal: string, scale: number): bigint {
  const parsed = parseAmount(decimal, { scale, decimals: scale, allowZero: true });
  if (!parsed.ok) throw new Error(`not an amount: ${decimal} (${parsed.error})`);
  return parsed.value;
}

/** `value` base units at `fromScale` expressed at `toScale`, rounded down (toward zero). */
export function rescale(value: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return value * 10n ** BigInt(toScale - fromScale);
  return value / 10n ** BigInt(fromScale - toScale);
}

// Decimal strings as the clients hold them (from the wire and from the keyboard), compared and
// added through bigint units of a common scale.

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

/** Units of 10^-scale as a decimal string with at least `minDecimals` decimals: `formatAmount`, never "-0". */
export function fromUnits(value: bigint, scale: number, minDecimals = 0): string {
  return formatAmount(value, scale, minDecimals);
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
  return formatAmount(units(a, scale) + units(b, scale), scale, scale);
}

/** a - b, with as many decimals as the longer of the two. */
export function subtractDecimal(a: string, b: string): string {
  const scale = commonScale(a, b);
  return formatAmount(units(a, scale) - units(b, scale), scale, scale);
}

/** The larger of 0 and a - b: what is left once b is taken from a, never negative. */
export function remainderDecimal(a: string, b: string): string {
  const rest = subtractDecimal(a, b);
  return compareDecimal(rest, '0') < 0 ? formatAmount(0n, decimalsOf(rest), decimalsOf(rest)) : rest;
}

/** `value` cut (not rounded) to at most `decimals` decimals: the most of it a member can type. */
export function truncateDecimal(value: string, decimals: number): string {
  const dot = value.indexOf('.');
  if (dot < 0 || decimals >= value.length - dot - 1) return value;
  return decimals === 0 ? value.slice(0, dot) : value.slice(0, dot + 1 + decimals);
}

export type AmountProblem = 'empty' | 'format' | 'negative' | 'zero' | 'tooManyDecimals' | 'tooLarge';

const problemOf: Record<AmountError, AmountProblem> = {
  not_string: 'format',
  empty: 'empty',
  format: 'format',
  negative: 'negative',
  zero: 'zero',
  too_many_decimals: 'tooManyDecimals',
  too_large: 'tooLarge',
};

/**
 * Checks a typed amount with the server's rules (`parseAmount`) for an asset whose members may type
 * `decimals` decimals and whose base unit has `scale` decimals (USDT 2 and 6). Surrounding spaces
 * are the form's to trim; returns the problem or null.
 */
export function checkAmountInput(input: string, decimals: number, scale = decimals): AmountProblem | null {
  const parsed = parseAmount(input.trim(), { scale: Math.max(decimals, scale), decimals });
  return parsed.ok ? null : problemOf[parsed.error];
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
  const value = toUnits(trimmed, decimals);
  return value === null || trimmed.startsWith('-') ? trimmed : formatAmount(value, decimals, decimals);
}
