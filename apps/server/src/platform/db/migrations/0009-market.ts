import { type Kysely, sql } from 'kysely';
import { withId } from '../columns';

// The MCC market: the pool's own state (fee, paused), its trades and its liquidity history, and the
// single-use tickets that open the live event stream. The pool's reserves are NOT here: they are the
// balances of the ledger's `market_pool` accounts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_pool')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('fee_ppm', 'bigint', (c) => c.notNull())
    .addColumn('paused', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The one pool, at the default fee of 0.3% (3000 parts per million), open for trading once funded.
  await sql`insert into market_pool (id, fee_ppm, paused, updated_at) values (1, 3000, 0, 0)`.execute(db);

  await withId(db, db.schema.createTable('market_trades'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('amount_in', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('amount_out', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('price_before', 'bigint', (c) => c.notNull())
    .addColumn('price_after', 'bigint', (c) => c.notNull())
    .addColumn('mcc_reserve', 'bigint', (c) => c.notNull())
    .addColumn('usdt_reserve', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_trades_user_idx').on('market_trades').columns(['user_id', 'id']).execute();
  // Candles and the 24 h figures read trades by time.
  await db.schema.createIndex('market_trades_time_idx').on('market_trades').columns(['created_at', 'id']).execute();

  await withId(db, db.schema.createTable('market_liquidity'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('mcc', 'bigint', (c) => c.notNull())
    .addColumn('usdt', 'bigint', (c) => c.notNull())
    .addColumn('price_after', 'bigint', (c) => c.notNull())
    .addColumn('mcc_reserve', 'bigint', (c) => c.notNull())
    .addColumn('usdt_reserve', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'bigint')
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_liquidity_time_idx').on('market_liquidity').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expiry_idx').on('stream_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['stream_tickets', 'market_liquidity', 'market_trades', 'market_pool']) {
    await db.schema.dropTable(table).execute();
  }
}
