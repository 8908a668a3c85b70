import { type Kysely, sql } from 'kysely';
import { withId } from '../columns';

// Auctions: lots (an NFT on auction), their bids, the order a sold lot becomes (the winner's money
// in escrow until confirmation), order appeals and the messages of an appeal's thread. Money
// columns are BIGINT base units, times ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One lot. seller_id null = the platform's (a primary lot). status: open, sold, unsold.
  // `version` grows with every accepted bid: a bid's update names the version it saw.
  await withId(db, db.schema.createTable('auction_lots'))
    .addColumn('token_id', 'bigint', (c) => c.notNull().references('nft_tokens.id'))
    .addColumn('seller_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('start_price', 'bigint', (c) => c.notNull())
    .addColumn('reserve', 'bigint')
    // The minimum increment over the top bid, parts per 10^8 of it.
    .addColumn('increment_rate', 'bigint', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('original_ends_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('top_bid_id', 'bigint')
    .addColumn('top_bidder_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('top_amount', 'bigint')
    .addColumn('bid_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addCheckConstraint('auction_lots_price_ck', sql`start_price > 0 and (reserve is null or reserve > 0) and increment_rate >= 0`)
    .addCheckConstraint('auction_lots_time_ck', sql`ends_at > starts_at`)
    .execute();
  // One open lot per NFT at most (the NFT's lock says the same).
  await db.schema
    .createIndex('auction_lots_open_uq')
    .on('auction_lots')
    .column('token_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('auction_lots_status_idx').on('auction_lots').columns(['status', 'ends_at']).execute();
  await db.schema.createIndex('auction_lots_seller_idx').on('auction_lots').columns(['seller_id', 'id']).execute();

  // Every accepted bid. status: top (its money held), outbid (released), won, lost (released at close).
  await withId(db, db.schema.createTable('auction_bids'))
    .addColumn('lot_id', 'bigint', (c) => c.notNull().references('auction_lots.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('auction_bids_amount_ck', sql`amount > 0`)
    .execute();
  await db.schema.createIndex('auction_bids_lot_idx').on('auction_bids').columns(['lot_id', 'id']).execute();
  await db.schema.createIndex('auction_bids_user_idx').on('auction_bids').columns(['user_id', 'lot_id', 'id']).execute();
  // At most one held bid per lot, whatever happens.
  await db.schema
    .createIndex('auction_bids_top_uq')
    .on('auction_bids')
    .column('lot_id')
    .unique()
    .where(sql.ref('status'), '=', 'top')
    .execute();

  // A sold lot's order. status: awaiting (escrow held, waiting for the buyer), appealed (frozen),
  // completed (the seller was paid), refunded (the buyer got the money back, the NFT went back).
  await withId(db, db.schema.createTable('auction_orders'))
    .addColumn('lot_id', 'bigint', (c) => c.notNull().unique().references('auction_lots.id'))
    .addColumn('token_id', 'bigint', (c) => c.notNull().references('nft_tokens.id'))
    .addColumn('buyer_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    // How it ended: confirmed, auto, released (operator), refunded (operator).
    .addColumn('settlement', 'text')
    .addColumn('escrow_entry_id', 'bigint', (c) => c.notNull())
    .addColumn('settle_entry_id', 'bigint')
    .addColumn('auto_confirm_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('auction_orders_buyer_idx').on('auction_orders').columns(['buyer_id', 'id']).execute();
  await db.schema.createIndex('auction_orders_seller_idx').on('auction_orders').columns(['seller_id', 'id']).execute();
  await db.schema.createIndex('auction_orders_due_idx').on('auction_orders').columns(['status', 'auto_confirm_at']).execute();

  // One appeal per order, filed by the buyer before confirmation. status: open, decided.
  await withId(db, db.schema.createTable('auction_appeals'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().unique().references('auction_orders.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // release (the seller is paid) or refund (the buyer), with the operator's reason shown to both.
    .addColumn('decision', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('admin_id', 'bigint', (c) => c.references('admins.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('auction_appeals_status_idx').on('auction_appeals').columns(['status', 'id']).execute();

  // The thread of an appeal: the filing itself first, then either side's answers (text and images).
  await withId(db, db.schema.createTable('auction_appeal_messages'))
    .addColumn('appeal_id', 'bigint', (c) => c.notNull().references('auction_appeals.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('images_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auction_appeal_messages_idx').on('auction_appeal_messages').columns(['appeal_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['auction_appeal_messages', 'auction_appeals', 'auction_orders', 'auction_bids', 'auction_lots']) {
    await db.schema.dropTable(table).execute();
  }
}
