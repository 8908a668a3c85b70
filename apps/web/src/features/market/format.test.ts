import { describe, expect, it } from 'vitest';
import { minimumOut, parseSlippage, percent, signedPercent, slippageText, tone } from './format';

describe('market figures', () => {
  it.each([
    ['0.000998', '0.09%'],
    ['0.003', '0.30%'],
    ['-0.0125', '-1.25%'],
    ['0', '0.00%'],
  ])('writes the fraction %s as %s, cut toward zero', (fraction, text) => {
    expect(percent(fraction)).toBe(text);
  });

  it('signs percentages, leaving nought unsigned', () => {
    expect(signedPercent('0.0125')).toBe('+1.25%');
    expect(signedPercent('-0.0125')).toBe('-1.25%');
    expect(signedPercent('0')).toBe('0.00%');
  });

  it('tells the direction of a change', () => {
    expect(tone('0.01')).toBe('up');
    expect(tone('-0.000001')).toBe('down');
    expect(tone('0')).toBe('flat');
  });

  it('reads a custom slippage from 0.01% to 50%', () => {
    expect(parseSlippage('0.8')).toBe(80n);
    expect(parseSlippage('3')).toBe(300n);
    expect(parseSlippage('50')).toBe(5000n);
    for (const bad of ['0', '50.01', '0.001', '-1', 'abc', '']) expect(parseSlippage(bad), bad).toBeNull();
    expect(slippageText(50n)).toBe('0.5%');
  });

  it.each([
    ['996.00698103', 8, 50n, '991.02694612'],
    ['99.7', 6, 100n, '98.703'],
    ['0.00000001', 8, 300n, '0'],
  ])('takes the slippage off the quoted output %s (%i decimals, %s basis points), rounded down', (quoted, decimals, slippage, least) => {
    expect(minimumOut(quoted, decimals, slippage)).toBe(least);
  });
});
