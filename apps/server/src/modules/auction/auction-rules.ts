// The auction's rules, in integers only: the minimum next bid, the anti-sniping extension, the
// reserve and who leads when two bids name the same amount. Amounts are base units; times are ms.

import { ceilDiv, fractionRate, RATE_ONE } from '../../platform/rate';

export interface LotState {
  startPrice: bigint;
  /** The top bid so far, or null before the first bid. */
  topAmount: bigint | null;
  /** The minimum increment over the top bid, parts per 10^8 of it. */
  incrementRate: bigint;
}

/** `value` rounded up to a multiple of `step` (the smallest amount a member can type). */
export function roundUpTo(value: bigint, step: bigint): bigint {
  if (step <= 0n) throw new RangeError('a step is positive');
  const rest = value % step;
  return rest === 0n ? value : value + (step - rest);
}

/**
 * The lowest bid the lot accepts now: the start price before any bid; after one, the top bid plus
 * the increment (rounded up), at least one `step` more, and always a multiple of `step` so that a
 * member can type it.
 */
export function minNextBid(lot: LotState, step: bigint): bigint {
  if (lot.topAmount === null) return roundUpTo(lot.startPrice, step);
  const increment = rateOfUp(lot.topAmount, lot.incrementRate);
  const raised = lot.topAmount + (increment > step ? increment : step);
  return roundUpTo(raised, step);
}

export interface SnipingRule {
  /** A bid this close to the end (ms) extends it. */
  windowMs: bigint;
  /** By how much (ms). */
  extendMs: bigint;
}

/**
 * The lot's end after a bid at `at`: a bid within the last `windowMs` before the end moves the end
 * `extendMs` later; any other bid leaves it. A bid at or after the end is not accepted at all
 * (the caller refuses it before asking).
 */
export function endAfterBid(endsAt: bigint, at: bigint, rule: SnipingRule): bigint {
  if (at >= endsAt) throw new RangeError('the lot has ended');
  return endsAt - at <= rule.windowMs ? endsAt + rule.extendMs : endsAt;
}

/** Whether the lot sells at close: it has a top bid and the reserve (when set) is met. */
export function reserveMet(topAmount: bigint | null, reserve: bigint | null): boolean {
  if (topAmount === null) return false;
  return reserve === null || topAmount >= reserve;
}

export interface BidArrival {
  id: bigint;
  amount: bigint;
}

/**
 * The leading bid of a list: the highest amount, and of equal amounts the one that arrived first
 * (the lower id: ids follow arrival, as the lot's row lock orders the bids).
 */
export function leadingBid<T extends BidArrival>(bids: readonly T[]): T | null {
  let lead: T | null = null;
  for (const bid of bids) {
    if (lead === null || bid.amount > lead.amount || (bid.amount === lead.amount && bid.id < lead.id)) lead = bid;
  }
  return lead;
}

/** The seller's fee on a sale, rounded up to the base unit like every amount the platform takes. */
export function saleFee(amount: bigint, feeRate: bigint): bigint {
  if (feeRate < 0n || feeRate > RATE_ONE) throw new RangeError('a fee is a fraction of the amount');
  return rateOfUp(amount, feeRate);
}

/** `rate` (parts per 10^8) of `amount`, rounded up: a fee, what a bid must add, or hold as its deposit. */
function rateOfUp(amount: bigint, rate: bigint): bigint {
  return ceilDiv(amount * rate, RATE_ONE);
}

/** A fraction setting ("0.05", at most 8 decimals) in parts per 10^8. */
export function fractionToRate(text: string): bigint {
  const rate = fractionRate(text);
  if (rate === null) throw new RangeError(`not a fraction: ${text}`);
  return rate;
}

/**
 * What a deposit lot asks a bid to hold: a part of it, or an amount named against the start price
 * (`amount` per `startPrice` of the bid).
 */
export type DepositRule = { rate: bigint } | { amount: bigint; startPrice: bigint } | null;

/**
 * The money a bid of `amount` holds: the whole amount on an ordinary lot; on a deposit lot the
 * deposit, a share of the bid rounded up to a typed `step` — `rate` of it, or the named amount's
 * share of the start price (the amount itself for a bid at the start price) — never more than the
 * bid itself. A share, never a fixed sum, so that a bid no one could outbid holds what it names.
 * The winner's hold is what goes to escrow at the close.
 */
export function holdOf(amount: bigint, rule: DepositRule, step: bigint): bigint {
  if (rule === null) return amount;
  const share = 'rate' in rule ? rateOfUp(amount, rule.rate) : ceilDiv(amount * rule.amount, rule.startPrice);
  const deposit = roundUpTo(share, step);
  return deposit < amount ? deposit : amount;
}
