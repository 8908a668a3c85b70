import type { Kysely } from 'kysely';

// Members' uploads counted per day (in the server's time zone): the setting `upload_daily_limit`
// caps them, and an upload spends its place here before its image is read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_quota')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_quota_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_quota').execute();
}
