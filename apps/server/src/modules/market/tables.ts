import type { Generated } from 'kysely';
import type { Side } from './pool-math';

// Amounts are base units (MCC 8 decimals, USDT 6); prices are USDT per MCC in 10^-8 units; the fee
// is parts per million; times are Unix milliseconds; flags are 0/1. The reserves are never stored as
// the truth: they are the balances of the ledger's `market_pool` accounts (copied into a trade's row
// only as a record of what they were after it).

/** The one pool's state beside its reserves. */
export interface MarketPoolTable {
  id: bigint;
  fee_ppm: bigint;
  paused: bigint;
  updated_at: bigint;
}

/** One trade: one journal entry (`entry_id`) and this row, written in one transaction. */
export interface MarketTradeTable {
  id: Generated<bigint>;
  user_id: bigint;
  side: Side;
  /** What the member gave, fee included: USDT for a buy, MCC for a sell. */
  amount_in: bigint;
  /** In the asset that went in. */
  fee: bigint;
  amount_out: bigint;
  /** The trade's average price, fee included. */
  price: bigint;
  /** The pool's price just before and just after: the candles are made of these. */
  price_before: bigint;
  price_after: bigint;
  /** The reserves right after the trade. */
  mcc_reserve: bigint;
  usdt_reserve: bigint;
  entry_id: bigint;
  created_at: bigint;
}

export type LiquidityAction = 'add' | 'remove';

/** Liquidity an operator (or the demo seed) put in or took out. */
export interface MarketLiquidityTable {
  id: Generated<bigint>;
  action: LiquidityAction;
  /** `external` (outside the books) or `fees` (the fee account). */
  account: 'external' | 'fees';
  mcc: bigint;
  usdt: bigint;
  price_after: bigint;
  mcc_reserve: bigint;
  usdt_reserve: bigint;
  reason: string;
  admin_id: bigint | null;
  admin_username: string;
  entry_id: bigint;
  created_at: bigint;
}

export interface MarketTables {
  market_pool: MarketPoolTable;
  market_trades: MarketTradeTable;
  market_liquidity: MarketLiquidityTable;
}
