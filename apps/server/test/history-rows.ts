import type { Insertable, Kysely } from 'kysely';
import type { AuctionLotTable, AuctionOrderTable } from '../src/modules/auction/tables';
import type { MarketTradeTable } from '../src/modules/market/tables';
import type { PledgeOrderStatus, PledgeOrderTable } from '../src/modules/pledge/tables';
import type { RechargeTable, WithdrawalTable } from '../src/modules/wallet/tables';
import type { DB } from '../src/platform/db/schema';
import { USDT } from './money';

// Rows of a long history for the list tests, written straight to the database: row `i` of a
// member's history, i USDT (or a multiple) and created i milliseconds after START, so the
// newest row is the one with the largest i.

/** When the histories begin: 2026-09-21 in Unix milliseconds. */
export const START = 1_790_000_000_000n;

/** Recharge claim `i` of a member: i USDT on TRC20, every third one confirmed (and credited), the others pending. */
export function rechargeRow(userId: bigint, i: number): Insertable<RechargeTable> {
  const confirmed = i % 3 === 0;
  return {
    user_id: userId,
    asset: 'USDT',
    network: 'TRC20',
    amount: BigInt(i) * USDT,
    credited: confirmed ? BigInt(i) * USDT : null,
    tx_hash: `0x${userId}-${i}`,
    proof: '',
    status: confirmed ? 'confirmed' : 'pending',
    reason: '',
    entry_id: null,
    reviewed_by: null,
    reviewed_at: null,
    created_at: START + BigInt(i),
    updated_at: START + BigInt(i),
  };
}

/**
 * Withdrawal `i` of a member: i USDT plus a fee of 1 to one TRC20 address, every third one paid
 * (with its transaction), the others pending; `decided` stands over the status and the times
 * of a paid one or of the others.
 */
export function withdrawalRow(
  userId: bigint,
  i: number,
  decided: Partial<Pick<Insertable<WithdrawalTable>, 'status' | 'approved_at' | 'paid_at'>> = {},
): Insertable<WithdrawalTable> {
  const paid = i % 3 === 0;
  return {
    user_id: userId,
    asset: 'USDT',
    network: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amount: BigInt(i) * USDT,
    fee: USDT,
    status: paid ? 'paid' : 'pending',
    needs_two_approvals: 0n,
    tx_hash: paid ? `0x${userId}-${i}` : null,
    reason: '',
    approved_at: paid ? START + 500n : null,
    paid_at: paid ? START + 1_000n : null,
    decided_by: null,
    created_at: START + BigInt(i),
    updated_at: START + BigInt(i),
    ...decided,
  };
}

/** Staking order `i` of a member: 10·i USDT on `productId`, 30 days of October 2026 at 0.1% a day, settled. */
export function pledgeOrderRow(userId: bigint, productId: bigint, i: number, status: PledgeOrderStatus): Insertable<PledgeOrderTable> {
  return {
    user_id: userId,
    product_id: productId,
    asset: 'USDT',
    principal: BigInt(i) * 10n * USDT,
    daily_rate: 100_000n,
    term_days: 30n,
    subscribe_day: '2026-10-01',
    first_day: '2026-10-02',
    last_day: '2026-10-31',
    next_day: null,
    status,
    earned: 0n,
    settled_at: START,
    created_at: START + BigInt(i),
    updated_at: START + BigInt(i),
  };
}

/** Trade `i` of a member on `side` at `at`: i USDT in at a price of 1, against pool reserves that never move. */
export function tradeRow(userId: bigint, i: number, side: 'buy' | 'sell', at: bigint): Insertable<MarketTradeTable> {
  return {
    user_id: userId,
    side,
    amount_in: BigInt(i) * 1_000_000n,
    fee: 3_000n,
    amount_out: BigInt(i) * 9_000_000n,
    price: 10_000_000n,
    price_before: 10_000_000n,
    price_after: 10_000_000n,
    mcc_reserve: 1_000_000_000_000n,
    usdt_reserve: 100_000_000_000n,
    entry_id: BigInt(i),
    created_at: at,
  };
}

/** A lot of `tokenId` that ran the hour up to `at` and closed as `status`, its top bid `amount` by `buyerId`. */
export function closedLotRow(
  tokenId: number,
  sellerId: bigint | null,
  buyerId: bigint,
  amount: bigint,
  at: bigint,
  status: 'sold' | 'unsold',
): Insertable<AuctionLotTable> {
  return {
    token_id: BigInt(tokenId),
    seller_id: sellerId,
    asset: 'USDT',
    start_price: USDT,
    reserve: null,
    increment_rate: 500n,
    starts_at: at - 3_600_000n,
    ends_at: at,
    original_ends_at: at,
    status,
    top_bid_id: null,
    top_bidder_id: buyerId,
    top_amount: amount,
    created_at: at,
    updated_at: at,
    closed_at: at,
    deposit_rate: null,
    deposit_amount: null,
    fee_rate: 0n,
  };
}

/**
 * Writes a closed lot and the order its top bidder won it by (held in escrow from the lot's close,
 * for its top amount), the order's seller and state as given. Answers both ids.
 */
export async function insertLotWithOrder(
  db: Kysely<DB>,
  lot: Insertable<AuctionLotTable>,
  order: Pick<Insertable<AuctionOrderTable>, 'seller_id' | 'status' | 'settlement' | 'settled_at'>,
): Promise<{ lotId: bigint; orderId: bigint }> {
  const at = BigInt(lot.closed_at!);
  const { id: lotId } = await db.insertInto('auction_lots').values(lot).returning('id').executeTakeFirstOrThrow();
  const { id: orderId } = await db
    .insertInto('auction_orders')
    .values({
      ...order,
      lot_id: lotId,
      token_id: lot.token_id,
      buyer_id: lot.top_bidder_id!,
      asset: 'USDT',
      amount: lot.top_amount!,
      escrow_entry_id: 1n,
      settle_entry_id: null,
      auto_confirm_at: at,
      created_at: at,
      updated_at: at,
      deposit: null,
      pay_by: null,
      paid_at: null,
      pay_entry_id: null,
      fee_rate: 0n,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { lotId, orderId };
}
