import type { Kysely } from 'kysely';
import { tableWithId } from '../columns';

// The member's sessions as the member sees them (created, last seen, address, browser) so they can
// end one, and the idle timeout; and when the member's sign-in or security details last changed,
// which holds withdrawals and transfers for the setting `security_hold_hours`; and the browsers
// each member has signed in from (a hash of the user agent), so a sign-in from a new one is told.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member_tokens')
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('member_tokens')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('member_tokens')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('security_changed_at', 'bigint').execute();
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
  await db.schema.alterTable('users').dropColumn('security_changed_at').execute();
  for (const column of ['user_agent', 'ip', 'last_seen_at']) await db.schema.alterTable('member_tokens').dropColumn(column).execute();
}
