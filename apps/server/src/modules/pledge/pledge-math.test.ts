import { describe, expect, it } from 'vitest';
import { RATE_ONE } from '../../platform/rate';
import { coverageDays, dailyEarning, payoutTotal, poolFree, poolReserve, referralRewards, termEarnings } from './pledge-math';

const USDT = 1_000_000n;

describe('daily earnings', () => {
  it('is principal × rate, rounded down to the base unit', () => {
    expect(dailyEarning(1000n * USDT, 500_000n)).toBe(5n * USDT);
    // 123.456789 USDT at 0.37% → 0.456790119... USDT → 0.456790 (down, not up).
    expect(dailyEarning(123_456_789n, 370_000n)).toBe(456_790n);
    // 0.000001 USDT at 0.5% is less than one base unit: nothing.
    expect(dailyEarning(1n, 500_000n)).toBe(0n);
    expect(dailyEarning(199n, 500_000n)).toBe(0n);
    expect(dailyEarning(200n, 500_000n)).toBe(1n);
    expect(dailyEarning(0n, 500_000n)).toBe(0n);
  });

  it('stays exact beyond 2^53', () => {
    const principal = 2n ** 53n + 1n;
    expect(dailyEarning(principal, RATE_ONE)).toBe(principal);
    expect(dailyEarning(9_000_000_000_000_000_000n / 100n, 1n)).toBe(900_000_000n);
  });

  it('over a term is the sum of the rounded days', () => {
    expect(termEarnings(123_456_789n, 370_000n, 30)).toBe(456_790n * 30n);
    expect(termEarnings(1000n * USDT, 500_000n, 0)).toBe(0n);
  });

  it('refuses negative inputs', () => {
    expect(() => dailyEarning(-1n, 1n)).toThrow(RangeError);
    expect(() => dailyEarning(1n, -1n)).toThrow(RangeError);
  });
});

describe('referral rewards', () => {
  const shares = [10_000_000n, 5_000_000n, 2_000_000n]; // 10%, 5%, 2%
  const uplines = [
    { userId: 11n, level: 1 },
    { userId: 12n, level: 2 },
    { userId: 13n, level: 3 },
  ];

  it('pays each level its share of the earning, rounded down', () => {
    const earning = 5n * USDT;
    expect(referralRewards(earning, uplines, shares)).toEqual([
      { userId: 11n, level: 1, amount: 500_000n },
      { userId: 12n, level: 2, amount: 250_000n },
      { userId: 13n, level: 3, amount: 100_000n },
    ]);
    expect(payoutTotal(earning, referralRewards(earning, uplines, shares))).toBe(5_850_000n);
  });

  it('rounds each reward down on its own and leaves out zeros', () => {
    // 0.000019 USDT: 10% = 1.9 → 1, 5% = 0.95 → 0, 2% = 0.38 → 0.
    expect(referralRewards(19n, uplines, shares)).toEqual([{ userId: 11n, level: 1, amount: 1n }]);
    expect(referralRewards(0n, uplines, shares)).toEqual([]);
  });

  it('pays only the levels there are shares for and the uplines there are', () => {
    expect(referralRewards(100n, uplines, [RATE_ONE / 2n])).toEqual([{ userId: 11n, level: 1, amount: 50n }]);
    expect(referralRewards(100n, uplines.slice(0, 1), shares)).toEqual([{ userId: 11n, level: 1, amount: 10n }]);
    expect(referralRewards(100n, [], shares)).toEqual([]);
  });
});

describe('reward pool coverage', () => {
  it('counts whole days the pool pays the daily outflow', () => {
    expect(coverageDays(100n * USDT, 7n * USDT)).toBe(14n);
    expect(coverageDays(6n * USDT, 7n * USDT)).toBe(0n);
    expect(coverageDays(0n, 7n)).toBe(0n);
    expect(coverageDays(-5n, 7n)).toBe(0n);
    expect(coverageDays(100n, 0n)).toBeNull();
  });

  it('keeps the payouts waiting and the warning days of outflow; only the rest may be taken out', () => {
    const reserve = poolReserve(16_500_000n, 5_500_000n, 7);
    expect(reserve).toBe(55_000_000n);
    expect(poolFree(100n * USDT, reserve)).toBe(45n * USDT);
    expect(poolFree(reserve, reserve)).toBe(0n);
    expect(poolFree(10n * USDT, reserve)).toBe(0n);
    expect(poolReserve(0n, 5_500_000n, 0)).toBe(0n);
    expect(poolReserve(1n, 5_500_000n, -3)).toBe(1n);
  });
});
