import { describe, expect, it } from 'vitest';
import { dailyEarningFor, quotaUsedPercent, ratePercent } from './format';

describe('staking figures on the page', () => {
  it('writes a daily rate as a percentage without float arithmetic', () => {
    expect(ratePercent('0.005')).toBe('0.5%');
    expect(ratePercent('0.0123')).toBe('1.23%');
    expect(ratePercent('0.00000001')).toBe('0.000001%');
    expect(ratePercent('1')).toBe('100%');
    expect(ratePercent('0')).toBe('0%');
    expect(ratePercent('x')).toBe('--');
  });

  it('computes the expected daily earning the way the server pays it (rounded down)', () => {
    expect(dailyEarningFor('1000', '0.005', 6)).toBe('5.00');
    expect(dailyEarningFor('123.45', '0.0037', 6)).toBe('0.456765');
    expect(dailyEarningFor('0.01', '0.005', 6)).toBe('0.00005');
    expect(dailyEarningFor('', '0.005', 6)).toBeNull();
    expect(dailyEarningFor('1e3', '0.005', 6)).toBeNull();
  });

  it('gives the share of a quota taken as a whole percent', () => {
    expect(quotaUsedPercent('1000.00', '250.00')).toBe(75);
    expect(quotaUsedPercent('1000.00', '1000.00')).toBe(0);
    expect(quotaUsedPercent('1000.00', '0.00')).toBe(100);
    expect(quotaUsedPercent('0.00', null)).toBeNull();
  });
});
