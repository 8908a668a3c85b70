import type { Kysely } from 'kysely';
import { withId } from '../columns';

// The daily liabilities tree is built through the database, a batch at a time, so the job's memory
// stays the same at any number of members: the snapshot is copied into a build's own rows in one
// statement each, leaves are hashed from them by member, and each level of the tree is made from the
// one below. The finished tree is copied to the published tables with its root, and the build's rows
// are deleted. A build a crash left behind is deleted by the next one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('liability_builds'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('liability_build_members')
    .addColumn('build_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_build_members_pk', ['build_id', 'user_id'])
    .execute();

  // What a member holds, as the snapshot read it: an account's balance (`purpose`), or a winning bid's
  // share in auction escrow (`purpose` null).
  await db.schema
    .createTable('liability_build_holdings')
    .addColumn('build_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('liability_build_holdings_member_idx')
    .on('liability_build_holdings')
    .columns(['build_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('liability_build_leaves')
    .addColumn('build_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('leaf_hash', 'text', (c) => c.notNull())
    .addColumn('balances_json', 'text', (c) => c.notNull())
    .addColumn('parts_json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_build_leaves_pk', ['build_id', 'user_id'])
    .execute();
  await db.schema.createIndex('liability_build_leaves_hash_idx').on('liability_build_leaves').columns(['build_id', 'leaf_hash']).execute();

  await db.schema
    .createTable('liability_build_nodes')
    .addColumn('build_id', 'bigint', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liability_build_nodes_pk', ['build_id', 'level', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('liability_build_nodes').execute();
  await db.schema.dropTable('liability_build_leaves').execute();
  await db.schema.dropTable('liability_build_holdings').execute();
  await db.schema.dropTable('liability_build_members').execute();
  await db.schema.dropTable('liability_builds').execute();
}
