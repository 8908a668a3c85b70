import { type Kysely, sql } from 'kysely';
import { dropTables, indexes, table, tableWithId } from '../columns';

// The MCC market: the pool's own state (fee, paused), its trades and its liquidity history, and the
// single-use tickets that open the live event stream. The pool's reserves are NOT here: they are the
// balances of the ledger's `market_pool` accounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'market_pool', {
    id: 'bigint primary key',
    fee_ppm: 'bigint not null',
    paused: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  // The one pool, at the default fee of 0.3% (3000 parts per million), open for trading once funded.
  await sql`insert into market_pool (id, fee_ppm, paused, updated_at) values (1, 3000, 0, 0)`.execute(db);

  await tableWithId(db, 'market_trades', {
    user_id: 'bigint not null references users',
    side: 'text not null',
    amount_in: 'bigint not null',
    fee: 'bigint not null',
    amount_out: 'bigint not null',
    price: 'bigint not null',
    price_before: 'bigint not null',
    price_after: 'bigint not null',
    mcc_reserve: 'bigint not null',
    usdt_reserve: 'bigint not null',
    entry_id: 'bigint not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'market_trades', {
    market_trades_user_idx: ['user_id', 'id'],
    // Candles and the 24 h figures read trades by time.
    market_trades_time_idx: ['created_at', 'id'],
  });

  await tableWithId(db, 'market_liquidity', {
    action: 'text not null',
    account: 'text not null',
    mcc: 'bigint not null',
    usdt: 'bigint not null',
    price_after: 'bigint not null',
    mcc_reserve: 'bigint not null',
    usdt_reserve: 'bigint not null',
    reason: 'text not null',
    admin_id: 'bigint',
    admin_username: 'text not null',
    entry_id: 'bigint not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'market_liquidity', { market_liquidity_time_idx: ['created_at', 'id'] });

  await table(db, 'stream_tickets', {
    ticket_hash: 'text primary key',
    user_id: 'bigint not null references users',
    expires_at: 'bigint not null',
    used_at: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'stream_tickets', { stream_tickets_expiry_idx: ['expires_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['stream_tickets', 'market_liquidity', 'market_trades', 'market_pool']);
}
