// The coin-mix fund's arithmetic, in integers only.
//
// Scales (stated once, here):
// - USDT amounts: base units of 10^-6 (the USDT asset's scale).
// - Units of the fund: base units of 10^-8 (`UNIT_SCALE`; the `CMU` ledger asset).
// - NAV per unit: USDT per whole unit, in base units of 10^-8 (`NAV_SCALE`).
// - Rates (fees, returns, drawdown): parts per 10^8 (platform/rate's `RATE_SCALE`; "0.005" = 500_000).
//
// Rounding (stated once): whatever the fund gives is rounded down and whatever it takes is rounded
// up, so a member never gets a base unit the fund does not hold. Units bought and USDT paid out for
// units are rounded down; subscription and redemption fees are rounded up. The daily management
// fee is rounded down (it is taken from custody, not from a member, and rounding it up would charge
// an empty fund one base unit a day). Returns and drawdown are rounded toward zero.

import { ceilDiv, fractionRate, RATE_ONE, RATE_SCALE } from '../../platform/rate';

export const USDT_SCALE = 6;
export const UNIT_SCALE = 8;
export const NAV_SCALE = 8;

/** 10^(UNIT_SCALE + NAV_SCALE − USDT_SCALE): units × NAV / this = USDT base units. */
const VALUE_DIVISOR = 10n ** BigInt(UNIT_SCALE + NAV_SCALE - USDT_SCALE);
const DAY_MS = 86_400_000n;

/** A fee of `rate` (parts per 10^8) on `amount` base units, rounded up. */
export function feeOf(amount: bigint, rate: bigint): bigint {
  if (amount <= 0n || rate <= 0n) return 0n;
  return ceilDiv(amount * rate, RATE_ONE);
}

/** Units (10^-8) that `usdt` (10^-6) buys at `nav` (10^-8 USDT per unit), rounded down. */
export function unitsFor(usdt: bigint, nav: bigint): bigint {
  if (nav <= 0n) throw new Error('fund-math: NAV must be positive');
  return (usdt * VALUE_DIVISOR) / nav;
}

/** USDT (10^-6) that `units` (10^-8) are worth at `nav`, rounded down. */
export function worthOf(units: bigint, nav: bigint): bigint {
  return (units * nav) / VALUE_DIVISOR;
}

export interface SubscriptionQuote {
  /** USDT taken from the member. */
  amount: bigint;
  fee: bigint;
  /** USDT that goes into custody (amount − fee). */
  invested: bigint;
  units: bigint;
}

/** A subscription of `amount` USDT at `nav`: the fee first (rounded up), then units for the rest (rounded down). */
export function quoteSubscription(amount: bigint, nav: bigint, feeRate: bigint): SubscriptionQuote {
  const fee = feeOf(amount, feeRate);
  const invested = amount > fee ? amount - fee : 0n;
  return { amount, fee, invested, units: invested > 0n ? unitsFor(invested, nav) : 0n };
}

export interface RedemptionQuote {
  units: bigint;
  /** What the units are worth at the NAV (rounded down). */
  gross: bigint;
  /** Redemption fee on the gross (rounded up, never above it). */
  fee: bigint;
  /** What reaches the coin-mix wallet. */
  net: bigint;
}

/** A redemption of `units` settled at `nav`. */
export function quoteRedemption(units: bigint, nav: bigint, feeRate: bigint): RedemptionQuote {
  const gross = worthOf(units, nav);
  const rawFee = feeOf(gross, feeRate);
  const net = gross > rawFee ? gross - rawFee : 0n;
  return { units, gross, fee: gross - net, net };
}

/** One day's management fee on assets of `aum` USDT at a yearly `rate` (parts per 10^8), over 365 days, rounded down. */
export function dailyManagementFee(aum: bigint, yearlyRate: bigint): bigint {
  if (aum <= 0n || yearlyRate <= 0n) return 0n;
  return (aum * yearlyRate) / (RATE_ONE * 365n);
}

export interface NavPoint {
  /** Unix ms of the posting. */
  at: bigint;
  nav: bigint;
}

/** (to − from) / from in parts per 10^8, rounded toward zero. */
export function changeRate(from: bigint, to: bigint): bigint {
  if (from <= 0n) throw new Error('fund-math: base NAV must be positive');
  return ((to - from) * RATE_ONE) / from;
}

/**
 * Return over the last `days` days as parts per 10^8: from the last posting at or before (latest
 * posting − days) to the latest posting. Null when the fund has no posting that old.
 */
export function returnOver(points: readonly NavPoint[], days: number): bigint | null {
  if (points.length === 0) return null;
  const latest = points[points.length - 1]!;
  const since = latest.at - BigInt(days) * DAY_MS;
  let base: NavPoint | undefined;
  for (const p of points) {
    if (p.at <= since) base = p;
    else break;
  }
  return base ? changeRate(base.nav, latest.nav) : null;
}

/** Return since the first posting, parts per 10^8; null without a posting. */
export function returnSinceInception(points: readonly NavPoint[]): bigint | null {
  if (points.length === 0) return null;
  return changeRate(points[0]!.nav, points[points.length - 1]!.nav);
}

/** The largest fall from a peak to a later posting, (peak − nav) / peak in parts per 10^8 (0 when it never fell). */
export function maxDrawdown(points: readonly NavPoint[]): bigint {
  let peak = 0n;
  let worst = 0n;
  for (const p of points) {
    if (p.nav > peak) peak = p.nav;
    else if (peak > 0n) {
      const fall = ((peak - p.nav) * RATE_ONE) / peak;
      if (fall > worst) worst = fall;
    }
  }
  return worst;
}

/** Parses a fraction setting such as "0.005" into parts per 10^8; anything else counts as 0. */
export function rateOf(fraction: string): bigint {
  return fractionRate(fraction) ?? 0n;
}

/** Parts per 10^8 as a decimal fraction string ("-0.0125"), trailing zeros removed. */
export function formatRate(rate: bigint): string {
  const negative = rate < 0n;
  const abs = negative ? -rate : rate;
  const whole = abs / RATE_ONE;
  const fraction = (abs % RATE_ONE).toString().padStart(RATE_SCALE, '0').replace(/0+$/, '');
  return `${negative && abs > 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
