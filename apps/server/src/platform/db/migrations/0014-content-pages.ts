import type { Kysely } from 'kysely';

// Content pages (user agreement, privacy policy): one row per page once an operator writes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .addColumn('page_key', 'text', (c) => c.primaryKey())
    .addColumn('title_json', 'text', (c) => c.notNull())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_pages').execute();
}
