import type { Kysely } from 'kysely';
import { withId } from '../columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
