import type { Kysely } from 'kysely';

// The liabilities proof counts everything owed to members: a root keeps its lines per asset (members'
// accounts, auction escrow, the fund's custody) and a leaf the parts its balances are made of.
export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON `[{ asset, line, amount }]`, amounts as base-unit integer strings; '[]' for roots made before.
  await db.schema
    .alterTable('liability_roots')
    .addColumn('lines_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // JSON `[{ asset, part, amount }]` as shown to the member; '[]' for leaves made before.
  await db.schema
    .alterTable('liability_leaves')
    .addColumn('parts_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('liability_leaves').dropColumn('parts_json').execute();
  await db.schema.alterTable('liability_roots').dropColumn('lines_json').execute();
}
