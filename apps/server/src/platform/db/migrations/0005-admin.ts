import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'bigint', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();
  // The audit page filters by operator and by action, newest first.
  await db.schema.createIndex('audit_log_admin_idx').on('audit_log').columns(['admin_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_idx').execute();
  await db.schema.dropIndex('audit_log_admin_idx').execute();
  await db.schema.dropTable('admin_login_throttle').execute();
}
