import { type Kysely, sql } from 'kysely';
import { withId } from '../columns';

// The coin-mix fund (multi-coin AI quant). Its units are the ledger asset `CMU` (8 decimals); its
// custody and the members' coin-mix wallets are ledger accounts. Here: the NAV postings (only ever
// inserted), the members' subscriptions and redemptions, the daily management-fee accruals (one per
// day), and which wallet a withdrawal leaves from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into assets (code, name, scale, input_decimals, sort_order, transferable, withdrawable, created_at)
    values ('CMU', 'Coin-mix units', 8, 8, 3, 0, 0, 0)`.execute(db);

  await withId(db, db.schema.createTable('coinmix_navs'))
    .addColumn('nav', 'bigint', (c) => c.notNull())
    .addColumn('note_json', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'bigint')
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('coinmix_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('fee', 'bigint')
    .addColumn('net', 'bigint')
    // The fee rate (parts per 10^8) in force when the member confirmed; a redemption settles with it.
    .addColumn('fee_rate', 'bigint', (c) => c.notNull())
    .addColumn('nav', 'bigint')
    .addColumn('nav_id', 'bigint')
    // A redemption settles at the first NAV posted after this one (0: none had been posted).
    .addColumn('after_nav_id', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('coinmix_orders_user_idx').on('coinmix_orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('coinmix_orders_status_idx').on('coinmix_orders').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('coinmix_fee_accruals'))
    .addColumn('day', 'text', (c) => c.notNull().unique())
    .addColumn('aum', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('nav_id', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // `main` (the USDT wallet) or `coinmix` (the coin-mix wallet): where the money is locked and returns to.
  await db.schema
    .alterTable('withdrawals')
    .addColumn('wallet', 'text', (c) => c.notNull().defaultTo('main'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('wallet').execute();
  for (const table of ['coinmix_fee_accruals', 'coinmix_orders', 'coinmix_navs']) await db.schema.dropTable(table).execute();
  await sql`delete from assets where code = 'CMU'`.execute(db);
}
