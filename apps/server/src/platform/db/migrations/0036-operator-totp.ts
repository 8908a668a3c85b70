import type { Kysely } from 'kysely';
import { withId } from '../columns';

// The console operators' second factor, built like the members' (0030): the secret sealed under a
// key derived from SECRET with the last time step accepted, ten hashed single-use recovery codes,
// and 5-minute tickets after a right password: `sign_in` waits for a code, `enrol` (the setting
// operator_totp_required) lets the operator set the factor up before any session is issued.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_totp')
    .addColumn('admin_id', 'bigint', (c) => c.primaryKey().references('admins.id'))
    .addColumn('secret_enc', 'text')
    .addColumn('pending_secret_enc', 'text')
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('admin_recovery_codes'))
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('admin_recovery_codes_admin_code', ['admin_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('admin_totp_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_totp_tickets_expires_idx').on('admin_totp_tickets').columns(['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_totp_tickets').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_totp').execute();
}
