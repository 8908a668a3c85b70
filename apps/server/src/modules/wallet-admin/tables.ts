import type { Generated } from 'kysely';

/** An operator's balance adjustment; above the threshold it waits for a second operator. */
export interface AdjustmentTable {
  id: Generated<bigint>;
  user_id: bigint;
  asset: string;
  /** Signed base units. */
  amount: bigint;
  reason: string;
  /** applied | pending_approval | rejected */
  status: string;
  maker_id: bigint;
  maker_username: string;
  checker_id: bigint | null;
  checker_username: string | null;
  reject_reason: string;
  entry_id: bigint | null;
  created_at: bigint;
  decided_at: bigint | null;
}

/** One operator's approval of a two-approval action (withdrawal or adjustment); one per operator. */
export interface FundApprovalTable {
  id: Generated<bigint>;
  target_type: string;
  target_id: bigint;
  admin_id: bigint;
  admin_username: string;
  created_at: bigint;
}

export interface WalletAdminTables {
  adjustments: AdjustmentTable;
  fund_approvals: FundApprovalTable;
}
