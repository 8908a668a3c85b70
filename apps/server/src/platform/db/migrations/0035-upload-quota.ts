import type { Kysely } from 'kysely';
import { table } from '../columns';

// Members' uploads counted per day (in the server's time zone): the setting `upload_daily_limit`
// caps them, and an upload spends its place here before its image is read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(
    db,
    'upload_quota',
    {
      user_id: 'bigint not null references users',
      day: 'text not null',
      count: 'bigint not null',
    },
    ['user_id', 'day'],
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_quota').execute();
}
