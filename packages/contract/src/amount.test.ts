import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  checkAmountInput,
  compareDecimal,
  formatAmount,
  fromUnits,
  MAX_BASE_UNITS,
  padDecimal,
  parseAmount,
  remainderDecimal,
  rescale,
  sanitizeAmountTyping,
  subtractDecimal,
  toUnits,
  truncateDecimal,
  unitsToBase,
} from './amount';

const usdt = { scale: 6, decimals: 2 };
const mcc = { scale: 8, decimals: 4 };

describe('parseAmount', () => {
  it.each([
    ['12.50', 12_500_000n],
    ['12.5', 12_500_000n],
    ['12', 12_000_000n],
    ['0.01', 10_000n],
    ['1.500', 1_500_000n],
    ['007.10', 7_100_000n],
    ['999999999999', 999_999_999_999_000_000n],
  ])('reads USDT %s as %s base units', (input, expected) => {
    expect(parseAmount(input, usdt)).toEqual({ ok: true, value: expected });
  });

  it('reads MCC with four decimals', () => {
    expect(parseAmount('1.2345', mcc)).toEqual({ ok: true, value: 123_450_000n });
    expect(parseAmount('1.23456', mcc)).toEqual({ ok: false, error: 'too_many_decimals' });
  });

  it.each([
    ['12.345', 'too_many_decimals'],
    ['0.001', 'too_many_decimals'],
    ['-1', 'negative'],
    ['-0.01', 'negative'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-0', 'zero'],
    ['', 'empty'],
    [' ', 'format'],
    [' 1', 'format'],
    ['1 ', 'format'],
    ['1e3', 'format'],
    ['1E3', 'format'],
    ['1e-2', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['-Infinity', 'format'],
    ['+1', 'format'],
    ['1.', 'format'],
    ['.5', 'format'],
    ['1..2', 'format'],
    ['1.2.3', 'format'],
    ['0x10', 'format'],
    ['1,000', 'format'],
    ['1_000', 'format'],
    ['１２', 'format'],
    ['١٢', 'format'],
    ['abc', 'format'],
    ['--1', 'format'],
    ['1-', 'format'],
    ['1234567890123456789', 'too_large'],
    ['1234567890123456789.00', 'too_large'],
    ['9'.repeat(65), 'too_large'],
    ['100000000000000', 'too_large'],
  ])('refuses %j as %s', (input, error) => {
    expect(parseAmount(input, usdt)).toEqual({ ok: false, error });
  });

  it.each([[12.5], [12], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined], [true], [12n], [{}], [['1']]])(
    'refuses the non-string %s',
    (input) => {
      expect(parseAmount(input, usdt)).toEqual({ ok: false, error: 'not_string' });
    },
  );

  it('accepts eighteen integer digits when the base units fit in 64 bits', () => {
    expect(parseAmount('123456789012345678', { scale: 0, decimals: 0 })).toEqual({ ok: true, value: 123456789012345678n });
    expect(parseAmount('000000000000000000001', usdt)).toEqual({ ok: true, value: 1_000_000n });
  });

  it('refuses amounts above the 64-bit range of the column', () => {
    expect(parseAmount('9223372036854.775807', { scale: 6, decimals: 6 })).toEqual({ ok: true, value: MAX_BASE_UNITS });
    expect(parseAmount('9223372036854.775808', { scale: 6, decimals: 6 })).toEqual({ ok: false, error: 'too_large' });
  });

  it('accepts zero and negatives only when asked', () => {
    expect(parseAmount('0', { ...usdt, allowZero: true })).toEqual({ ok: true, value: 0n });
    expect(parseAmount('-5.25', { ...usdt, allowNegative: true })).toEqual({ ok: true, value: -5_250_000n });
    expect(parseAmount('-0', { ...usdt, allowNegative: true })).toEqual({ ok: false, error: 'zero' });
  });

  it('refuses a signed zero where zero is allowed ("-0" as a minimum to receive)', () => {
    expect(parseAmount('-0', { ...usdt, allowZero: true })).toEqual({ ok: false, error: 'negative' });
    expect(parseAmount('-0.00', { ...usdt, allowZero: true })).toEqual({ ok: false, error: 'negative' });
    expect(parseAmount('-0', { ...usdt, allowZero: true, allowNegative: true })).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('0.00', { ...usdt, allowZero: true })).toEqual({ ok: true, value: 0n });
  });

  it('never takes more decimals than the scale', () => {
    expect(parseAmount('0.0000001', { scale: 6, decimals: 9 })).toEqual({ ok: false, error: 'too_many_decimals' });
  });

  it('reads 2^53 + 1 base units exactly', () => {
    expect(parseAmount('9007199254.740993', { scale: 6, decimals: 6 })).toEqual({ ok: true, value: 2n ** 53n + 1n });
  });
});

