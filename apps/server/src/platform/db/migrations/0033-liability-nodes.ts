import type { Kysely } from 'kysely';

// The liabilities tree is stored with its root: every node by (level, position), level 0 the sorted
// leaves, and each leaf's position. A member's proof reads the one sibling per level its path
// needs, so no process builds a tree on demand. Leaves of roots published before keep no position
// (their proofs are answered as before, from a tree built once per process).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('liability_nodes')
    .addColumn('root_id', 'bigint', (c) => c.notNull().references('liability_roots.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_nodes_pk', ['root_id', 'level', 'position'])
    .execute();
  await db.schema.alterTable('liability_leaves').addColumn('leaf_index', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('liability_leaves').dropColumn('leaf_index').execute();
  await db.schema.dropTable('liability_nodes').execute();
}
