import { describe, expect, it } from 'vitest';
import { formatPercent, navCandles, tone } from './format';

describe('coin-mix figures', () => {
  it('shows fractions as percentages without floats', () => {
    expect(formatPercent('0.05612')).toBe('+5.61%');
    expect(formatPercent('-0.0125')).toBe('-1.25%');
    expect(formatPercent('0')).toBe('0.00%');
    expect(formatPercent('-0.00001')).toBe('0.00%');
    expect(formatPercent('1.5')).toBe('+150.00%');
    expect(formatPercent('12.3456')).toBe('+1234.56%');
    expect(formatPercent('0.005', false)).toBe('0.50%');
    expect(formatPercent(null)).toBeNull();
    expect(formatPercent('abc')).toBeNull();
  });

  it('colours signed figures', () => {
    expect(tone('0.01')).toBe('up');
    expect(tone('-0.01')).toBe('down');
    expect(tone('0')).toBe('');
    expect(tone(null)).toBe('');
  });

  it('keeps one chart point per second, the later posting winning', () => {
    const c = navCandles([
      { time: 2, nav: '1.1' },
      { time: 1, nav: '1.0' },
      { time: 2, nav: '1.2' },
    ]);
    expect(c.map((p) => [p.time, p.close])).toEqual([
      [1, '1.0'],
      [2, '1.2'],
    ]);
  });
});
