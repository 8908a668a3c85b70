/**
 * The MCC/USDT constant-product pool (x·y = k), in integers only. Pure: no I/O, no floats.
 *
 * Amounts are base units: MCC has 8 decimals, USDT 6. The fee is a fraction in parts per million
 * (`FEE_ONE`, 3_000n = 0.3%) taken from what goes in; it leaves the pool's books for the fee account,
 * so only `netIn = amountIn - fee` enters the pool.
 *
 * Rounding is always against the trader, so neither the pool nor the fee account can be drained by
 * rounding: the fee is rounded UP, the output DOWN. Consequences the property tests hold exactly:
 * k never decreases, no trade returns more than the formula, a reserve never reaches zero, and a
 * buy followed by a sell of what it bought never returns more than went in.
 *
 * Prices are USDT per MCC as integers of 10^-8 (`PRICE_SCALE` decimals), rounded down.
 */
import { formatAmount } from '@mcc/contract/amount';
import { ceilDiv } from '../../platform/rate';

export const MCC_SCALE = 8;
export const USDT_SCALE = 6;
export const PRICE_SCALE = 8;
/** Parts per million: a fee of `FEE_ONE` would take everything. */
export const FEE_ONE = 1_000_000n;
/** Price impact is a fraction with this many decimals. */
export const IMPACT_SCALE = 6;
const IMPACT_ONE = 10n ** BigInt(IMPACT_SCALE);

const MCC_UNIT = 10n ** BigInt(MCC_SCALE);
const USDT_UNIT = 10n ** BigInt(USDT_SCALE);
const PRICE_UNIT = 10n ** BigInt(PRICE_SCALE);

export type Side = 'buy' | 'sell';

/** The pool's two balances, in base units. */
export interface Reserves {
  mcc: bigint;
  usdt: bigint;
}

/** One trade against the pool, every figure in base units of its asset. */
export interface Trade {
  side: Side;
  /** What the member gives: USDT for a buy, MCC for a sell. Fee included. */
  amountIn: bigint;
  /** Part of `amountIn` that goes to the fee account (same asset). */
  fee: bigint;
  /** Part of `amountIn` that enters the pool. */
  netIn: bigint;
  /** What the member gets: MCC for a buy, USDT for a sell. */
  amountOut: bigint;
  before: Reserves;
  after: Reserves;
}

/** Why a trade cannot happen: the pool holds nothing, or the amount is too small to buy one base unit. */
export type TradeProblem = 'pool_empty' | 'too_small';

/** The fee on `amountIn` at `feePpm`, rounded up. */
export function feeOf(amountIn: bigint, feePpm: bigint): bigint {
  if (amountIn < 0n || feePpm < 0n || feePpm >= FEE_ONE) throw new RangeError('amount ≥ 0 and 0 ≤ fee < 100%');
  return (amountIn * feePpm + FEE_ONE - 1n) / FEE_ONE;
}

/**
 * A trade of `amountIn` (base units of the asset that goes in) against `reserves` at `feePpm`:
 * out = floor(reserveOut · netIn / (reserveIn + netIn)). The same function quotes and executes,
 * so a quote equals the trade made on the same reserves.
 */
export function trade(reserves: Reserves, side: Side, amountIn: bigint, feePpm: bigint): Trade | TradeProblem {
  if (amountIn <= 0n) throw new RangeError('amountIn must be positive');
  if (reserves.mcc <= 0n || reserves.usdt <= 0n) return 'pool_empty';
  const fee = feeOf(amountIn, feePpm);
  const netIn = amountIn - fee;
  const [reserveIn, reserveOut] = side === 'buy' ? [reserves.usdt, reserves.mcc] : [reserves.mcc, reserves.usdt];
  const amountOut = (reserveOut * netIn) / (reserveIn + netIn);
  if (netIn <= 0n || amountOut <= 0n) return 'too_small';
  const after =
    side === 'buy'
      ? { mcc: reserves.mcc - amountOut, usdt: reserves.usdt + netIn }
      : { mcc: reserves.mcc + netIn, usdt: reserves.usdt - amountOut };
  return { side, amountIn, fee, netIn, amountOut, before: reserves, after };
}

/** The pool's price, USDT per MCC in 10^-8 units, rounded down; 0 for an empty pool. */
export function spotPrice(reserves: Reserves): bigint {
  if (reserves.mcc <= 0n || reserves.usdt <= 0n) return 0n;
  return (reserves.usdt * MCC_UNIT * PRICE_UNIT) / (reserves.mcc * USDT_UNIT);
}

/** What the member paid or got per MCC in the trade, fee included, USDT per MCC in 10^-8 units, rounded down. */
export function executionPrice(t: Trade): bigint {
  const [usdt, mcc] = t.side === 'buy' ? [t.amountIn, t.amountOut] : [t.amountOut, t.amountIn];
  return (usdt * MCC_UNIT * PRICE_UNIT) / (mcc * USDT_UNIT);
}

/**
 * How far the trade's own price (fee excluded) is from the pool's price before it, as a fraction
 * with `IMPACT_SCALE` decimals, rounded up: a buy pays more per MCC than the pool price, a sell gets less.
 */
export function priceImpact(t: Trade): bigint {
  const { mcc: x, usdt: y } = t.before;
  if (t.side === 'buy') {
    // (netIn / out) / (y / x) - 1
    const ratio = ceilDiv(t.netIn * x * IMPACT_ONE, t.amountOut * y);
    return ratio > IMPACT_ONE ? ratio - IMPACT_ONE : 0n;
  }
  // 1 - (out / netIn) / (y / x)
  const ratio = (t.amountOut * x * IMPACT_ONE) / (t.netIn * y);
  return ratio < IMPACT_ONE ? IMPACT_ONE - ratio : 0n;
}

/** k = x·y, the product the pool keeps (it only grows, by rounding). */
export function productOf(reserves: Reserves): bigint {
  return reserves.mcc * reserves.usdt;
}

/** A price in 10^-8 units as the wire writes it ("0.1", "0.09997003"). */
export function formatPrice(price: bigint): string {
  return formatAmount(price, PRICE_SCALE, 2);
}

/** A fraction with `scale` decimals as a decimal string ("0.003", "-0.0125"). */
export function formatFraction(value: bigint, scale: number): string {
  return formatAmount(value, scale);
}

/**
 * (to - from) / from as a fraction with `scale` decimals, rounded toward zero; 0 when `from` is 0.
 * The 24 h change of the price.
 */
export function relativeChange(from: bigint, to: bigint, scale = IMPACT_SCALE): bigint {
  if (from <= 0n) return 0n;
  return ((to - from) * 10n ** BigInt(scale)) / from;
}

/** The largest of some bigints (Math.max does not take bigint). */
export function largest(first: bigint, ...rest: bigint[]): bigint {
  let found = first;
  for (const value of rest) if (value > found) found = value;
  return found;
}

/** The smallest of some bigints. */
export function smallest(first: bigint, ...rest: bigint[]): bigint {
  let found = first;
  for (const value of rest) if (value < found) found = value;
  return found;
}
