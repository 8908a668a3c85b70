import type { Kysely } from 'kysely';

// Members' failed sign-ins per window (member and address pair, address), in the database so every
// server process shares one count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'bigint', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
