import type { Kysely } from 'kysely';
import { withId } from '../columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('decoy', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_target_idx').on('verification_codes').columns(['target', 'event', 'id']).execute();

  await withId(db, db.schema.createTable('outbox_messages'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_messages_recipient_idx').on('outbox_messages').columns(['recipient', 'id']).execute();

  await withId(db, db.schema.createTable('refresh_tokens'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('access_token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('replaced_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family').execute();
  await db.schema.createIndex('refresh_tokens_access_idx').on('refresh_tokens').column('access_token_hash').execute();

  await db.schema
    .createTable('wallet_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('message_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wallet_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('uploads'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_idx').on('uploads').columns(['user_id', 'url']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['uploads', 'wallet_tickets', 'wallet_nonces', 'refresh_tokens', 'outbox_messages', 'verification_codes']) {
    await db.schema.dropTable(table).execute();
  }
}
