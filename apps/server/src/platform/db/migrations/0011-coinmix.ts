import { type Kysely, sql } from 'kysely';
import { addColumns, dropColumns, dropTables, indexes, tableWithId } from '../columns';

// The coin-mix fund (multi-coin AI quant). Its units are the ledger asset `CMU` (8 decimals); its
// custody and the members' coin-mix wallets are ledger accounts. Here: the NAV postings (only ever
// inserted), the members' subscriptions and redemptions, the daily management-fee accruals (one per
// day), and which wallet a withdrawal leaves from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into assets (code, name, scale, input_decimals, sort_order, transferable, withdrawable, created_at)
    values ('CMU', 'Coin-mix units', 8, 8, 3, 0, 0, 0)`.execute(db);

  await tableWithId(db, 'coinmix_navs', {
    nav: 'bigint not null',
    note_json: 'text not null',
    admin_id: 'bigint',
    admin_username: 'text not null',
    created_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'coinmix_orders', {
    user_id: 'bigint not null references users',
    kind: 'text not null',
    status: 'text not null',
    units: 'bigint not null',
    amount: 'bigint',
    fee: 'bigint',
    net: 'bigint',
    // The fee rate (parts per 10^8) in force when the member confirmed; a redemption settles with it.
    fee_rate: 'bigint not null',
    nav: 'bigint',
    nav_id: 'bigint',
    // A redemption settles at the first NAV posted after this one (0: none had been posted).
    after_nav_id: 'bigint not null',
    entry_id: 'bigint',
    created_at: 'bigint not null',
    settled_at: 'bigint',
  }).execute();
  await indexes(db, 'coinmix_orders', { coinmix_orders_user_idx: ['user_id', 'id'], coinmix_orders_status_idx: ['status', 'id'] });

  await tableWithId(db, 'coinmix_fee_accruals', {
    day: 'text not null unique',
    aum: 'bigint not null',
    fee: 'bigint not null',
    nav_id: 'bigint not null',
    entry_id: 'bigint',
    created_at: 'bigint not null',
  }).execute();

  // `main` (the USDT wallet) or `coinmix` (the coin-mix wallet): where the money is locked and returns to.
  await addColumns(db, 'withdrawals', { wallet: "text not null default 'main'" });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'withdrawals', ['wallet']);
  await dropTables(db, ['coinmix_fee_accruals', 'coinmix_orders', 'coinmix_navs']);
  await sql`delete from assets where code = 'CMU'`.execute(db);
}
