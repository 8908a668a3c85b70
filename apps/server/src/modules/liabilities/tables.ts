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
  /** JSON `[{ asset, line, amount }]`: what each total is made of (members' accounts, auction escrow, fund custody). */
  lines_json: Generated<string>;
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
  /** JSON `[{ asset, part, amount }]`: what the member's balances are made of, as shown to them (not hashed). */
  parts_json: Generated<string>;
  /** The leaf's place among its root's sorted leaves; null for roots published before the tree was stored. */
  leaf_index: bigint | null;
}

/** One node of a root's tree: level 0 the sorted leaf hashes, the last level the root. Never updated. */
export interface LiabilityNodeTable {
  root_id: bigint;
  level: number;
  position: bigint;
  hash: string;
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

/** A tree being built: its rows below are deleted when it is published or given up. */
export interface LiabilityBuildTable {
  id: Generated<bigint>;
  day: string;
  started_at: bigint;
}

/** A build's members, as its snapshot saw them. */
export interface LiabilityBuildMemberTable {
  build_id: bigint;
  user_id: bigint;
  uid: string;
  salt: string;
}

/** What a member held in a build's snapshot: an account's balance, or (purpose null) a winning bid's share in auction escrow. */
export interface LiabilityBuildHoldingTable {
  build_id: bigint;
  user_id: bigint;
  asset: string;
  purpose: string | null;
  amount: bigint;
}

/** A build's leaves, hashed a batch of members at a time. */
export interface LiabilityBuildLeafTable {
  build_id: bigint;
  user_id: bigint;
  leaf_hash: string;
  balances_json: string;
  parts_json: string;
}

/** A build's tree, a level at a time. */
export interface LiabilityBuildNodeTable {
  build_id: bigint;
  level: number;
  position: bigint;
  hash: string;
}

export interface LiabilitiesTables {
  member_proof_salts: MemberProofSaltTable;
  liability_roots: LiabilityRootTable;
  liability_leaves: LiabilityLeafTable;
  liability_nodes: LiabilityNodeTable;
  custody_declarations: CustodyDeclarationTable;
  liability_builds: LiabilityBuildTable;
  liability_build_members: LiabilityBuildMemberTable;
  liability_build_holdings: LiabilityBuildHoldingTable;
  liability_build_leaves: LiabilityBuildLeafTable;
  liability_build_nodes: LiabilityBuildNodeTable;
}
