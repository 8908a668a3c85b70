/**
 * Money as integers of base units (`bigint`), parsed from and formatted to decimal strings.
 * Pure functions: no I/O, no floats. An asset has a scale (decimals of its base unit: USDT 6,
 * MCC 8) and input decimals (what a member may type: USDT 2, MCC 4).
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
  if (magnitude === 0n) return rules.allowZero ? { ok: true, value: 0n } : { ok: false, error: 'zero' };
  if (sign === '-') return rules.allowNegative ? { ok: true, value: -magnitude } : { ok: false, error: 'negative' };
  return { ok: true, value: magnitude };
}

/**
 * Formats base units as a decimal string: every significant decimal up to `scale`, padded with
 * zeros to at least `minDecimals` ("12.50" for 12_500_000n at scale 6 with 2). Negative values get "-".
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
