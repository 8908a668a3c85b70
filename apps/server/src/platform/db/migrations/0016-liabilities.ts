import type { Kysely } from 'kysely';
import { withId } from '../columns';

// The liabilities proof: each member's secret salt, the daily roots with their totals, the leaves of
// each root (to answer a member's proof), and the custody operators declare per asset.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_proof_salts')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('liability_roots'))
    .addColumn('day', 'text', (c) => c.notNull().unique())
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('leaf_count', 'bigint', (c) => c.notNull())
    .addColumn('totals_json', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('liability_leaves'))
    .addColumn('root_id', 'bigint', (c) => c.notNull().references('liability_roots.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('leaf_hash', 'text', (c) => c.notNull())
    .addColumn('balances_json', 'text', (c) => c.notNull())
    .addUniqueConstraint('liability_leaves_root_user', ['root_id', 'user_id'])
    .execute();
  await db.schema.createIndex('liability_leaves_root_hash_idx').on('liability_leaves').columns(['root_id', 'leaf_hash']).execute();

  await withId(db, db.schema.createTable('custody_declarations'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.code'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custody_declarations_asset_idx').on('custody_declarations').columns(['asset', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custody_declarations').execute();
  await db.schema.dropTable('liability_leaves').execute();
  await db.schema.dropTable('liability_roots').execute();
  await db.schema.dropTable('member_proof_salts').execute();
}
