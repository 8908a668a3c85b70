import type { Kysely } from 'kysely';
import { addColumns, dropColumns } from '../columns';

// The liabilities proof counts everything owed to members: a root keeps its lines per asset (members'
// accounts, auction escrow, the fund's custody) and a leaf the parts its balances are made of.
export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON `[{ asset, line, amount }]`, amounts as base-unit integer strings; '[]' for roots made before.
  await addColumns(db, 'liability_roots', { lines_json: "text not null default '[]'" });
  // JSON `[{ asset, part, amount }]` as shown to the member; '[]' for leaves made before.
  await addColumns(db, 'liability_leaves', { parts_json: "text not null default '[]'" });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'liability_leaves', ['parts_json']);
  await dropColumns(db, 'liability_roots', ['lines_json']);
}
