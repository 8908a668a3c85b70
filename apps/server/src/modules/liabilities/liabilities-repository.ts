import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { paginate } from '../../platform/db/executor';
import type { CustodyDeclarationTable, LiabilityLeafTable, LiabilityRootTable } from './tables';

export type RootRow = Selectable<LiabilityRootTable>;
export type LeafRow = Selectable<LiabilityLeafTable>;
export type DeclarationRow = Selectable<CustodyDeclarationTable> & { admin_username: string | null };

/** Salts, roots, leaves and custody declarations. */
export class LiabilitiesRepository {
  /** Members without a salt yet: their ids. */
  async membersWithoutSalt(db: Executor): Promise<bigint[]> {
    const rows = await db
      .selectFrom('users')
      .leftJoin('member_proof_salts', 'member_proof_salts.user_id', 'users.id')
      .select('users.id')
      .where('member_proof_salts.user_id', 'is', null)
      .execute();
    return rows.map((r) => r.id);
  }

  async insertSalts(db: Executor, rows: { user_id: bigint; salt: string; created_at: bigint }[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('member_proof_salts')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    }
  }

  /** Every member with their UID and salt. */
  members(db: Executor) {
    return db
      .selectFrom('users')
      .innerJoin('member_proof_salts', 'member_proof_salts.user_id', 'users.id')
      .select(['users.id', 'users.uid', 'member_proof_salts.salt'])
      .orderBy('users.id')
      .execute();
  }

  saltOf(db: Executor, userId: bigint) {
    return db.selectFrom('member_proof_salts').select('salt').where('user_id', '=', userId).executeTakeFirst();
  }

  /** Every member's balance per asset, every purpose summed. */
  memberBalances(db: Executor) {
    return db
      .selectFrom('ledger_accounts')
      .select(['user_id', 'asset', (eb) => eb.fn.sum<bigint>('balance').as('balance')])
      .where('kind', '=', 'member')
      .groupBy(['user_id', 'asset'])
      .execute();
  }

  assets(db: Executor) {
    return db.selectFrom('assets').select(['code', 'scale']).orderBy('code').execute();
  }

  hasDay(db: Executor, day: string) {
    return db.selectFrom('liability_roots').select('id').where('day', '=', day).executeTakeFirst();
  }

  async insertRoot(db: Executor, row: Insertable<LiabilityRootTable>): Promise<bigint> {
    const inserted = await db.insertInto('liability_roots').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async insertLeaves(db: Executor, rows: Insertable<LiabilityLeafTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('liability_leaves')
        .values(rows.slice(i, i + 500))
        .execute();
  }

  latest(db: Executor): Promise<RootRow | undefined> {
    return db.selectFrom('liability_roots').selectAll().orderBy('day', 'desc').limit(1).executeTakeFirst();
  }

  page(db: Executor, page: number) {
    return paginate(db.selectFrom('liability_roots'), page, (q) => q.selectAll().orderBy('day', 'desc'));
  }

  leafOf(db: Executor, rootId: bigint, userId: bigint): Promise<LeafRow | undefined> {
    return db.selectFrom('liability_leaves').selectAll().where('root_id', '=', rootId).where('user_id', '=', userId).executeTakeFirst();
  }

  async leafHashes(db: Executor, rootId: bigint): Promise<string[]> {
    const rows = await db.selectFrom('liability_leaves').select('leaf_hash').where('root_id', '=', rootId).orderBy('leaf_hash').execute();
    return rows.map((r) => r.leaf_hash);
  }

  /** The newest declaration of each asset that has one. */
  async latestDeclarations(db: Executor): Promise<DeclarationRow[]> {
    const newest = db
      .selectFrom('custody_declarations')
      .select((eb) => eb.fn.max('id').as('id'))
      .groupBy('asset');
    return db
      .selectFrom('custody_declarations')
      .leftJoin('admins', 'admins.id', 'custody_declarations.admin_id')
      .selectAll('custody_declarations')
      .select('admins.username as admin_username')
      .where('custody_declarations.id', 'in', newest)
      .execute();
  }

  async insertDeclaration(db: Executor, row: Insertable<CustodyDeclarationTable>): Promise<bigint> {
    const inserted = await db.insertInto('custody_declarations').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }
}
