import { describe, expect, it } from 'vitest';
import { formatPercent, navCandles, tone } from './format';

describe('coin-mix figures', () => {
  it.each([
    ['0.05612', '+5.61%'],
    ['-0.0125', '-1.25%'],
    ['0', '0.00%'],
    ['-0.00001', '0.00%'],
    ['1.5', '+150.00%'],
    ['12.3456', '+1234.56%'],
    [null, null],
    ['abc', null],
  ])('shows the fraction %j as the signed percentage %j without floats', (fraction, text) => {
    expect(formatPercent(fraction)).toBe(text);
  });

  it('leaves the sign off when asked', () => {
    expect(formatPercent('0.005', false)).toBe('0.50%');
  });

  it.each([
    ['0.01', 'up'],
    ['-0.01', 'down'],
    ['0', ''],
    [null, ''],
  ])('colours the signed figure %j: %j', (figure, colour) => {
    expect(tone(figure)).toBe(colour);
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
