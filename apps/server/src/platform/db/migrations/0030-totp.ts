import type { Kysely } from 'kysely';
import { index, table, tableWithId } from '../columns';

// The members' second factor (TOTP, RFC 6238): the secret (encrypted under a key derived from
// SECRET) with the last time step accepted, so a code is used once; ten hashed single-use recovery
// codes; and the 5-minute tickets that join the password step of a sign-in to its code step.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'member_totp', {
    user_id: 'bigint primary key references users',
    secret_enc: 'text',
    pending_secret_enc: 'text',
    enabled_at: 'bigint',
    last_step: 'bigint not null default 0',
    updated_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'member_recovery_codes', {
    user_id: 'bigint not null references users',
    code_hash: 'text not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  })
    .addUniqueConstraint('member_recovery_codes_user_code', ['user_id', 'code_hash'])
    .execute();

  await table(db, 'totp_sign_in_tickets', {
    ticket_hash: 'text primary key',
    user_id: 'bigint not null references users',
    remember: 'bigint not null',
    expires_at: 'bigint not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  await index(db, 'totp_sign_in_tickets', 'totp_sign_in_tickets_expires_idx', ['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('totp_sign_in_tickets').execute();
  await db.schema.dropTable('member_recovery_codes').execute();
  await db.schema.dropTable('member_totp').execute();
}
