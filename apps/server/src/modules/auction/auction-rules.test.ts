import { describe, expect, it } from 'vitest';
import { RATE_ONE } from '../../platform/rate';
import { endAfterBid, fractionToRate, holdOf, leadingBid, minNextBid, reserveMet, roundUpTo, saleFee } from './auction-rules';

const CENT = 10_000n; // 0.01 USDT at 6 decimals
const usdt = (whole: bigint) => whole * 1_000_000n;
const five = fractionToRate('0.05');
const MIN = 60_000n;

describe('minimum next bid', () => {
  it('is the start price before any bid, rounded up to what a member can type', () => {
    expect(minNextBid({ startPrice: usdt(100n), topAmount: null, incrementRate: five }, CENT)).toBe(usdt(100n));
    expect(minNextBid({ startPrice: usdt(100n) + 1n, topAmount: null, incrementRate: five }, CENT)).toBe(usdt(100n) + CENT);
  });

  it('is the top bid plus 5%, rounded up', () => {
    expect(minNextBid({ startPrice: usdt(100n), topAmount: usdt(100n), incrementRate: five }, CENT)).toBe(usdt(105n));
    // 5% of 33.33 is 1.6665 → 34.9965 → 35.00
    expect(minNextBid({ startPrice: usdt(1n), topAmount: 33_330_000n, incrementRate: five }, CENT)).toBe(35_000_000n);
  });

  it('is at least one step above the top bid when the increment is tiny or zero', () => {
    expect(minNextBid({ startPrice: 1n, topAmount: CENT, incrementRate: five }, CENT)).toBe(2n * CENT);
    expect(minNextBid({ startPrice: 1n, topAmount: usdt(7n), incrementRate: 0n }, CENT)).toBe(usdt(7n) + CENT);
  });
});

describe('anti-sniping', () => {
  const rule = { windowMs: 10n * MIN, extendMs: 10n * MIN };
  const end = 1_000_000_000n;

  it('leaves the end alone for a bid before the last 10 minutes', () => {
    expect(endAfterBid(end, end - 10n * MIN - 1n, rule)).toBe(end);
  });

  it('extends the end by 10 minutes for a bid in the last 10 minutes, again and again', () => {
    expect(endAfterBid(end, end - 10n * MIN, rule)).toBe(end + 10n * MIN);
    expect(endAfterBid(end, end - 1n, rule)).toBe(end + 10n * MIN);
    const once = endAfterBid(end, end - 1n, rule);
    expect(endAfterBid(once, once - 5n * MIN, rule)).toBe(end + 20n * MIN);
  });

  it('does not take a bid at or after the end', () => {
    expect(() => endAfterBid(end, end, rule)).toThrow(RangeError);
    expect(() => endAfterBid(end, end + 1n, rule)).toThrow(RangeError);
  });
});

describe('reserve', () => {
  it('sells with a top bid at or above the reserve, or with no reserve', () => {
    expect(reserveMet(usdt(150n), usdt(150n))).toBe(true);
    expect(reserveMet(usdt(151n), usdt(150n))).toBe(true);
    expect(reserveMet(usdt(1n), null)).toBe(true);
  });

  it('does not sell below the reserve or without a bid', () => {
    expect(reserveMet(usdt(150n) - 1n, usdt(150n))).toBe(false);
    expect(reserveMet(null, null)).toBe(false);
    expect(reserveMet(null, usdt(1n))).toBe(false);
  });
});

/** The id of the leading bid among `bids`, each an [id, amount] pair (the id is the order of arrival). */
const leaderOf = (...bids: [bigint, bigint][]) => leadingBid(bids.map(([id, amount]) => ({ id, amount })))?.id;

describe('ties by arrival', () => {
  it('leads with the highest bid', () => {
    expect(leaderOf([1n, 5n], [2n, 9n], [3n, 7n])).toBe(2n);
  });

  it('of equal bids, the one that arrived first leads', () => {
    expect(leaderOf([4n, 9n], [2n, 9n], [3n, 9n])).toBe(2n);
  });

  it('has no leader without bids', () => {
    expect(leadingBid([])).toBeNull();
  });
});

describe('fee and fractions', () => {
  it('rounds the fee up: a bid cut small still pays its fee', () => {
    expect(saleFee(999n, fractionToRate('0.025'))).toBe(25n);
    expect(saleFee(39n, fractionToRate('0.025'))).toBe(1n);
    expect(saleFee(1n, fractionToRate('0.00000001'))).toBe(1n);
    expect(saleFee(usdt(100n), fractionToRate('0.025'))).toBe(2_500_000n);
    expect(saleFee(usdt(100n), 0n)).toBe(0n);
  });

  it('reads fraction settings exactly', () => {
    expect(fractionToRate('0.05')).toBe(5_000_000n);
    expect(fractionToRate('1')).toBe(RATE_ONE);
    expect(fractionToRate('0.00000001')).toBe(1n);
    expect(() => fractionToRate('0.1e1')).toThrow(RangeError);
  });

  it('rounds up to a step', () => {
    expect(roundUpTo(0n, CENT)).toBe(0n);
    expect(roundUpTo(CENT + 1n, CENT)).toBe(2n * CENT);
  });
});

describe('deposit', () => {
  it('holds the whole bid on an ordinary lot', () => {
    expect(holdOf(usdt(40n), null, CENT)).toBe(usdt(40n));
  });

  it('holds the deposit rate of the bid, rounded up to a typed step', () => {
    const tenth = fractionToRate('0.1');
    expect(holdOf(usdt(40n), { rate: tenth }, CENT)).toBe(usdt(4n));
    // 10% of 33.33 is 3.333 → 3.34
    expect(holdOf(33_330_000n, { rate: tenth }, CENT)).toBe(3_340_000n);
  });

  it('holds a named deposit as its share of the start price, never more than the bid itself', () => {
    const fivePerTwenty = { amount: usdt(5n), startPrice: usdt(20n) };
    expect(holdOf(usdt(20n), fivePerTwenty, CENT)).toBe(usdt(5n));
    expect(holdOf(usdt(40n), fivePerTwenty, CENT)).toBe(usdt(10n));
    // 25% of 33.33 is 8.3325 → 8.34
    expect(holdOf(33_330_000n, fivePerTwenty, CENT)).toBe(8_340_000n);
    expect(holdOf(usdt(3n), { amount: usdt(5n), startPrice: usdt(5n) }, CENT)).toBe(usdt(3n));
    // A bid of 18 digits holds its share too: it cannot block the lot for the price of the deposit.
    expect(holdOf(999_999_999_999_999_999n, fivePerTwenty, CENT)).toBe(250_000_000_000_000_000n);
    expect(holdOf(CENT, { rate: fractionToRate('0.99') }, CENT)).toBe(CENT);
  });
});
