import type { Kysely } from 'kysely';
import { index } from '../columns';

// The console's member list filtered by status (the frozen members, say) read newest first by
// keyset (`before`): the (status, id) index walks that status's members from the cursor, and counts
// them, instead of the whole table filtered row by row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await index(db, 'users', 'users_status_id_idx', ['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_status_id_idx').execute();
}
