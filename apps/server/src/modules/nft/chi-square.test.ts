import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareTest, lnGamma, upperGammaQ } from './chi-square';

describe('ln Γ', () => {
  it('matches known values', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(lnGamma(10)).toBeCloseTo(Math.log(362880), 10);
    expect(lnGamma(101)).toBeCloseTo(363.73937555556347, 8); // ln(100!)
  });
});

describe('the chi-square p-value', () => {
  // Critical values from the standard tables (NIST/SEMATECH e-Handbook 1.3.6.7.4).
  it.each([
    [3.841458820694124, 1, 0.05],
    [6.634896601021214, 1, 0.01],
    [5.991464547107979, 2, 0.05],
    [7.814727903251178, 3, 0.05],
    [11.34486673014437, 3, 0.01],
    [16.26623619623813, 3, 0.001],
    [9.487729036781154, 4, 0.05],
    [18.30703805327515, 10, 0.05],
    [124.3421134287, 100, 0.05],
  ])('P(X ≥ %f | df %i) = %f', (x, df, p) => {
    expect(chiSquarePValue(x, df)).toBeCloseTo(p, 9);
  });

  it('has closed forms where they exist', () => {
    // df 2: Q = e^(-x/2); df 1 at x = 1: erfc(1/√2).
    expect(chiSquarePValue(2, 2)).toBeCloseTo(Math.exp(-1), 12);
    expect(chiSquarePValue(1, 1)).toBeCloseTo(0.3173105078629141, 12);
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(upperGammaQ(3, 1e6)).toBe(0);
  });

  it('refuses meaningless degrees of freedom', () => {
    expect(() => chiSquarePValue(1, 0)).toThrow();
    expect(() => upperGammaQ(0, 1)).toThrow();
  });
});

describe("Pearson's test of draws", () => {
  it('gives a statistic and p-value once every expected count reaches 5', () => {
    const result = chiSquareTest([48, 35, 15, 2], [50, 30, 15, 5]);
    expect(result.df).toBe(3);
    expect(result.statistic).toBeCloseTo(4 / 50 + 25 / 30 + 0 + 9 / 5, 12);
    expect(result.pValue).toBeCloseTo(chiSquarePValue(result.statistic, 3), 12);
  });

  it('withholds the p-value while a tier is expected fewer than 5 times, and leaves out tiers never drawable', () => {
    expect(chiSquareTest([9, 1], [8, 2]).pValue).toBeNull();
    const withGone = chiSquareTest([60, 40, 0], [50, 50, 0]);
    expect(withGone.df).toBe(1);
    expect(withGone.pValue).toBeCloseTo(chiSquarePValue(4, 1), 12);
  });

  it('reports p = 0 when a tier that could not be drawn was drawn', () => {
    expect(chiSquareTest([10, 1], [11, 0]).pValue).toBe(0);
  });

  it('has nothing to test with one drawable tier', () => {
    expect(chiSquareTest([10, 0], [10, 0])).toEqual({ statistic: 0, df: 0, pValue: null });
  });
});
