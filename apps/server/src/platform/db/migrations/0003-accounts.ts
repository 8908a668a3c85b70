import type { Kysely } from 'kysely';
import { dropTables, indexes, table, tableWithId } from '../columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'verification_codes', {
    target: 'text not null',
    event: 'text not null',
    code_hash: 'text not null',
    decoy: 'bigint not null default 0',
    attempts: 'bigint not null default 0',
    expires_at: 'bigint not null',
    used_at: 'bigint',
    ip: 'text not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'verification_codes', { verification_codes_target_idx: ['target', 'event', 'id'] });

  await tableWithId(db, 'outbox_messages', {
    channel: 'text not null',
    recipient: 'text not null',
    event: 'text not null',
    code: 'text not null',
    subject: 'text not null',
    text: 'text not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'outbox_messages', { outbox_messages_recipient_idx: ['recipient', 'id'] });

  await tableWithId(db, 'refresh_tokens', {
    user_id: 'bigint not null references users',
    family: 'text not null',
    token_hash: 'text not null unique',
    access_token_hash: 'text not null',
    expires_at: 'bigint not null',
    replaced_at: 'bigint not null default 0',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'refresh_tokens', {
    refresh_tokens_user_idx: ['user_id'],
    refresh_tokens_family_idx: ['family'],
    refresh_tokens_access_idx: ['access_token_hash'],
  });

  await table(db, 'wallet_nonces', {
    nonce: 'text primary key',
    address: 'text not null',
    chain_id: 'bigint not null',
    domain: 'text not null',
    message_hash: 'text not null',
    expires_at: 'bigint not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  }).execute();

  await table(db, 'wallet_tickets', {
    ticket_hash: 'text primary key',
    address: 'text not null',
    expires_at: 'bigint not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'uploads', {
    user_id: 'bigint not null references users',
    storage_key: 'text not null unique',
    url: 'text not null',
    mime: 'text not null',
    size: 'bigint not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'uploads', { uploads_user_idx: ['user_id', 'url'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['uploads', 'wallet_tickets', 'wallet_nonces', 'refresh_tokens', 'outbox_messages', 'verification_codes']);
}
