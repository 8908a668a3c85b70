import type { Kysely } from 'kysely';
import { table } from '../columns';

// The members' anti-phishing code: one phrase per member, written into every SMS and email the
// platform sends them. Sealed like the second factor's secret (AES-256-GCM under a key derived from
// SECRET, the member's id as associated data), since it must be read back to be written out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'member_anti_phishing', {
    user_id: 'bigint primary key references users',
    phrase_enc: 'text not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_anti_phishing').execute();
}
