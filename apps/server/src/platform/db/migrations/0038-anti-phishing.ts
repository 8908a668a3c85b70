import type { Kysely } from 'kysely';

// The members' anti-phishing code: one phrase per member, written into every SMS and email the
// platform sends them. Sealed like the second factor's secret (AES-256-GCM under a key derived from
// SECRET, the member's id as associated data), since it must be read back to be written out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_anti_phishing')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('phrase_enc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_anti_phishing').execute();
}
