import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  executionPrice,
  FEE_ONE,
  feeOf,
  formatPrice,
  priceImpact,
  productOf,
  type Reserves,
  relativeChange,
  type Side,
  spotPrice,
  type Trade,
  trade,
} from './pool-math';

const MCC = 100_000_000n;
const USDT = 1_000_000n;

// Pools from a few base units to far beyond any real one, fees from 0 to 10%, amounts from one base
// unit to more than the pool holds. Every property is checked with exact integers.
const reserve = fc.bigInt({ min: 1n, max: 10n ** 18n });
const reserves = fc.record({ mcc: reserve, usdt: reserve });
const fee = fc.bigInt({ min: 0n, max: 100_000n });
const amount = fc.bigInt({ min: 1n, max: 10n ** 19n });
const side = fc.constantFrom<Side>('buy', 'sell');
const RUNS = { numRuns: 5000 };

function executed(result: Trade | string): Trade | null {
  return typeof result === 'string' ? null : result;
}

/** Checks `check` on every trade that executes, with the reserves, side, amount and fee it was made of. */
function everyTrade(check: (t: Trade, r: Reserves, s: Side, a: bigint, f: bigint) => void): void {
  fc.assert(
    fc.property(reserves, side, amount, fee, (r, s, a, f) => {
      const t = executed(trade(r, s, a, f));
      if (t) check(t, r, s, a, f);
    }),
    RUNS,
  );
}

describe('one trade', () => {
  it('never lowers k, never empties a reserve and conserves what went in', () => {
    everyTrade((t, r, s, a, f) => {
      expect(productOf(t.after) >= productOf(r)).toBe(true);
      expect(t.after.mcc > 0n && t.after.usdt > 0n).toBe(true);
      expect(t.fee + t.netIn).toBe(a);
      expect(t.fee).toBe(feeOf(a, f));
      if (s === 'buy') expect(t.after).toEqual({ mcc: r.mcc - t.amountOut, usdt: r.usdt + t.netIn });
      else expect(t.after).toEqual({ mcc: r.mcc + t.netIn, usdt: r.usdt - t.amountOut });
    });
  });

  it('returns exactly the formula rounded down: never more, never a base unit less', () => {
    everyTrade((t, r, s) => {
      const [reserveIn, reserveOut] = s === 'buy' ? [r.usdt, r.mcc] : [r.mcc, r.usdt];
      // out ≤ reserveOut·net / (reserveIn + net) < out + 1, compared without division.
      expect(t.amountOut * (reserveIn + t.netIn) <= reserveOut * t.netIn).toBe(true);
      expect((t.amountOut + 1n) * (reserveIn + t.netIn) > reserveOut * t.netIn).toBe(true);
    });
  });

  it('takes the fee rounded up: at least the rate, less than one base unit over it', () => {
    fc.assert(
      fc.property(amount, fee, (a, f) => {
        const charged = feeOf(a, f);
        expect(charged * FEE_ONE >= a * f).toBe(true);
        expect((charged - 1n) * FEE_ONE < a * f).toBe(true);
      }),
      RUNS,
    );
  });

  it('a buy followed by a sell of what it bought never returns more than went in', () => {
    fc.assert(
      fc.property(reserves, amount, fee, (r, a, f) => {
        const buy = executed(trade(r, 'buy', a, f));
        if (!buy) return;
        const sell = executed(trade(buy.after, 'sell', buy.amountOut, f));
        if (!sell) return;
        expect(sell.amountOut <= a).toBe(true);
        // The same round trip the other way: a sell then a buy with what it got.
        const back = executed(trade(r, 'sell', a, f));
        if (!back) return;
        const rebuy = executed(trade(back.after, 'buy', back.amountOut, f));
        if (rebuy) expect(rebuy.amountOut <= a).toBe(true);
      }),
      RUNS,
    );
  });

  it('the quote is the trade: the same reserves, side, amount and fee give the same figures', () => {
    fc.assert(
      fc.property(reserves, side, amount, fee, (r, s, a, f) => {
        const quoted = trade(r, s, a, f);
        const done = trade({ ...r }, s, a, f);
        expect(done).toEqual(quoted);
      }),
      RUNS,
    );
  });

  it('price impact is never negative and the price moves the way the trade pushes it', () => {
    everyTrade((t, r, s) => {
      expect(priceImpact(t) >= 0n).toBe(true);
      // Exact comparison of y/x before and after: a buy raises the price, a sell lowers it.
      const before = r.usdt * t.after.mcc;
      const after = t.after.usdt * r.mcc;
      if (s === 'buy') expect(after >= before).toBe(true);
      else expect(after <= before).toBe(true);
    });
  });
});

