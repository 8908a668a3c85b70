import { describe, expect, it } from 'vitest';
import { languages } from '../../platform/i18n/language';
import { formatAmount, MAX_BASE_UNITS, parseAmount, rescale, unitsToBase } from './money';
import { amountMessages } from './money-messages';

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

describe('amount messages', () => {
  it('say every refusal in every language', () => {
    for (const text of Object.values(amountMessages)) {
      for (const language of languages) expect(text[language]).toMatch(/\S/);
    }
  });
});
