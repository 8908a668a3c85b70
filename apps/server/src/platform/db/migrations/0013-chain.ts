import { type Kysely, sql } from 'kysely';
import { dropTables, index, indexes, table, tableWithId } from '../columns';

// Automatic recharge on EVM chains: the networks an operator configured, each member's deposit
// address per network (derived from the operator's extended public key: no private key is kept),
// the watcher's cursor per network, and every token transfer seen to a deposit address.
// Money columns are BIGINT base units of the ledger's asset; raw token amounts (uint256) are
// decimal text. Times are ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'chain_networks', {
    name: 'text not null',
    chain_id: 'bigint not null unique',
    rpc_url: 'text not null',
    asset: 'text not null',
    token_address: 'text not null',
    token_decimals: 'bigint not null',
    confirmations: 'bigint not null',
    min_deposit: 'bigint not null',
    xpub: 'text not null',
    start_block: 'bigint not null',
    enabled: 'bigint not null',
    // Withdrawals of this wallet network (ERC20, BEP20) are paid on this chain by the hot wallet; '' = none.
    withdraw_network: "text not null default ''",
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  })
    .addCheckConstraint('chain_networks_ck', sql`confirmations >= 1 and token_decimals >= 0 and token_decimals <= 36 and min_deposit >= 0`)
    .execute();

  // One address per member and network; `address` lower-case hex, derived at path 0/<user id>.
  await tableWithId(db, 'chain_addresses', {
    network_id: 'bigint not null references chain_networks',
    user_id: 'bigint not null references users',
    address: 'text not null',
    derivation_index: 'bigint not null',
    created_at: 'bigint not null',
  }).execute();
  await index(db, 'chain_addresses', 'chain_addresses_member_uq', ['network_id', 'user_id']).unique().execute();
  await index(db, 'chain_addresses', 'chain_addresses_address_uq', ['network_id', 'address']).unique().execute();

  // The watcher's place on each network: every block up to `scanned_to` was read; `scanned_hash`
  // is that block's hash, compared on the next pass to notice a re-org.
  await table(db, 'chain_cursors', {
    network_id: 'bigint primary key references chain_networks',
    scanned_to: 'bigint not null',
    scanned_hash: 'text',
    head: 'bigint',
    last_error: 'text',
    last_run_at: 'bigint',
    updated_at: 'bigint not null',
  }).execute();

  // A token transfer to a deposit address. status: confirming → credited, or below_min (recorded,
  // never credited), or dropped (its block left the chain before enough confirmations).
  await tableWithId(db, 'chain_deposits', {
    network_id: 'bigint not null references chain_networks',
    chain_id: 'bigint not null',
    tx_hash: 'text not null',
    log_index: 'bigint not null',
    block_number: 'bigint not null',
    block_hash: 'text not null',
    user_id: 'bigint not null references users',
    address: 'text not null',
    from_address: 'text not null',
    asset: 'text not null',
    raw_amount: 'text not null',
    amount: 'bigint not null',
    status: 'text not null',
    confirmations: 'bigint not null',
    required: 'bigint not null',
    entry_id: 'bigint',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
    credited_at: 'bigint',
  })
    .addCheckConstraint('chain_deposits_amount_ck', sql`amount >= 0`)
    .execute();
  // Exactly once per log: the key every insert and every credit goes through.
  await index(db, 'chain_deposits', 'chain_deposits_log_uq', ['chain_id', 'tx_hash', 'log_index']).unique().execute();
  await indexes(db, 'chain_deposits', {
    chain_deposits_member_idx: ['user_id', 'id'],
    chain_deposits_status_idx: ['network_id', 'status', 'id'],
  });

  // The hot wallet's next nonce per network: kept here so that two payouts never share one.
  await table(db, 'chain_hot_wallets', {
    network_id: 'bigint primary key references chain_networks',
    address: 'text not null',
    next_nonce: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();

  // A payout of a withdrawal by the hot wallet: signed (stored before it is sent, so a restart
  // sends the same transaction again, never a second one) → sent → confirmed, or failed.
  await tableWithId(db, 'chain_broadcasts', {
    withdrawal_id: 'bigint not null references withdrawals',
    attempt: 'bigint not null',
    network_id: 'bigint not null references chain_networks',
    from_address: 'text not null',
    to_address: 'text not null',
    raw_amount: 'text not null',
    nonce: 'bigint not null',
    tx_hash: 'text not null unique',
    raw_tx: 'text not null',
    status: 'text not null',
    block_number: 'bigint',
    confirmations: 'bigint not null',
    required: 'bigint not null',
    error: 'text',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await index(db, 'chain_broadcasts', 'chain_broadcasts_attempt_uq', ['withdrawal_id', 'attempt']).unique().execute();
  await index(db, 'chain_broadcasts', 'chain_broadcasts_nonce_uq', ['network_id', 'nonce']).unique().execute();
  await indexes(db, 'chain_broadcasts', { chain_broadcasts_status_idx: ['network_id', 'status', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['chain_broadcasts', 'chain_hot_wallets', 'chain_deposits', 'chain_cursors', 'chain_addresses', 'chain_networks']);
}
