import type { Kysely } from 'kysely';
import { table } from '../columns';

// Content pages (user agreement, privacy policy): one row per page once an operator writes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'content_pages', {
    page_key: 'text primary key',
    title_json: 'text not null',
    content_json: 'text not null',
    updated_at: 'bigint not null',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_pages').execute();
}
