/**
 * The arithmetic of staking, in integers only.
 *
 * Rounding: every payout is rounded DOWN to the asset's base unit (USDT 0.000001), once, where it
 * is computed — a day's earning from the principal, and each upline's reward from that earning.
 * What rounding leaves behind stays in the reward pool; nothing is ever rounded up.
 *
 * Rates and shares are fractions stored as integers in parts per 10^8 (platform/rate.ts):
 * "0.005" (0.5% a day) is 500_000n.
 */
import { RATE_ONE } from '../../platform/rate';

/** One day's earning of `principal` (base units) at `dailyRate` (parts per 10^8), rounded down. */
export function dailyEarning(principal: bigint, dailyRate: bigint): bigint {
  if (principal < 0n || dailyRate < 0n) throw new RangeError('principal and rate are never negative');
  return (principal * dailyRate) / RATE_ONE;
}

/** A day in milliseconds: what a full day's earning is paid for. */
export const DAY_MS = 86_400_000n;

/**
 * The earning of the day an order was subscribed: a day's earning in proportion to the time held
 * before the day ended (`heldMs`, at most a day), rounded down once. An order subscribed a minute
 * before midnight earns a minute's worth, not a day.
 */
export function firstDayEarning(principal: bigint, dailyRate: bigint, heldMs: bigint): bigint {
  if (principal < 0n || dailyRate < 0n) throw new RangeError('principal and rate are never negative');
  const held = heldMs < 0n ? 0n : heldMs > DAY_MS ? DAY_MS : heldMs;
  return (principal * dailyRate * held) / (RATE_ONE * DAY_MS);
}

/** Earnings over `days` whole days: the sum of the daily earnings, each rounded down. */
export function termEarnings(principal: bigint, dailyRate: bigint, days: number): bigint {
  return dailyEarning(principal, dailyRate) * BigInt(days);
}

export interface Upline {
  userId: bigint;
  level: number;
}

export interface ReferralReward {
  userId: bigint;
  level: number;
  amount: bigint;
}

/**
 * The uplines' rewards on one earning: level N (1 = the direct inviter) gets `shares[N - 1]`
 * (parts per 10^8) of the earning, rounded down. Zero rewards are left out.
 */
export function referralRewards(earning: bigint, uplines: readonly Upline[], shares: readonly bigint[]): ReferralReward[] {
  const rewards: ReferralReward[] = [];
  for (const upline of uplines) {
    const share = shares[upline.level - 1] ?? 0n;
    const amount = (earning * share) / RATE_ONE;
    if (amount > 0n) rewards.push({ userId: upline.userId, level: upline.level, amount });
  }
  return rewards;
}

/** What the reward pool pays for one earning: the earning plus every upline's reward. */
export function payoutTotal(earning: bigint, rewards: readonly ReferralReward[]): bigint {
  return rewards.reduce((sum, r) => sum + r.amount, earning);
}

/**
 * Whole days the reward pool covers at a daily outflow (earnings plus rewards of every running
 * order): `null` when nothing flows out, so the pool never runs dry.
 */
export function coverageDays(pool: bigint, dailyOutflow: bigint): bigint | null {
  if (dailyOutflow <= 0n) return null;
  return pool <= 0n ? 0n : pool / dailyOutflow;
}

/**
 * What the reward pool must keep: the payouts waiting for it and `warnDays` days of its daily
 * outflow, so taking money out never starts a warning nor delays an earning.
 */
export function poolReserve(pendingAmount: bigint, dailyOutflow: bigint, warnDays: number): bigint {
  return pendingAmount + dailyOutflow * BigInt(Math.max(0, warnDays));
}

/** What may be taken out of a pool holding `balance`: what it holds above `reserve`, never below 0. */
export function poolFree(balance: bigint, reserve: bigint): bigint {
  return balance > reserve ? balance - reserve : 0n;
}
