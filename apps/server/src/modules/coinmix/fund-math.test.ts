import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeRate,
  dailyManagementFee,
  feeOf,
  formatRate,
  maxDrawdown,
  type NavPoint,
  quoteRedemption,
  quoteSubscription,
  rateOf,
  returnOver,
  returnSinceInception,
  unitsFor,
  worthOf,
} from './fund-math';

const USDT = 1_000_000n; // one USDT in base units
const UNIT = 100_000_000n; // one unit in base units
const NAV = 100_000_000n; // NAV 1.00000000 USDT per unit
const DAY = 86_400_000n;
const RUNS = { numRuns: 3000 };

const usdt = fc.bigInt({ min: 1n, max: 10n ** 15n });
const nav = fc.bigInt({ min: 1n, max: 10n ** 12n });
const rate = fc.bigInt({ min: 0n, max: 10_000_000n }); // 0 to 10%

describe('units and value', () => {
  it('buys units at the NAV, rounded down', () => {
    expect(unitsFor(100n * USDT, NAV)).toBe(100n * UNIT);
    expect(unitsFor(100n * USDT, 125_000_000n)).toBe(80n * UNIT); // NAV 1.25
    // 1 USDT at NAV 3: 0.33333333 units (the last third of a base unit stays with the fund).
    expect(unitsFor(USDT, 3n * NAV)).toBe(33_333_333n);
    expect(worthOf(33_333_333n, 3n * NAV)).toBe(999_999n);
  });

  it('never gives units worth more than what was paid', () => {
    fc.assert(
      fc.property(usdt, nav, (amount, n) => {
        const units = unitsFor(amount, n);
        expect(worthOf(units, n) <= amount).toBe(true);
        // and one more base unit of units would be worth more than was paid
        expect((units + 1n) * n * USDT > amount * UNIT * NAV).toBe(true);
      }),
      RUNS,
    );
  });

  it('values units at the NAV, rounded down', () => {
    expect(worthOf(2n * UNIT, 150_000_000n)).toBe(3n * USDT);
    expect(worthOf(1n, NAV)).toBe(0n); // 10^-8 of a unit at 1 USDT is below one USDT base unit
  });

  it('refuses a NAV of zero', () => {
    expect(() => unitsFor(USDT, 0n)).toThrow();
  });
});

describe('fees', () => {
  it('rounds fees up', () => {
    expect(feeOf(100n * USDT, 500_000n)).toBe(500_000n); // 0.5% of 100 = 0.5
    expect(feeOf(1n, 500_000n)).toBe(1n);
    expect(feeOf(100n * USDT, 0n)).toBe(0n);
  });

  it('a subscription splits into fee and invested, with units for the invested part', () => {
    const q = quoteSubscription(100n * USDT, 125_000_000n, 1_000_000n); // 1% fee, NAV 1.25
    expect(q.fee).toBe(USDT);
    expect(q.invested).toBe(99n * USDT);
    expect(q.units).toBe(79_20000000n);
  });

  it('a subscription conserves the amount', () => {
    fc.assert(
      fc.property(usdt, nav, rate, (amount, n, r) => {
        const q = quoteSubscription(amount, n, r);
        expect(q.fee + q.invested).toBe(amount);
        expect(worthOf(q.units, n) <= q.invested).toBe(true);
      }),
      RUNS,
    );
  });

  it('a redemption pays the value less the fee, never negative', () => {
    const q = quoteRedemption(10n * UNIT, 110_000_000n, 500_000n);
    expect(q.gross).toBe(11n * USDT);
    expect(q.fee).toBe(55_000n);
    expect(q.net).toBe(11n * USDT - 55_000n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), nav, rate, (units, n, r) => {
        const x = quoteRedemption(units, n, r);
        expect(x.net >= 0n).toBe(true);
        expect(x.fee + x.net).toBe(x.gross);
      }),
      RUNS,
    );
  });

  it('accrues the yearly management fee over 365 days, rounded down', () => {
    // 2% a year on 365,000 USDT = 20 USDT a day.
    expect(dailyManagementFee(365_000n * USDT, 2_000_000n)).toBe(20n * USDT);
    expect(dailyManagementFee(1n, 2_000_000n)).toBe(0n);
    expect(dailyManagementFee(0n, 2_000_000n)).toBe(0n);
  });

  it('reads and writes rates', () => {
    expect(rateOf('0.005')).toBe(500_000n);
    expect(rateOf('1')).toBe(100_000_000n);
    expect(rateOf('0.00000001')).toBe(1n);
    expect(rateOf('bad')).toBe(0n);
    expect(formatRate(500_000n)).toBe('0.005');
    expect(formatRate(-1_250_000n)).toBe('-0.0125');
    expect(formatRate(0n)).toBe('0');
  });
});

describe('performance from the postings', () => {
  const at = (day: number, navE8: bigint): NavPoint => ({ at: BigInt(day) * DAY, nav: navE8 });
  const series = [
    at(0, 100_000_000n),
    at(10, 110_000_000n),
    at(40, 99_000_000n),
    at(80, 120_000_000n),
    at(95, 114_000_000n),
    at(100, 126_000_000n),
  ];

  it('returns over 7, 30 and 90 days from the last posting at or before the start', () => {
    // 7 days back from day 100 is day 93: last posting at or before is day 80 (1.20).
    expect(returnOver(series, 7)).toBe(changeRate(120_000_000n, 126_000_000n));
    expect(returnOver(series, 7)).toBe(5_000_000n); // +5%
    // 30 days back is day 70: day 40 (0.99).
    expect(returnOver(series, 30)).toBe(((126_000_000n - 99_000_000n) * 100_000_000n) / 99_000_000n);
    // 90 days back is day 10 exactly: that posting counts.
    expect(returnOver(series, 90)).toBe(((126_000_000n - 110_000_000n) * 100_000_000n) / 110_000_000n);
    expect(returnOver(series, 365)).toBeNull();
    expect(returnSinceInception(series)).toBe(26_000_000n);
    expect(returnSinceInception([])).toBeNull();
    expect(returnOver([], 7)).toBeNull();
  });

  it('finds the largest fall from a peak', () => {
    // Peak 1.10 → 0.99 is 10%; later 1.20 → 1.14 is 5%.
    expect(maxDrawdown(series)).toBe(10_000_000n);
    expect(maxDrawdown([at(0, NAV), at(1, 2n * NAV)])).toBe(0n);
    expect(maxDrawdown([])).toBe(0n);
  });

  it('drawdown lies between 0 and 100% and is 0 for a rising series', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 40 }), (navs) => {
        const points = navs.map((n, i) => at(i, n));
        const dd = maxDrawdown(points);
        expect(dd >= 0n && dd < 100_000_000n).toBe(true);
        const rising = [...navs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((n, i) => at(i, n));
        expect(maxDrawdown(rising)).toBe(0n);
      }),
      RUNS,
    );
  });
});