describe('formatAmount', () => {
  it.each([
    [12_500_000n, 6, 2, '12.50'],
    [12_000_000n, 6, 2, '12.00'],
    [1n, 6, 2, '0.000001'],
    [0n, 6, 2, '0.00'],
    [0n, 8, 0, '0'],
    [-5_250_000n, 6, 2, '-5.25'],
    [123_450_000n, 8, 4, '1.2345'],
    [123_456_789n, 8, 4, '1.23456789'],
    [2n ** 53n + 1n, 6, 2, '9007199254.740993'],
    [MAX_BASE_UNITS, 6, 2, '9223372036854.775807'],
    [42n, 0, 2, '42'],
  ])('formats %s at scale %s with %s decimals as %s', (value, scale, min, expected) => {
    expect(formatAmount(value, scale, min)).toBe(expected);
  });

  it('round-trips with parseAmount', () => {
    for (const value of [1n, 10n, 999_999n, 1_000_000n, 2n ** 53n + 1n, MAX_BASE_UNITS]) {
      const text = formatAmount(value, 6, 2);
      expect(parseAmount(text, { scale: 6, decimals: 6 })).toEqual({ ok: true, value });
    }
  });
});

describe('unitsToBase and rescale', () => {
  it('reads settings in whole units', () => {
    expect(unitsToBase('100000', 6)).toBe(100_000_000_000n);
    expect(unitsToBase('1.00', 6)).toBe(1_000_000n);
    expect(unitsToBase('0', 8)).toBe(0n);
    expect(() => unitsToBase('-1', 6)).toThrow();
    expect(() => unitsToBase('1e5', 6)).toThrow();
  });

  it('rescales down toward zero and up exactly', () => {
    expect(rescale(123_456_789n, 8, 6)).toBe(1_234_567n);
    expect(rescale(1_234_567n, 6, 8)).toBe(123_456_700n);
    expect(rescale(-199n, 8, 6)).toBe(-1n);
  });
});

