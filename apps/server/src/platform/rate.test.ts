import { describe, expect, it } from 'vitest';
import { formatRate, parseRate, RATE_ONE } from './rate';

describe('rates as parts per 10^8', () => {
  it('parses decimal-string fractions exactly', () => {
    expect(parseRate('0.005')).toBe(500_000n);
    expect(parseRate('0.00000001')).toBe(1n);
    expect(parseRate('1')).toBe(RATE_ONE);
    expect(parseRate('0')).toBe(0n);
    expect(parseRate('0.10')).toBe(10_000_000n);
  });

  it('refuses what is not a fraction of at most one', () => {
    for (const bad of ['', '-0.01', '1.00000001', '0.000000001', '5e-3', 'NaN', '0x1', ' 0.1', '.5', '2']) {
      expect(parseRate(bad), bad).toBeNull();
    }
    expect(parseRate('2', 3n * RATE_ONE)).toBe(2n * RATE_ONE);
  });

  it('formats back the way it was written, without trailing zeros', () => {
    expect(formatRate(500_000n)).toBe('0.005');
    expect(formatRate(RATE_ONE)).toBe('1');
    expect(formatRate(1n)).toBe('0.00000001');
    expect(formatRate(0n)).toBe('0');
  });
});
