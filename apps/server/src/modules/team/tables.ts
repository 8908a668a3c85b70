/**
 * The invite tree as a closure to level 3: one row per (member, one of their uplines within three
 * steps), written by a database trigger when a member joins (migration 0034). Never updated.
 */
export interface TeamClosureTable {
  ancestor: bigint;
  descendant: bigint;
  /** 1 = invited by `ancestor`, 2 = by one of theirs, 3 = one step further. */
  depth: number;
}

/** How many members each member has at each level, counted up by the same trigger. */
export interface TeamSizeTable {
  user_id: bigint;
  depth: number;
  members: bigint;
}

/** A member's running staking orders and their principal in one asset (migration 0039, a trigger on `pledge_orders`). */
export interface MemberStakeTable {
  user_id: bigint;
  asset: string;
  running: bigint;
  principal: bigint;
}

/** Each member's staking figures per level and asset, moved by the same trigger. */
export interface TeamStakeTable {
  user_id: bigint;
  depth: number;
  asset: string;
  /** The level's members with a running order in the asset. */
  active: bigint;
  /** Their running principal. */
  staked: bigint;
}

export interface TeamTables {
  team_closure: TeamClosureTable;
  team_sizes: TeamSizeTable;
  member_stakes: MemberStakeTable;
  team_stakes: TeamStakeTable;
}
