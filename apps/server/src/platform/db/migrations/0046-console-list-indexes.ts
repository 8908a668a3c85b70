import type { Kysely } from 'kysely';

// The console's chain deposits, staking orders and market trades read newest first by keyset
// (`before`); with a filter each page walks the filter's index from the cursor, and counts it:
// deposits and orders by status (the older status indexes put the network or the last day after
// the status, so a filtered page had to be sorted), orders by product, trades by side. A member's
// rows have their (user_id, id) indexes already, and the audit log its (admin_id, id) and
// (action, id) ones (0005).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('chain_deposits_status_id_idx').on('chain_deposits').columns(['status', 'id']).execute();
  await db.schema.createIndex('pledge_orders_status_id_idx').on('pledge_orders').columns(['status', 'id']).execute();
  await db.schema.createIndex('pledge_orders_product_id_idx').on('pledge_orders').columns(['product_id', 'id']).execute();
  await db.schema.createIndex('market_trades_side_id_idx').on('market_trades').columns(['side', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('market_trades_side_id_idx').execute();
  await db.schema.dropIndex('pledge_orders_product_id_idx').execute();
  await db.schema.dropIndex('pledge_orders_status_id_idx').execute();
  await db.schema.dropIndex('chain_deposits_status_id_idx').execute();
}
