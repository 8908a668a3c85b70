import type { Kysely } from 'kysely';
import { index } from '../columns';

// The console's chain deposits, staking orders and market trades read newest first by keyset
// (`before`); with a filter each page walks the filter's index from the cursor, and counts it:
// deposits and orders by status (the older status indexes put the network or the last day after
// the status, so a filtered page had to be sorted), orders by product, trades by side. A member's
// rows have their (user_id, id) indexes already, and the audit log its (admin_id, id) and
// (action, id) ones (0005).
export async function up(db: Kysely<unknown>): Promise<void> {
  await index(db, 'chain_deposits', 'chain_deposits_status_id_idx', ['status', 'id']).execute();
  await index(db, 'pledge_orders', 'pledge_orders_status_id_idx', ['status', 'id']).execute();
  await index(db, 'pledge_orders', 'pledge_orders_product_id_idx', ['product_id', 'id']).execute();
  await index(db, 'market_trades', 'market_trades_side_id_idx', ['side', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('market_trades_side_id_idx').execute();
  await db.schema.dropIndex('pledge_orders_product_id_idx').execute();
  await db.schema.dropIndex('pledge_orders_status_id_idx').execute();
  await db.schema.dropIndex('chain_deposits_status_id_idx').execute();
}
