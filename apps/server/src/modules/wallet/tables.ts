import type { ColumnType, Generated } from 'kysely';

/** A manual recharge: the member says what they sent, an operator confirms (credits) or rejects. */
export interface RechargeTable {
  id: Generated<bigint>;
  user_id: bigint;
  asset: string;
  network: string;
  amount: bigint;
  /** What was credited on confirmation; null before. */
  credited: bigint | null;
  tx_hash: string;
  proof: string;
  /** pending | confirmed | rejected */
  status: string;
  reason: string;
  entry_id: bigint | null;
  reviewed_by: bigint | null;
  reviewed_at: bigint | null;
  created_at: bigint;
  updated_at: bigint;
}

/** A withdrawal: amount + fee locked at request; each state change posts a ledger entry. */
export interface WithdrawalTable {
  id: Generated<bigint>;
  user_id: bigint;
  asset: string;
  network: string;
  address: string;
  amount: bigint;
  fee: bigint;
  /** pending | approving | approved | paid | rejected | cancelled */
  status: string;
  /** 0/1: above the two-approval threshold when requested. */
  needs_two_approvals: bigint;
  tx_hash: string | null;
  reason: string;
  approved_at: bigint | null;
  paid_at: bigint | null;
  decided_by: bigint | null;
  created_at: bigint;
  updated_at: bigint;
  /** The wallet it leaves from and returns to when refused: `main` (USDT) or `coinmix`. */
  wallet: ColumnType<string, string | undefined, string>;
}

/** A saved withdrawal address of a member's address book. */
export interface WithdrawAddressTable {
  id: Generated<bigint>;
  user_id: bigint;
  network: string;
  /** As the member typed it. */
  address: string;
  /** As destinations are compared (networks.ts `addressKey`); unique per member and network. */
  address_key: string;
  label: string;
  created_at: bigint;
}

/** A member's switch "withdraw only to saved addresses" (no row: off). */
export interface WithdrawAddressSettingsTable {
  user_id: bigint;
  /** 0/1 */
  only_saved: bigint;
  updated_at: bigint;
}

export interface WalletTables {
  recharges: RechargeTable;
  withdrawals: WithdrawalTable;
  withdraw_addresses: WithdrawAddressTable;
  withdraw_address_settings: WithdrawAddressSettingsTable;
}
