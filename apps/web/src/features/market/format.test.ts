import { describe, expect, it } from 'vitest';
import { minimumOut, parseSlippage, percent, signedPercent, slippageText, tone } from './format';

describe('market figures', () => {
  it('writes fractions as percentages, cut toward zero', () => {
    expect(percent('0.000998')).toBe('0.09%');
    expect(percent('0.003')).toBe('0.30%');
    expect(percent('-0.0125')).toBe('-1.25%');
    expect(percent('0')).toBe('0.00%');
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

  it('takes the slippage off the quoted output, rounded down', () => {
    expect(minimumOut('996.00698103', 8, 50n)).toBe('991.02694612');
    expect(minimumOut('99.7', 6, 100n)).toBe('98.703');
    expect(minimumOut('0.00000001', 8, 300n)).toBe('0');
  });
});
