import type { Kysely } from 'kysely';
import { indexes, tableWithId } from '../columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'audit_log', {
    admin_id: 'bigint not null references admins',
    admin_username: 'text not null',
    action: 'text not null',
    target_type: 'text not null',
    target_id: 'text not null',
    before_json: 'text',
    after_json: 'text',
    ip: 'text not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'audit_log', { audit_log_created_idx: ['created_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