describe('decimal strings as bigint units', () => {
  it('reads a decimal into units of its scale and back', () => {
    expect(toUnits('12.5', 6)).toBe(12_500_000n);
    expect(toUnits('12.500000000', 6)).toBe(12_500_000n);
    expect(toUnits('-0.01', 2)).toBe(-1n);
    expect(toUnits('0', 8)).toBe(0n);
    expect(toUnits('1.0000001', 6)).toBeNull();
    expect(toUnits('1e3', 2)).toBeNull();
    expect(toUnits('', 2)).toBeNull();
    expect(fromUnits(12_500_000n, 6, 2)).toBe('12.50');
    expect(fromUnits(12_345_678n, 6)).toBe('12.345678');
    expect(fromUnits(-1n, 2, 2)).toBe('-0.01');
    expect(fromUnits(0n, 4, 2)).toBe('0.00');
  });

  it('keeps every digit above 2^53, where a JS number would not', () => {
    const big = '9007199254740993.000001';
    expect(toUnits(big, 6)).toBe(9_007_199_254_740_993_000_001n);
    expect(addDecimal(big, '0.000001')).toBe('9007199254740993.000002');
    expect(compareDecimal(big, '9007199254740992.999999')).toBe(1);
  });

  it('compares amounts written with different decimals', () => {
    expect(compareDecimal('1.5', '1.50000000')).toBe(0);
    expect(compareDecimal('10', '9.99')).toBe(1);
    expect(compareDecimal('0.0001', '0.001')).toBe(-1);
    expect(compareDecimal('-2', '1')).toBe(-1);
    expect(compareDecimal('100.00', '100')).toBe(0);
  });

  it('adds and subtracts with the longer scale', () => {
    expect(addDecimal('12.50', '1.00')).toBe('13.50');
    expect(addDecimal('1', '0.0001')).toBe('1.0001');
    expect(subtractDecimal('100.00', '1.00')).toBe('99.00');
    expect(subtractDecimal('1.00', '2.5')).toBe('-1.50');
    expect(remainderDecimal('0.50', '1.00')).toBe('0.00');
    expect(remainderDecimal('150.000000', '1.00')).toBe('149.000000');
  });

  it("writes a typed amount with the asset's decimals", () => {
    expect(padDecimal('50', 2)).toBe('50.00');
    expect(padDecimal(' 12.5 ', 4)).toBe('12.5000');
    expect(padDecimal('1.500', 2)).toBe('1.50');
    expect(padDecimal('1.005', 2)).toBe('1.005');
    expect(padDecimal('', 2)).toBe('');
  });

  it('cuts, never rounds, to the decimals a member can type', () => {
    expect(truncateDecimal('12.345678', 2)).toBe('12.34');
    expect(truncateDecimal('12.999999', 2)).toBe('12.99');
    expect(truncateDecimal('12.3', 4)).toBe('12.3');
    expect(truncateDecimal('7.89', 0)).toBe('7');
    expect(truncateDecimal('12', 2)).toBe('12');
  });
});

describe('amount input rules (as the server parses)', () => {
  it('accepts a plain positive amount within the decimals', () => {
    expect(checkAmountInput('12.50', 2)).toBeNull();
    expect(checkAmountInput(' 12 ', 2)).toBeNull();
    expect(checkAmountInput('0.0001', 4)).toBeNull();
    // trailing zeros beyond the decimals are not significant
    expect(checkAmountInput('1.500', 2)).toBeNull();
    expect(checkAmountInput('007', 2)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['1e3', 'format'],
    ['1E-2', 'format'],
    ['+5', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['0x10', 'format'],
    ['1,000', 'format'],
    ['1 000', 'format'],
    ['.5', 'format'],
    ['5.', 'format'],
    ['１２', 'format'],
    ['-1', 'negative'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-0', 'zero'],
    ['1.005', 'tooManyDecimals'],
    ['1234567890123456789', 'tooLarge'],
    ['9'.repeat(65), 'tooLarge'],
  ])('refuses %j as %s', (input, problem) => {
    expect(checkAmountInput(input, 2, 6)).toBe(problem);
  });

  it('refuses what overflows the base units of the asset', () => {
    // 2^63 - 1 base units at scale 6 is 9223372036854.775807 USDT
    expect(checkAmountInput('9223372036854', 2, 6)).toBeNull();
    expect(checkAmountInput('9223372036855', 2, 6)).toBe('tooLarge');
    expect(checkAmountInput('92233720369', 4, 8)).toBe('tooLarge');
  });

  it('keeps digits and one dot as the member types, cut to the decimals', () => {
    expect(sanitizeAmountTyping('12.345', 2)).toBe('12.34');
    expect(sanitizeAmountTyping('1,234.5', 2)).toBe('1234.5');
    expect(sanitizeAmountTyping('1.2.3', 4)).toBe('1.23');
    expect(sanitizeAmountTyping('.5', 2)).toBe('0.5');
    expect(sanitizeAmountTyping('-3e2', 2)).toBe('32');
    expect(sanitizeAmountTyping('１２。５', 2)).toBe('12.5');
    expect(sanitizeAmountTyping('12.', 2)).toBe('12.');
    expect(sanitizeAmountTyping('7.9', 0)).toBe('7');
  });
});
