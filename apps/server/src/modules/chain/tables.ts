import type { Generated } from 'kysely';

/** An EVM network automatic recharge watches: its RPC, the USDT token on it, and the rules. */
export interface ChainNetworkTable {
  id: Generated<bigint>;
  name: string;
  chain_id: bigint;
  rpc_url: string;
  /** The ledger asset a deposit credits (USDT). */
  asset: string;
  /** Lower-case hex. */
  token_address: string;
  token_decimals: bigint;
  confirmations: bigint;
  /** In the asset's base units; smaller deposits are recorded, not credited. */
  min_deposit: bigint;
  /** The operator's extended public key (account level); deposit addresses derive from it at 0/<user id>. */
  xpub: string;
  /** The first block the watcher reads. */
  start_block: bigint;
  enabled: bigint;
  /** The wallet network (ERC20, BEP20) whose approved withdrawals the hot wallet pays here; '' = none. */
  withdraw_network: Generated<string>;
  created_at: bigint;
  updated_at: bigint;
}

export interface ChainAddressTable {
  id: Generated<bigint>;
  network_id: bigint;
  user_id: bigint;
  address: string;
  derivation_index: bigint;
  created_at: bigint;
}

export interface ChainCursorTable {
  network_id: bigint;
  scanned_to: bigint;
  scanned_hash: string | null;
  head: bigint | null;
  last_error: string | null;
  last_run_at: bigint | null;
  updated_at: bigint;
}

export interface ChainDepositTable {
  id: Generated<bigint>;
  network_id: bigint;
  chain_id: bigint;
  tx_hash: string;
  log_index: bigint;
  block_number: bigint;
  block_hash: string;
  user_id: bigint;
  address: string;
  from_address: string;
  asset: string;
  raw_amount: string;
  amount: bigint;
  /** confirming | credited | below_min | dropped */
  status: string;
  confirmations: bigint;
  required: bigint;
  entry_id: bigint | null;
  created_at: bigint;
  updated_at: bigint;
  credited_at: bigint | null;
}

export interface ChainHotWalletTable {
  network_id: bigint;
  address: string;
  next_nonce: bigint;
  updated_at: bigint;
}

export interface ChainBroadcastTable {
  id: Generated<bigint>;
  withdrawal_id: bigint;
  attempt: bigint;
  network_id: bigint;
  from_address: string;
  to_address: string;
  raw_amount: string;
  nonce: bigint;
  tx_hash: string;
  /** The signed transaction (no key): sent again unchanged after a restart. */
  raw_tx: string;
  /** signed | sent | unresolved (held for an operator to reconcile) | confirmed | failed */
  status: string;
  block_number: bigint | null;
  confirmations: bigint;
  required: bigint;
  error: string | null;
  created_at: bigint;
  updated_at: bigint;
}

export interface ChainTables {
  chain_networks: ChainNetworkTable;
  chain_addresses: ChainAddressTable;
  chain_cursors: ChainCursorTable;
  chain_deposits: ChainDepositTable;
  chain_hot_wallets: ChainHotWalletTable;
  chain_broadcasts: ChainBroadcastTable;
}
