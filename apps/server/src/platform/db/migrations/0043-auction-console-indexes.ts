import type { Kysely } from 'kysely';

// The console's lots and orders read newest first by keyset (`before`); with a status filter each
// page walks the (status, id) index from the cursor. The older status indexes put the end time or the
// confirmation time after the status, so a filtered page had to be sorted. Appeals have theirs (0012).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('auction_lots_status_id_idx').on('auction_lots').columns(['status', 'id']).execute();
  await db.schema.createIndex('auction_orders_status_id_idx').on('auction_orders').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auction_orders_status_id_idx').execute();
  await db.schema.dropIndex('auction_lots_status_id_idx').execute();
}
