import type { Kysely } from 'kysely';
import { withId } from '../columns';

// The members' withdrawal address book: saved addresses with a label per network (`address_key` is
// the address as one destination is compared — lower case on EVM networks — and unique per member
// and network), and each member's switch "withdraw only to saved addresses" (no row: off). The
// switch's row is also what adding an address locks, so a member's adds count against the cap one
// at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('withdraw_addresses'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('withdraw_addresses_member_key', ['user_id', 'network', 'address_key'])
    .execute();

  await db.schema
    .createTable('withdraw_address_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('only_saved', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdraw_address_settings').execute();
  await db.schema.dropTable('withdraw_addresses').execute();
}