describe('thousands of trades in a row', () => {
  it('keep every invariant after each trade, and the books of the pool and the fee account add up', () => {
    const step = fc.record({ side, amount: fc.bigInt({ min: 1n, max: 50_000n * USDT }) });
    fc.assert(
      fc.property(fee, fc.array(step, { minLength: 500, maxLength: 2000 }), (f, steps) => {
        let pool: Reserves = { mcc: 1_000_000n * MCC, usdt: 100_000n * USDT };
        const start = pool;
        const fees = { mcc: 0n, usdt: 0n };
        const member = { mcc: 0n, usdt: 0n };
        for (const { side: s, amount: a } of steps) {
          // Sells are sized in MCC: scale the drawn amount so both sides matter.
          const amountIn = s === 'buy' ? a : a * 10n;
          const t = executed(trade(pool, s, amountIn, f));
          if (!t) continue;
          expect(productOf(t.after) >= productOf(pool)).toBe(true);
          expect(t.after.mcc > 0n && t.after.usdt > 0n).toBe(true);
          if (s === 'buy') {
            fees.usdt += t.fee;
            member.usdt -= amountIn;
            member.mcc += t.amountOut;
          } else {
            fees.mcc += t.fee;
            member.mcc -= amountIn;
            member.usdt += t.amountOut;
          }
          pool = t.after;
        }
        // Nothing is created or lost: pool + fees + the traders' net equals the start, per asset.
        expect(pool.mcc + fees.mcc + member.mcc).toBe(start.mcc);
        expect(pool.usdt + fees.usdt + member.usdt).toBe(start.usdt);
      }),
      { numRuns: 20 },
    );
  });
});

describe('what cannot trade', () => {
  it('refuses an empty pool and an amount too small to buy one base unit', () => {
    expect(trade({ mcc: 0n, usdt: 10n }, 'buy', 5n, 3000n)).toBe('pool_empty');
    expect(trade({ mcc: 10n, usdt: 0n }, 'sell', 5n, 3000n)).toBe('pool_empty');
    // 1 base unit of USDT pays a fee of 1 (rounded up): nothing enters the pool.
    expect(trade({ mcc: 1_000_000n * MCC, usdt: 100_000n * USDT }, 'buy', 1n, 3000n)).toBe('too_small');
    // 1 MCC base unit is worth 0.000000001 USDT: less than one USDT base unit comes out.
    expect(trade({ mcc: 1_000_000n * MCC, usdt: 100_000n * USDT }, 'sell', 2n, 0n)).toBe('too_small');
  });
});

describe('figures of the seeded pool (1,000,000 MCC / 100,000 USDT, fee 0.3%)', () => {
  const pool = { mcc: 1_000_000n * MCC, usdt: 100_000n * USDT };

  it('prices MCC at 0.1 USDT', () => {
    expect(formatPrice(spotPrice(pool))).toBe('0.10');
  });

  it('buys for 100 USDT: fee 0.30, 996.00698103 MCC, price 0.10019949 after', () => {
    const t = trade(pool, 'buy', 100n * USDT, 3000n) as Trade;
    expect(t.fee).toBe(300_000n);
    // 1,000,000 × 99.7 / 100,099.7 MCC = 996.006981039... → rounded down to 8 decimals.
    expect(t.amountOut).toBe(99_600_698_103n);
    expect(formatPrice(spotPrice(t.after))).toBe('0.10019949');
    expect(formatPrice(executionPrice(t))).toBe('0.1004009');
    // 99.7 USDT for 996.00698103 MCC is 0.10009970... per MCC: 0.0997% above 0.1, rounded up to 6 decimals.
    expect(priceImpact(t)).toBe(998n);
  });

  it('computes the 24 h change as a fraction', () => {
    expect(relativeChange(10_000_000n, 9_875_000n, 4)).toBe(-125n);
    expect(relativeChange(0n, 5n)).toBe(0n);
  });
});
