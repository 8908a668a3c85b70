import { type Kysely, sql } from 'kysely';
import { withId } from '../columns';

// Automatic recharge on EVM chains: the networks an operator configured, each member's deposit
// address per network (derived from the operator's extended public key: no private key is kept),
// the watcher's cursor per network, and every token transfer seen to a deposit address.
// Money columns are BIGINT base units of the ledger's asset; raw token amounts (uint256) are
// decimal text. Times are ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('chain_networks'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('chain_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('rpc_url', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('token_address', 'text', (c) => c.notNull())
    .addColumn('token_decimals', 'bigint', (c) => c.notNull())
    .addColumn('confirmations', 'bigint', (c) => c.notNull())
    .addColumn('min_deposit', 'bigint', (c) => c.notNull())
    .addColumn('xpub', 'text', (c) => c.notNull())
    .addColumn('start_block', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    // Withdrawals of this wallet network (ERC20, BEP20) are paid on this chain by the hot wallet; '' = none.
    .addColumn('withdraw_network', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('chain_networks_ck', sql`confirmations >= 1 and token_decimals >= 0 and token_decimals <= 36 and min_deposit >= 0`)
    .execute();

  // One address per member and network; `address` lower-case hex, derived at path 0/<user id>.
  await withId(db, db.schema.createTable('chain_addresses'))
    .addColumn('network_id', 'bigint', (c) => c.notNull().references('chain_networks.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('derivation_index', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chain_addresses_member_uq').on('chain_addresses').columns(['network_id', 'user_id']).unique().execute();
  await db.schema.createIndex('chain_addresses_address_uq').on('chain_addresses').columns(['network_id', 'address']).unique().execute();

  // The watcher's place on each network: every block up to `scanned_to` was read; `scanned_hash`
  // is that block's hash, compared on the next pass to notice a re-org.
  await db.schema
    .createTable('chain_cursors')
    .addColumn('network_id', 'bigint', (c) => c.primaryKey().references('chain_networks.id'))
    .addColumn('scanned_to', 'bigint', (c) => c.notNull())
    .addColumn('scanned_hash', 'text')
    .addColumn('head', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('last_run_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // A token transfer to a deposit address. status: confirming → credited, or below_min (recorded,
  // never credited), or dropped (its block left the chain before enough confirmations).
  await withId(db, db.schema.createTable('chain_deposits'))
    .addColumn('network_id', 'bigint', (c) => c.notNull().references('chain_networks.id'))
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'bigint', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('raw_amount', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirmations', 'bigint', (c) => c.notNull())
    .addColumn('required', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('credited_at', 'bigint')
    .addCheckConstraint('chain_deposits_amount_ck', sql`amount >= 0`)
    .execute();
  // Exactly once per log: the key every insert and every credit goes through.
  await db.schema
    .createIndex('chain_deposits_log_uq')
    .on('chain_deposits')
    .columns(['chain_id', 'tx_hash', 'log_index'])
    .unique()
    .execute();
  await db.schema.createIndex('chain_deposits_member_idx').on('chain_deposits').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('chain_deposits_status_idx').on('chain_deposits').columns(['network_id', 'status', 'id']).execute();

  // The hot wallet's next nonce per network: kept here so that two payouts never share one.
  await db.schema
    .createTable('chain_hot_wallets')
    .addColumn('network_id', 'bigint', (c) => c.primaryKey().references('chain_networks.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // A payout of a withdrawal by the hot wallet: signed (stored before it is sent, so a restart
  // sends the same transaction again, never a second one) → sent → confirmed, or failed.
  await withId(db, db.schema.createTable('chain_broadcasts'))
    .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().references('withdrawals.id'))
    .addColumn('attempt', 'bigint', (c) => c.notNull())
    .addColumn('network_id', 'bigint', (c) => c.notNull().references('chain_networks.id'))
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('raw_amount', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull().unique())
    .addColumn('raw_tx', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint')
    .addColumn('confirmations', 'bigint', (c) => c.notNull())
    .addColumn('required', 'bigint', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chain_broadcasts_attempt_uq')
    .on('chain_broadcasts')
    .columns(['withdrawal_id', 'attempt'])
    .unique()
    .execute();
  await db.schema.createIndex('chain_broadcasts_nonce_uq').on('chain_broadcasts').columns(['network_id', 'nonce']).unique().execute();
  await db.schema.createIndex('chain_broadcasts_status_idx').on('chain_broadcasts').columns(['network_id', 'status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_broadcasts').execute();
  await db.schema.dropTable('chain_hot_wallets').execute();
  await db.schema.dropTable('chain_deposits').execute();
  await db.schema.dropTable('chain_cursors').execute();
  await db.schema.dropTable('chain_addresses').execute();
  await db.schema.dropTable('chain_networks').execute();
}
