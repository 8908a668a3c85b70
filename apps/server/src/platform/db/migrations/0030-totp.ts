import type { Kysely } from 'kysely';
import { type Columns, index, table, tableWithId } from '../columns';

// The members' second factor (TOTP, RFC 6238): the secret (encrypted under a key derived from
// SECRET) with the last time step accepted, so a code is used once; ten hashed single-use recovery
// codes; and the 5-minute tickets that join the password step of a sign-in to its code step.
export async function up(db: Kysely<unknown>): Promise<void> {
  await secondFactorTables(db, { prefix: 'member', owner: 'user_id', accounts: 'users' }, 'totp_sign_in_tickets', {
    remember: 'bigint not null',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSecondFactorTables(db, 'member', 'totp_sign_in_tickets');
}

/** Whose second factor: the tables' prefix, the owner's key column and the table it references. */
export type FactorOwner = { prefix: string; owner: string; accounts: string };

/**
 * A second factor's three tables, the members' here and the operators' (0036) alike: `<prefix>_totp`
 * keyed by the owner, `<prefix>_recovery_codes` unique per owner and code, and the tickets with the
 * columns of what a ticket is for (`ticketColumns`) after its owner.
 */
export async function secondFactorTables(
  db: Kysely<unknown>,
  { prefix, owner, accounts }: FactorOwner,
  tickets: string,
  ticketColumns: Columns,
): Promise<void> {
  await table(db, `${prefix}_totp`, {
    [owner]: `bigint primary key references ${accounts}`,
    secret_enc: 'text',
    pending_secret_enc: 'text',
    enabled_at: 'bigint',
    last_step: 'bigint not null default 0',
    updated_at: 'bigint not null',
  }).execute();

  await tableWithId(db, `${prefix}_recovery_codes`, {
    [owner]: `bigint not null references ${accounts}`,
    code_hash: 'text not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  })
    .addUniqueConstraint(`${prefix}_recovery_codes_${owner.replace(/_id$/, '')}_code`, [owner, 'code_hash'])
    .execute();

  await table(db, tickets, {
    ticket_hash: 'text primary key',
    [owner]: `bigint not null references ${accounts}`,
    ...ticketColumns,
    expires_at: 'bigint not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  await index(db, tickets, `${tickets}_expires_idx`, ['expires_at']).execute();
}

/** Drops the tables secondFactorTables made, in reverse. */
export async function dropSecondFactorTables(db: Kysely<unknown>, prefix: string, tickets: string): Promise<void> {
  for (const name of [tickets, `${prefix}_recovery_codes`, `${prefix}_totp`]) await db.schema.dropTable(name).execute();
}
