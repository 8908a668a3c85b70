import type { Kysely } from 'kysely';
import { dropIndexes, indexes, table } from '../columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'admin_login_throttle', {
    key: 'text primary key',
    failures: 'bigint not null',
    window_start: 'bigint not null',
  }).execute();
  // The audit page filters by operator and by action, newest first.
  await indexes(db, 'audit_log', { audit_log_admin_idx: ['admin_id', 'id'], audit_log_action_idx: ['action', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, ['audit_log_action_idx', 'audit_log_admin_idx']);
  await db.schema.dropTable('admin_login_throttle').execute();
}
