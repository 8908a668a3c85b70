import type { Kysely } from 'kysely';
import { table } from '../columns';

// Members' failed sign-ins per window (member and address pair, address), in the database so every
// server process shares one count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'sign_in_failures', {
    key: 'text primary key',
    failures: 'bigint not null',
    window_start: 'bigint not null',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
