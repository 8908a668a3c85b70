import type { Generated } from 'kysely';

// The auction module's tables (migrations 0012-auction, 0015-auction-deposit). Amounts are base units, times ms.

export type LotStatus = 'open' | 'sold' | 'unsold';
export type BidStatus = 'top' | 'outbid' | 'won' | 'lost';
/** unpaid: sold on a deposit, the rest not paid yet; forfeited: not paid in time (the deposit went to the seller). */
export type OrderStatus = 'unpaid' | 'awaiting' | 'appealed' | 'completed' | 'refunded' | 'forfeited';
export type Settlement = 'confirmed' | 'auto' | 'released' | 'refunded' | 'forfeited';
export type AppealDecision = 'release' | 'refund';

export interface AuctionLotTable {
  id: Generated<bigint>;
  token_id: bigint;
  /** null = the platform's lot. */
  seller_id: bigint | null;
  asset: string;
  start_price: bigint;
  reserve: bigint | null;
  increment_rate: bigint;
  starts_at: bigint;
  ends_at: bigint;
  original_ends_at: bigint;
  status: LotStatus;
  version: Generated<bigint>;
  top_bid_id: bigint | null;
  top_bidder_id: bigint | null;
  top_amount: bigint | null;
  bid_count: Generated<bigint>;
  created_at: bigint;
  updated_at: bigint;
  closed_at: bigint | null;
  /** A deposit lot: a bid holds this part of itself (parts per 10^8)… */
  deposit_rate: bigint | null;
  /** …or this fixed amount (at most the bid). Both null: a bid holds its whole amount. */
  deposit_amount: bigint | null;
  /** The auction fee (parts per 10^8) agreed when the lot was listed. */
  fee_rate: bigint;
}

export interface AuctionBidTable {
  id: Generated<bigint>;
  lot_id: bigint;
  user_id: bigint;
  amount: bigint;
  status: BidStatus;
  entry_id: bigint;
  /** The lot's end after this bid (an extension shows here). */
  ends_at: bigint;
  created_at: bigint;
}

export interface AuctionOrderTable {
  id: Generated<bigint>;
  lot_id: bigint;
  token_id: bigint;
  buyer_id: bigint;
  seller_id: bigint | null;
  asset: string;
  amount: bigint;
  fee: Generated<bigint>;
  status: OrderStatus;
  settlement: Settlement | null;
  escrow_entry_id: bigint;
  settle_entry_id: bigint | null;
  auto_confirm_at: bigint;
  created_at: bigint;
  updated_at: bigint;
  settled_at: bigint | null;
  /** Sold on a deposit: what the close put in escrow (null: the whole amount). */
  deposit: bigint | null;
  /** The deadline for the rest (ms), null when nothing was left to pay. */
  pay_by: bigint | null;
  paid_at: bigint | null;
  pay_entry_id: bigint | null;
  /** The lot's auction fee (parts per 10^8), taken at settlement or forfeit. */
  fee_rate: bigint;
}

export interface AuctionAppealTable {
  id: Generated<bigint>;
  order_id: bigint;
  user_id: bigint;
  reason: string;
  status: 'open' | 'decided';
  decision: AppealDecision | null;
  decision_reason: string | null;
  admin_id: bigint | null;
  created_at: bigint;
  decided_at: bigint | null;
}

export interface AuctionAppealMessageTable {
  id: Generated<bigint>;
  appeal_id: bigint;
  user_id: bigint;
  side: 'buyer' | 'seller';
  text: string;
  images_json: string;
  created_at: bigint;
}

export interface AuctionTables {
  auction_lots: AuctionLotTable;
  auction_bids: AuctionBidTable;
  auction_orders: AuctionOrderTable;
  auction_appeals: AuctionAppealTable;
  auction_appeal_messages: AuctionAppealMessageTable;
}
