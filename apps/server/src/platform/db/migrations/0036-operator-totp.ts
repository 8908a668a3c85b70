import type { Kysely } from 'kysely';
import { index, table, tableWithId } from '../columns';

// The console operators' second factor, built like the members' (0030): the secret sealed under a
// key derived from SECRET with the last time step accepted, ten hashed single-use recovery codes,
// and 5-minute tickets after a right password: `sign_in` waits for a code, `enrol` (the setting
// operator_totp_required) lets the operator set the factor up before any session is issued.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'admin_totp', {
    admin_id: 'bigint primary key references admins',
    secret_enc: 'text',
    pending_secret_enc: 'text',
    enabled_at: 'bigint',
    last_step: 'bigint not null default 0',
    updated_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'admin_recovery_codes', {
    admin_id: 'bigint not null references admins',
    code_hash: 'text not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  })
    .addUniqueConstraint('admin_recovery_codes_admin_code', ['admin_id', 'code_hash'])
    .execute();

  await table(db, 'admin_totp_tickets', {
    ticket_hash: 'text primary key',
    admin_id: 'bigint not null references admins',
    purpose: 'text not null',
    expires_at: 'bigint not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  await index(db, 'admin_totp_tickets', 'admin_totp_tickets_expires_idx', ['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_totp_tickets').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_totp').execute();
}
