import type { Kysely } from 'kysely';
import { dropTables, indexes, table, tableWithId } from '../columns';

// The liabilities proof: each member's secret salt, the daily roots with their totals, the leaves of
// each root (to answer a member's proof), and the custody operators declare per asset.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'member_proof_salts', {
    user_id: 'bigint primary key references users',
    salt: 'text not null',
    created_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'liability_roots', {
    day: 'text not null unique',
    root: 'text not null',
    leaf_count: 'bigint not null',
    totals_json: 'text not null',
    taken_at: 'bigint not null',
    created_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'liability_leaves', {
    root_id: 'bigint not null references liability_roots',
    user_id: 'bigint not null references users',
    leaf_hash: 'text not null',
    balances_json: 'text not null',
  })
    .addUniqueConstraint('liability_leaves_root_user', ['root_id', 'user_id'])
    .execute();
  await indexes(db, 'liability_leaves', { liability_leaves_root_hash_idx: ['root_id', 'leaf_hash'] });

  await tableWithId(db, 'custody_declarations', {
    asset: 'text not null references assets.code',
    amount: 'bigint not null',
    note: "text not null default ''",
    admin_id: 'bigint not null references admins',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'custody_declarations', { custody_declarations_asset_idx: ['asset', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['custody_declarations', 'liability_leaves', 'liability_roots', 'member_proof_salts']);
}
