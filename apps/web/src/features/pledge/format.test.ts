import { describe, expect, it } from 'vitest';
import { dailyEarningFor, quotaUsedPercent, ratePercent } from './format';

describe('staking figures on the page', () => {
  it.each([
    ['0.005', '0.5%'],
    ['0.0123', '1.23%'],
    ['0.00000001', '0.000001%'],
    ['1', '100%'],
    ['0', '0%'],
    ['x', '--'],
  ])('writes the daily rate %s as %s without float arithmetic', (rate, text) => {
    expect(ratePercent(rate)).toBe(text);
  });

  it.each([
    ['1000', '0.005', 6, '5.00'],
    ['123.45', '0.0037', 6, '0.456765'],
    ['0.01', '0.005', 6, '0.00005'],
    ['', '0.005', 6, null],
    ['1e3', '0.005', 6, null],
  ])('computes the daily earning of %j at %s (scale %i) the way the server pays it, rounded down: %s', (amount, rate, scale, earning) => {
    expect(dailyEarningFor(amount, rate, scale)).toBe(earning);
  });

  it.each([
    ['1000.00', '250.00', 75],
    ['1000.00', '1000.00', 0],
    ['1000.00', '0.00', 100],
    ['0.00', null, null],
  ])('gives the share taken of a quota of %s with %s left as a whole percent: %s', (total, remaining, used) => {
    expect(quotaUsedPercent(total, remaining)).toBe(used);
  });
});
