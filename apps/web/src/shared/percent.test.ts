import { describe, expect, it } from 'vitest';
import { fractionPercent } from './percent';

describe('fractionPercent', () => {
  it('writes a daily rate as a percentage without float arithmetic', () => {
    expect(fractionPercent('0.005')).toBe('0.5%');
    expect(fractionPercent('0.0123')).toBe('1.23%');
    expect(fractionPercent('0.00000001')).toBe('0.000001%');
    expect(fractionPercent('1')).toBe('100%');
    expect(fractionPercent('0')).toBe('0%');
    expect(fractionPercent('x')).toBe('--');
  });

  it('writes team shares as percentages from their decimal strings', () => {
    expect(fractionPercent('0.1')).toBe('10%');
    expect(fractionPercent('0.05')).toBe('5%');
    expect(fractionPercent('0.025')).toBe('2.5%');
    expect(fractionPercent('1')).toBe('100%');
    expect(fractionPercent('0')).toBe('0%');
    expect(fractionPercent('bad')).toBe('--');
  });
});
