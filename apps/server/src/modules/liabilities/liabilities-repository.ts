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

  /** Every member account's balance: member, asset, purpose. */
  memberBalances(db: Executor) {
    return db.selectFrom('ledger_accounts').select(['user_id', 'asset', 'purpose', 'balance']).where('kind', '=', 'member').execute();
  }

  /** The balances of the platform's accounts named `names` (a system account's name is its purpose). */
  systemBalances(db: Executor, names: readonly string[]) {
    return db
      .selectFrom('ledger_accounts')
      .select(['purpose', 'asset', 'balance'])
      .where('kind', '=', 'system')
      .where('purpose', 'in', names)
      .execute();
  }

  /**
   * What the journal's lines add up to, per account kind, name or purpose, and asset, for member
   * accounts and the system accounts named `names`: the figures ledger:verify recomputes. With
   * `throughLineId`, only the lines up to it.
   */
  journalSums(db: Executor, names: readonly string[], throughLineId?: bigint) {
    let query = db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select([
        'ledger_accounts.kind',
        'ledger_accounts.purpose',
        'ledger_accounts.asset',
        (eb) => eb.fn.sum<bigint>('ledger_lines.amount').as('total'),
      ])
      .where((eb) => eb.or([eb('ledger_accounts.kind', '=', 'member'), eb('ledger_accounts.purpose', 'in', names)]))
      .groupBy(['ledger_accounts.kind', 'ledger_accounts.purpose', 'ledger_accounts.asset']);
    if (throughLineId !== undefined) query = query.where('ledger_lines.id', '<=', throughLineId);
    return query.execute();
  }

  /** The newest journal line's id (0 before the first). */
  async lastLineId(db: Executor): Promise<bigint> {
    const row = await db
      .selectFrom('ledger_lines')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return row?.id === null || row?.id === undefined ? 0n : BigInt(row.id);
  }

  /**
   * Winning bids in escrow, by buyer: orders not settled yet (no settlement entry); on a deposit lot
   * whose rest is unpaid, the deposit.
   */
  escrowByBuyer(db: Executor) {
    return db
      .selectFrom('auction_orders')
      .select(['buyer_id', 'asset', 'amount', 'deposit', 'paid_at'])
      .where('settle_entry_id', 'is', null)
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

  /** Every node of a root's tree, level by level (level 0 the sorted leaves). */
  async insertNodes(db: Executor, rootId: bigint, levels: readonly (readonly string[])[]): Promise<void> {
    const rows = levels.flatMap((level, depth) =>
      level.map((hash, position) => ({ root_id: rootId, level: depth, position: BigInt(position), hash })),
    );
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('liability_nodes')
        .values(rows.slice(i, i + 500))
        .execute();
  }

  /**
   * The stored nodes at these places of a root's tree, each by the whole primary key (one lookup
   * per place, in one statement); a place past its level's end has none.
   */
  async nodesAt(db: Executor, rootId: bigint, places: { level: number; position: bigint }[]) {
    const one = (p: { level: number; position: bigint }) =>
      db
        .selectFrom('liability_nodes')
        .select(['level', 'position', 'hash'])
        .where('root_id', '=', rootId)
        .where('level', '=', p.level)
        .where('position', '=', p.position);
    const [first, ...rest] = places;
    if (!first) return [];
    return rest.reduce((query, p) => query.unionAll(one(p)), one(first)).execute();
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
