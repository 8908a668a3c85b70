import type { Kysely } from 'kysely';
import { withId } from '../columns';

// The members' second factor (TOTP, RFC 6238): the secret (encrypted under a key derived from
// SECRET) with the last time step accepted, so a code is used once; ten hashed single-use recovery
// codes; and the 5-minute tickets that join the password step of a sign-in to its code step.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_totp')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('secret_enc', 'text')
    .addColumn('pending_secret_enc', 'text')
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('member_recovery_codes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_recovery_codes_user_code', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('totp_sign_in_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('remember', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('totp_sign_in_tickets_expires_idx').on('totp_sign_in_tickets').columns(['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('totp_sign_in_tickets').execute();
  await db.schema.dropTable('member_recovery_codes').execute();
  await db.schema.dropTable('member_totp').execute();
}
