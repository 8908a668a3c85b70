import type { Generated } from 'kysely';

// Days are `YYYY-MM-DD` in the configured time zone (see platform/calendar.ts); amounts are base units;
// rates are parts per 10^8 (see platform/rate.ts); times are Unix milliseconds; flags are 0/1.

/** A staking product the operator offers. */
export interface PledgeProductTable {
  id: Generated<bigint>;
  /** JSON of the name in every language (`Text`). */
  name_json: string;
  asset: string;
  /** 0 = flexible (no maturity, redeem any time). */
  term_days: bigint;
  daily_rate: bigint;
  min_amount: bigint;
  max_amount: bigint;
  /** Most principal running in this product at once; 0 = no limit. */
  total_quota: bigint;
  /** Principal of the running orders: the quota's use, moved only by conditional updates. */
  held_amount: bigint;
  /** Most principal one member may have running in this product; 0 = no limit. */
  member_limit: bigint;
  enabled: bigint;
  sort_order: bigint;
  created_at: bigint;
  updated_at: bigint;
}

/** A member's running principal in one product, so the per-member limit holds under concurrency. */
export interface PledgeHoldingTable {
  product_id: bigint;
  user_id: bigint;
  principal: bigint;
}

export type PledgeOrderStatus = 'running' | 'matured' | 'redeemed';

/**
 * A subscription. Earnings are due for every day from `first_day` through `last_day` (open while a
 * flexible order runs); `next_day` is the first day not yet paid, null once every due day is paid.
 */
export interface PledgeOrderTable {
  id: Generated<bigint>;
  user_id: bigint;
  product_id: bigint;
  asset: string;
  principal: bigint;
  /** The product's rate and term when subscribed; later product edits do not touch running orders. */
  daily_rate: bigint;
  term_days: bigint;
  subscribe_day: string;
  first_day: string;
  last_day: string | null;
  next_day: string | null;
  status: PledgeOrderStatus;
  /** Sum of the earnings paid so far. */
  earned: bigint;
  /** When the principal went back (maturity or redemption). */
  settled_at: bigint | null;
  created_at: bigint;
  updated_at: bigint;
}

/** One day's earning of one order. Unique per (order, day): the guard that pays it once. */
export interface PledgeEarningTable {
  id: Generated<bigint>;
  order_id: bigint;
  user_id: bigint;
  day: string;
  asset: string;
  amount: bigint;
  /** The journal entry that paid it; null for an earning that rounds down to nothing. */
  entry_id: bigint | null;
  created_at: bigint;
}

/** An upline's share of one earning, paid in the earning's journal entry. */
export interface ReferralRewardTable {
  id: Generated<bigint>;
  earning_id: bigint;
  order_id: bigint;
  /** Who receives it. */
  user_id: bigint;
  /** Whose earning it comes from. */
  from_user_id: bigint;
  level: bigint;
  day: string;
  asset: string;
  amount: bigint;
  created_at: bigint;
}

export interface PledgeTables {
  pledge_products: PledgeProductTable;
  pledge_holdings: PledgeHoldingTable;
  pledge_orders: PledgeOrderTable;
  pledge_earnings: PledgeEarningTable;
  referral_rewards: ReferralRewardTable;
}
