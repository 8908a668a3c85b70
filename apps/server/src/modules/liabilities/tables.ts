import type { Generated } from 'kysely';

/** A member's secret for the liabilities proof: made once, shown only to that member, hashed into their leaf. */
export interface MemberProofSaltTable {
  user_id: bigint;
  /** 64 lowercase hex characters (32 random bytes). */
  salt: string;
  created_at: bigint;
}

/** One published root of members' balances; one per day. */
export interface LiabilityRootTable {
  id: Generated<bigint>;
  /** YYYY-MM-DD in the TIME_ZONE; unique, so a day is published once however many processes run the job. */
  day: string;
  root: string;
  leaf_count: bigint;
  /** JSON `[{ asset, amount }]`: amounts as base-unit integer strings, in asset-code order. */
  totals_json: string;
  /** Unix ms of the snapshot. */
  taken_at: bigint;
  created_at: bigint;
}

/** A member's leaf in one root. */
export interface LiabilityLeafTable {
  id: Generated<bigint>;
  root_id: bigint;
  user_id: bigint;
  leaf_hash: string;
  /** JSON `[{ asset, amount }]` as the leaf hashed them (decimal strings with every decimal of the asset). */
  balances_json: string;
}

/** What an operator declared the platform holds of an asset; the newest per asset counts. Never updated. */
export interface CustodyDeclarationTable {
  id: Generated<bigint>;
  asset: string;
  amount: bigint;
  note: string;
  admin_id: bigint;
  created_at: bigint;
}

export interface LiabilitiesTables {
  member_proof_salts: MemberProofSaltTable;
  liability_roots: LiabilityRootTable;
  liability_leaves: LiabilityLeafTable;
  custody_declarations: CustodyDeclarationTable;
}
