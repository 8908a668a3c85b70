import type { Kysely } from 'kysely';
import { addColumns, dropColumns, table } from '../columns';

// The liabilities tree is stored with its root: every node by (level, position), level 0 the sorted
// leaves, and each leaf's position. A member's proof reads the one sibling per level its path
// needs, so no process builds a tree on demand. Leaves of roots published before keep no position
// (their proofs are answered as before, from a tree built once per process).
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(
    db,
    'liability_nodes',
    {
      root_id: 'bigint not null references liability_roots',
      level: 'integer not null',
      position: 'bigint not null',
      hash: 'text not null',
    },
    ['root_id', 'level', 'position'],
  ).execute();
  await addColumns(db, 'liability_leaves', { leaf_index: 'bigint' });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'liability_leaves', ['leaf_index']);
  await db.schema.dropTable('liability_nodes').execute();
}
