import type { Kysely } from 'kysely';
import { addColumns, dropColumns, tableWithId } from '../columns';

// The member's sessions as the member sees them (created, last seen, address, browser) so they can
// end one, and the idle timeout; and when the member's sign-in or security details last changed,
// which holds withdrawals and transfers for the setting `security_hold_hours`; and the browsers
// each member has signed in from (a hash of the user agent), so a sign-in from a new one is told.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'member_tokens', {
    last_seen_at: 'bigint not null default 0',
    ip: "text not null default ''",
    user_agent: "text not null default ''",
  });
  await addColumns(db, 'users', { security_changed_at: 'bigint' });
  await tableWithId(db, 'member_devices', {
    user_id: 'bigint not null references users',
    device_hash: 'text not null',
    created_at: 'bigint not null',
  })
    .addUniqueConstraint('member_devices_user_device', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_devices').execute();
  await dropColumns(db, 'users', ['security_changed_at']);
  await dropColumns(db, 'member_tokens', ['user_agent', 'ip', 'last_seen_at']);
}
