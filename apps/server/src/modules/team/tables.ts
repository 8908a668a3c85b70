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

export interface TeamTables {
  team_closure: TeamClosureTable;
  team_sizes: TeamSizeTable;
}
