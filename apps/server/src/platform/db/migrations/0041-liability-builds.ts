import type { Kysely } from 'kysely';
import { dropTables, indexes, table, tableWithId } from '../columns';

// The daily liabilities tree is built through the database, a batch at a time, so the job's memory
// stays the same at any number of members: the snapshot is copied into a build's own rows in one
// statement each, leaves are hashed from them by member, and each level of the tree is made from the
// one below. The finished tree is copied to the published tables with its root, and the build's rows
// are deleted. A build a crash left behind is deleted by the next one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'liability_builds', {
    day: 'text not null',
    started_at: 'bigint not null',
  }).execute();

  await table(
    db,
    'liability_build_members',
    {
      build_id: 'bigint not null',
      user_id: 'bigint not null',
      uid: 'text not null',
      salt: 'text not null',
    },
    ['build_id', 'user_id'],
  ).execute();

  // What a member holds, as the snapshot read it: an account's balance (`purpose`), or a winning bid's
  // share in auction escrow (`purpose` null).
  await table(db, 'liability_build_holdings', {
    build_id: 'bigint not null',
    user_id: 'bigint not null',
    asset: 'text not null',
    purpose: 'text',
    amount: 'bigint not null',
  }).execute();
  await indexes(db, 'liability_build_holdings', { liability_build_holdings_member_idx: ['build_id', 'user_id'] });

  await table(db, 'liability_build_leaves', {
    build_id: 'bigint not null',
    user_id: 'bigint not null',
    leaf_hash: 'text not null',
    balances_json: 'text not null',
    parts_json: 'text not null',
  })
    .addPrimaryKeyConstraint('liability_build_leaves_pk', ['build_id', 'user_id'])
    .execute();
  await indexes(db, 'liability_build_leaves', { liability_build_leaves_hash_idx: ['build_id', 'leaf_hash'] });

  await table(
    db,
    'liability_build_nodes',
    {
      build_id: 'bigint not null',
      level: 'integer not null',
      position: 'bigint not null',
      hash: 'text not null',
    },
    ['build_id', 'level', 'position'],
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'liability_build_nodes',
    'liability_build_leaves',
    'liability_build_holdings',
    'liability_build_members',
    'liability_builds',
  ]);
}
