import type { Generated } from 'kysely';

/** A currency the ledger holds. A new asset is a row, not code. */
export interface AssetTable {
  code: string;
  name: string;
  /** Decimals of the base unit: amounts are stored as integers of 10^-scale. */
  scale: bigint;
  /** Decimals a member may type. */
  input_decimals: bigint;
  sort_order: bigint;
  /** 0/1: members may send it to each other. */
  transferable: bigint;
  /** 0/1: members may withdraw it to an address. */
  withdrawable: bigint;
  created_at: bigint;
}

/**
 * A balance: a member's (per asset and purpose) or a system account's (per name and asset).
 * `balance` is a cache of the sum of the account's journal lines, updated in the same transaction.
 */
export interface LedgerAccountTable {
  id: Generated<bigint>;
  /** `member:<user id>:<asset>:<purpose>` or `system:<name>:<asset>`; unique. */
  key: string;
  kind: string;
  user_id: bigint | null;
  asset: string;
  /** The member purpose (`available`, `locked`, ...) or the system account's name. */
  purpose: string;
  balance: bigint;
  /** 0/1: only external mirrors may go below zero; everything else is checked on every debit. */
  allow_negative: bigint;
  created_at: bigint;
  updated_at: bigint;
}

/** One balanced posting. Never updated or deleted (a trigger refuses it). */
export interface LedgerEntryTable {
  id: Generated<bigint>;
  kind: string;
  /** Free text, e.g. an operator's reason. */
  memo: string;
  /** JSON of the values the localised memo is built from (counterparty UID, order id...). */
  params_json: string | null;
  ref_type: string | null;
  ref_id: string | null;
  admin_id: bigint | null;
  created_at: bigint;
}

/** One signed change of one account inside an entry. Never updated or deleted (a trigger refuses it). */
export interface LedgerLineTable {
  id: Generated<bigint>;
  entry_id: bigint;
  account_id: bigint;
  user_id: bigint | null;
  asset: string;
  /** Signed base units: positive adds to the account. */
  amount: bigint;
  balance_after: bigint;
  /** What the member sees as the detail's type (`transfer`, `recharge`, ...). */
  type: string;
  created_at: bigint;
}

/** One run of ledger:verify (the daily job or the command line) and what it found. */
export interface LedgerVerifyRunTable {
  id: Generated<bigint>;
  /** The day (YYYY-MM-DD in TIME_ZONE) the run checked the books for. */
  day: string;
  /** `jobs` (the daily jobs) or `cli` (npm run ledger:verify). */
  trigger: string;
  /** 0/1. */
  ok: bigint;
  differences: bigint;
  entries: bigint;
  accounts: bigint;
  /** JSON list of the first differences' sentences. */
  problems_json: string;
  started_at: bigint;
  finished_at: bigint;
}

export interface LedgerTables {
  assets: AssetTable;
  ledger_accounts: LedgerAccountTable;
  ledger_entries: LedgerEntryTable;
  ledger_lines: LedgerLineTable;
  ledger_verify_runs: LedgerVerifyRunTable;
}
