import type { Kysely } from 'kysely';
import { dropTables, table, tableWithId } from '../columns';

// The members' withdrawal address book: saved addresses with a label per network (`address_key` is
// the address as one destination is compared — lower case on EVM networks — and unique per member
// and network), and each member's switch "withdraw only to saved addresses" (no row: off). The
// switch's row is also what adding an address locks, so a member's adds count against the cap one
// at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'withdraw_addresses', {
    user_id: 'bigint not null references users',
    network: 'text not null',
    address: 'text not null',
    address_key: 'text not null',
    label: 'text not null',
    created_at: 'bigint not null',
  })
    .addUniqueConstraint('withdraw_addresses_member_key', ['user_id', 'network', 'address_key'])
    .execute();

  await table(db, 'withdraw_address_settings', {
    user_id: 'bigint primary key references users',
    only_saved: 'bigint not null default 0',
    updated_at: 'bigint not null',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['withdraw_address_settings', 'withdraw_addresses']);
}
