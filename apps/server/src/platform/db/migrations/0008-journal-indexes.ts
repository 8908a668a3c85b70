import type { Kysely } from 'kysely';
import { index } from '../columns';

// The console's journal filters entries by kind and by time, newest first; without these indexes
// each such page read the whole journal.

export async function up(db: Kysely<unknown>): Promise<void> {
  await index(db, 'ledger_entries', 'ledger_entries_kind_idx', ['kind', 'id']).execute();
  await index(db, 'ledger_entries', 'ledger_entries_created_idx', ['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_created_idx').execute();
  await db.schema.dropIndex('ledger_entries_kind_idx').execute();
}
