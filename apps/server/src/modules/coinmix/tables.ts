import type { Generated } from 'kysely';

// USDT amounts in base units of 10^-6, units in 10^-8, NAV in 10^-8 USDT per unit (see fund-math.ts);
// times are Unix milliseconds.

/** One NAV posting. Never updated: a correction is a new posting. */
export interface CoinmixNavTable {
  id: Generated<bigint>;
  nav: bigint;
  /** The strategy note, `{ "zh-Hans", en, ja, "zh-Hant" }`. */
  note_json: string;
  admin_id: bigint | null;
  admin_username: string;
  created_at: bigint;
}

/** A subscription (`done` at once) or a redemption (`pending` → `settled` at the next NAV, or `cancelled`). */
export interface CoinmixOrderTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: 'subscribe' | 'redeem';
  status: 'done' | 'pending' | 'settled' | 'cancelled';
  units: bigint;
  /** Subscription: USDT paid. Redemption: the units' value at the settling NAV. */
  amount: bigint | null;
  fee: bigint | null;
  /** Subscription: USDT into custody. Redemption: USDT into the coin-mix wallet. */
  net: bigint | null;
  /** Fee rate in parts per 10^8, fixed when the member confirmed. */
  fee_rate: bigint;
  nav: bigint | null;
  nav_id: bigint | null;
  after_nav_id: bigint;
  entry_id: bigint | null;
  created_at: bigint;
  settled_at: bigint | null;
}

/** One day's management fee, taken from custody; unique per day. */
export interface CoinmixFeeAccrualTable {
  id: Generated<bigint>;
  day: string;
  aum: bigint;
  fee: bigint;
  nav_id: bigint;
  entry_id: bigint | null;
  created_at: bigint;
}

export interface CoinmixTables {
  coinmix_navs: CoinmixNavTable;
  coinmix_orders: CoinmixOrderTable;
  coinmix_fee_accruals: CoinmixFeeAccrualTable;
}
