import type { Kysely } from 'kysely';
import { dropSecondFactorTables, secondFactorTables } from './0030-totp';

// The console operators' second factor, built like the members' (0030): the secret sealed under a
// key derived from SECRET with the last time step accepted, ten hashed single-use recovery codes,
// and 5-minute tickets after a right password: `sign_in` waits for a code, `enrol` (the setting
// operator_totp_required) lets the operator set the factor up before any session is issued.
export async function up(db: Kysely<unknown>): Promise<void> {
  await secondFactorTables(db, { prefix: 'admin', owner: 'admin_id', accounts: 'admins' }, 'admin_totp_tickets', {
    purpose: 'text not null',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSecondFactorTables(db, 'admin', 'admin_totp_tickets');
}
