import { type Kysely, sql } from 'kysely';
import { dropTables, index, indexes, tableWithId } from '../columns';

// Auctions: lots (an NFT on auction), their bids, the order a sold lot becomes (the winner's money
// in escrow until confirmation), order appeals and the messages of an appeal's thread. Money
// columns are BIGINT base units, times ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One lot. seller_id null = the platform's (a primary lot). status: open, sold, unsold.
  // `version` grows with every accepted bid: a bid's update names the version it saw.
  await tableWithId(db, 'auction_lots', {
    token_id: 'bigint not null references nft_tokens',
    seller_id: 'bigint references users',
    asset: 'text not null',
    start_price: 'bigint not null',
    reserve: 'bigint',
    // The minimum increment over the top bid, parts per 10^8 of it.
    increment_rate: 'bigint not null',
    starts_at: 'bigint not null',
    ends_at: 'bigint not null',
    original_ends_at: 'bigint not null',
    status: 'text not null',
    version: 'bigint not null default 0',
    top_bid_id: 'bigint',
    top_bidder_id: 'bigint references users',
    top_amount: 'bigint',
    bid_count: 'bigint not null default 0',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
    closed_at: 'bigint',
  })
    .addCheckConstraint('auction_lots_price_ck', sql`start_price > 0 and (reserve is null or reserve > 0) and increment_rate >= 0`)
    .addCheckConstraint('auction_lots_time_ck', sql`ends_at > starts_at`)
    .execute();
  // One open lot per NFT at most (the NFT's lock says the same).
  await index(db, 'auction_lots', 'auction_lots_open_uq', ['token_id']).unique().where(sql.ref('status'), '=', 'open').execute();
  await indexes(db, 'auction_lots', { auction_lots_status_idx: ['status', 'ends_at'], auction_lots_seller_idx: ['seller_id', 'id'] });

  // Every accepted bid. status: top (its money held), outbid (released), won, lost (released at close).
  await tableWithId(db, 'auction_bids', {
    lot_id: 'bigint not null references auction_lots',
    user_id: 'bigint not null references users',
    amount: 'bigint not null',
    status: 'text not null',
    entry_id: 'bigint not null',
    ends_at: 'bigint not null',
    created_at: 'bigint not null',
  })
    .addCheckConstraint('auction_bids_amount_ck', sql`amount > 0`)
    .execute();
  await indexes(db, 'auction_bids', { auction_bids_lot_idx: ['lot_id', 'id'], auction_bids_user_idx: ['user_id', 'lot_id', 'id'] });
  // At most one held bid per lot, whatever happens.
  await index(db, 'auction_bids', 'auction_bids_top_uq', ['lot_id']).unique().where(sql.ref('status'), '=', 'top').execute();

  // A sold lot's order. status: awaiting (escrow held, waiting for the buyer), appealed (frozen),
  // completed (the seller was paid), refunded (the buyer got the money back, the NFT went back).
  await tableWithId(db, 'auction_orders', {
    lot_id: 'bigint not null unique references auction_lots',
    token_id: 'bigint not null references nft_tokens',
    buyer_id: 'bigint not null references users',
    seller_id: 'bigint references users',
    asset: 'text not null',
    amount: 'bigint not null',
    fee: 'bigint not null default 0',
    status: 'text not null',
    // How it ended: confirmed, auto, released (operator), refunded (operator).
    settlement: 'text',
    escrow_entry_id: 'bigint not null',
    settle_entry_id: 'bigint',
    auto_confirm_at: 'bigint not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
    settled_at: 'bigint',
  }).execute();
  await indexes(db, 'auction_orders', {
    auction_orders_buyer_idx: ['buyer_id', 'id'],
    auction_orders_seller_idx: ['seller_id', 'id'],
    auction_orders_due_idx: ['status', 'auto_confirm_at'],
  });

  // One appeal per order, filed by the buyer before confirmation. status: open, decided.
  await tableWithId(db, 'auction_appeals', {
    order_id: 'bigint not null unique references auction_orders',
    user_id: 'bigint not null references users',
    reason: 'text not null',
    status: 'text not null',
    // release (the seller is paid) or refund (the buyer), with the operator's reason shown to both.
    decision: 'text',
    decision_reason: 'text',
    admin_id: 'bigint references admins',
    created_at: 'bigint not null',
    decided_at: 'bigint',
  }).execute();
  await indexes(db, 'auction_appeals', { auction_appeals_status_idx: ['status', 'id'] });

  // The thread of an appeal: the filing itself first, then either side's answers (text and images).
  await tableWithId(db, 'auction_appeal_messages', {
    appeal_id: 'bigint not null references auction_appeals',
    user_id: 'bigint not null references users',
    side: 'text not null',
    text: 'text not null',
    images_json: 'text not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'auction_appeal_messages', { auction_appeal_messages_idx: ['appeal_id', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['auction_appeal_messages', 'auction_appeals', 'auction_orders', 'auction_bids', 'auction_lots']);
}
