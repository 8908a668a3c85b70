import type { Kysely } from 'kysely';
import { index } from '../columns';

// The console's lots and orders read newest first by keyset (`before`); with a status filter each
// page walks the (status, id) index from the cursor. The older status indexes put the end time or the
// confirmation time after the status, so a filtered page had to be sorted. Appeals have theirs (0012).
export async function up(db: Kysely<unknown>): Promise<void> {
  await index(db, 'auction_lots', 'auction_lots_status_id_idx', ['status', 'id']).execute();
  await index(db, 'auction_orders', 'auction_orders_status_id_idx', ['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auction_orders_status_id_idx').execute();
  await db.schema.dropIndex('auction_lots_status_id_idx').execute();
}
