import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { isSqlite } from '../../platform/db/columns';
import type { Executor } from '../../platform/db/executor';
import { paginate } from '../../platform/db/executor';
import { insertInBatches, insertReturningId } from '../shared-rows-repository';
import type {
  CustodyDeclarationTable,
  LiabilityBuildLeafTable,
  LiabilityBuildNodeTable,
  LiabilityLeafTable,
  LiabilityRootTable,
} from './tables';

/** The build's id as a bigint in a SELECT list (PostgreSQL does not infer a parameter's type there). */
const asBigint = (value: bigint) => sql<bigint>`cast(${value} as bigint)`;

export type RootRow = Selectable<LiabilityRootTable>;
export type LeafRow = Selectable<LiabilityLeafTable>;
export type DeclarationRow = Selectable<CustodyDeclarationTable> & { admin_username: string | null };

/** Salts, roots, leaves and custody declarations. */
export class LiabilitiesRepository {
  /** Up to `limit` members without a salt yet: their ids. */
  async membersWithoutSalt(db: Executor, limit: number): Promise<bigint[]> {
    const rows = await db
      .selectFrom('users')
      .leftJoin('member_proof_salts', 'member_proof_salts.user_id', 'users.id')
      .select('users.id')
      .where('member_proof_salts.user_id', 'is', null)
      .orderBy('users.id')
      .limit(limit)
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

  saltOf(db: Executor, userId: bigint) {
    return db.selectFrom('member_proof_salts').select('salt').where('user_id', '=', userId).executeTakeFirst();
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

  assets(db: Executor) {
    return db.selectFrom('assets').select(['code', 'scale']).orderBy('code').execute();
  }

  hasDay(db: Executor, day: string) {
    return db.selectFrom('liability_roots').select('id').where('day', '=', day).executeTakeFirst();
  }

  insertRoot(db: Executor, row: Insertable<LiabilityRootTable>): Promise<bigint> {
    return insertReturningId(db, 'liability_roots', row);
  }

  async insertLeaves(db: Executor, rows: Insertable<LiabilityLeafTable>[]): Promise<void> {
    await insertInBatches(db, 'liability_leaves', rows);
  }

  /** Every node of a root's tree, level by level (level 0 the sorted leaves). */
  async insertNodes(db: Executor, rootId: bigint, levels: readonly (readonly string[])[]): Promise<void> {
    const rows = levels.flatMap((level, depth) =>
      level.map((hash, position) => ({ root_id: rootId, level: depth, position: BigInt(position), hash })),
    );
    await insertInBatches(db, 'liability_nodes', rows);
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

  // A tree built through the database, a batch at a time (migration 0041).

  async startBuild(db: Executor, day: string, startedAt: bigint): Promise<bigint> {
    const row = await db.insertInto('liability_builds').values({ day, started_at: startedAt }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** Builds started before `startedBefore`: left behind by a process that stopped in the middle. */
  async buildsStartedBefore(db: Executor, startedBefore: bigint): Promise<bigint[]> {
    const rows = await db.selectFrom('liability_builds').select('id').where('started_at', '<', startedBefore).execute();
    return rows.map((r) => r.id);
  }

  /** Deletes a build and every row of it. */
  async dropBuild(db: Executor, buildId: bigint): Promise<void> {
    for (const table of ['liability_build_nodes', 'liability_build_leaves', 'liability_build_holdings', 'liability_build_members'] as const)
      await db.deleteFrom(table).where('build_id', '=', buildId).execute();
    await db.deleteFrom('liability_builds').where('id', '=', buildId).execute();
  }

  /** Copies every member with a salt into the build, in one statement (inside the snapshot). */
  async copyMembers(db: Executor, buildId: bigint): Promise<void> {
    await db
      .insertInto('liability_build_members')
      .columns(['build_id', 'user_id', 'uid', 'salt'])
      .expression(
        db
          .selectFrom('users')
          .innerJoin('member_proof_salts', 'member_proof_salts.user_id', 'users.id')
          .select([asBigint(buildId).as('build_id'), 'users.id', 'users.uid', 'member_proof_salts.salt']),
      )
      .execute();
  }

  /**
   * Copies what members hold into the build, in two statements (inside the snapshot): every member
   * account's balance, and every winning bid in escrow not settled yet — on a deposit lot whose rest
   * is unpaid, its deposit.
   */
  async copyHoldings(db: Executor, buildId: bigint): Promise<void> {
    const columns = ['build_id', 'user_id', 'asset', 'purpose', 'amount'] as const;
    await db
      .insertInto('liability_build_holdings')
      .columns(columns)
      .expression(
        db
          .selectFrom('ledger_accounts')
          .select([asBigint(buildId).as('build_id'), 'user_id', 'asset', 'purpose', 'balance'])
          .where('kind', '=', 'member')
          .where('user_id', 'is not', null),
      )
      .execute();
    await db
      .insertInto('liability_build_holdings')
      .columns(columns)
      .expression(
        db
          .selectFrom('auction_orders')
          .select((eb) => [
            asBigint(buildId).as('build_id'),
            'buyer_id',
            'asset',
            sql<string | null>`null`.as('purpose'),
            eb
              .case()
              .when(eb.and([eb('deposit', 'is not', null), eb('paid_at', 'is', null)]))
              .then(eb.ref('deposit'))
              .else(eb.ref('amount'))
              .end()
              .as('amount'),
          ])
          .where('settle_entry_id', 'is', null),
      )
      .execute();
  }

  /** What the build's members hold per asset: their accounts (`escrow` false) and their bids in escrow. */
  async holdingTotals(db: Executor, buildId: bigint): Promise<{ asset: string; escrow: boolean; total: bigint }[]> {
    const rows = await db
      .selectFrom('liability_build_holdings')
      .select((eb) => ['asset', eb('purpose', 'is', null).as('escrow'), eb.fn.sum<bigint>('amount').as('total')])
      .where('build_id', '=', buildId)
      .groupBy(['asset', sql`purpose is null`])
      .execute();
    return rows.map((r) => ({ asset: r.asset, escrow: Boolean(r.escrow), total: BigInt(r.total) }));
  }

  /** The build's next `limit` members after `afterUserId`, by id. */
  buildMembers(db: Executor, buildId: bigint, afterUserId: bigint, limit: number) {
    return db
      .selectFrom('liability_build_members')
      .select(['user_id', 'uid', 'salt'])
      .where('build_id', '=', buildId)
      .where('user_id', '>', afterUserId)
      .orderBy('user_id')
      .limit(limit)
      .execute();
  }

  /** What the build's members from `fromUserId` through `toUserId` hold, accounts before escrow. */
  buildHoldings(db: Executor, buildId: bigint, fromUserId: bigint, toUserId: bigint) {
    return db
      .selectFrom('liability_build_holdings')
      .select(['user_id', 'asset', 'purpose', 'amount'])
      .where('build_id', '=', buildId)
      .where('user_id', '>=', fromUserId)
      .where('user_id', '<=', toUserId)
      .execute();
  }

  async insertBuildLeaves(db: Executor, rows: Insertable<LiabilityBuildLeafTable>[]): Promise<void> {
    await insertInBatches(db, 'liability_build_leaves', rows);
  }

  /**
   * The tree's level 0: the build's leaf digests numbered in ascending order of their hex (byte
   * order: PostgreSQL's "C" collation, SQLite's own). Answers how many leaves there are and how many
   * distinct digests.
   */
  async numberLeaves(db: Executor, buildId: bigint): Promise<{ leaves: bigint; distinct: bigint }> {
    const byHash = isSqlite(db as unknown as Kysely<unknown>) ? sql`leaf_hash` : sql`leaf_hash collate "C"`;
    await db
      .insertInto('liability_build_nodes')
      .columns(['build_id', 'level', 'position', 'hash'])
      .expression(
        db
          .selectFrom('liability_build_leaves')
          .select([
            'build_id',
            sql<number>`0`.as('level'),
            sql<bigint>`row_number() over (order by ${byHash}) - 1`.as('position'),
            'leaf_hash',
          ])
          .where('build_id', '=', buildId),
      )
      .execute();
    const row = await db
      .selectFrom('liability_build_leaves')
      .select((eb) => [eb.fn.countAll<bigint>().as('leaves'), eb.fn.count<bigint>('leaf_hash').distinct().as('distinct')])
      .where('build_id', '=', buildId)
      .executeTakeFirstOrThrow();
    return { leaves: BigInt(row.leaves), distinct: BigInt(row.distinct) };
  }

  /** Up to `limit` digests of one level of the build's tree from `fromPosition` on, in order. */
  async levelRun(db: Executor, buildId: bigint, level: number, fromPosition: bigint, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('liability_build_nodes')
      .select('hash')
      .where('build_id', '=', buildId)
      .where('level', '=', level)
      .where('position', '>=', fromPosition)
      .orderBy('position')
      .limit(limit)
      .execute();
    return rows.map((r) => r.hash);
  }

  async insertBuildNodes(db: Executor, rows: Insertable<LiabilityBuildNodeTable>[]): Promise<void> {
    await insertInBatches(db, 'liability_build_nodes', rows);
  }

  /** Copies the build's leaves (each with its place among the sorted leaves) and its tree under the published root. */
  async publishBuild(db: Executor, buildId: bigint, rootId: bigint): Promise<void> {
    await db
      .insertInto('liability_leaves')
      .columns(['root_id', 'user_id', 'leaf_hash', 'balances_json', 'parts_json', 'leaf_index'])
      .expression(
        db
          .selectFrom('liability_build_leaves as l')
          .innerJoin('liability_build_nodes as n', (join) =>
            join.onRef('n.build_id', '=', 'l.build_id').on('n.level', '=', 0).onRef('n.hash', '=', 'l.leaf_hash'),
          )
          .select([asBigint(rootId).as('root_id'), 'l.user_id', 'l.leaf_hash', 'l.balances_json', 'l.parts_json', 'n.position'])
          .where('l.build_id', '=', buildId),
      )
      .execute();
    await db
      .insertInto('liability_nodes')
      .columns(['root_id', 'level', 'position', 'hash'])
      .expression(
        db
          .selectFrom('liability_build_nodes')
          .select([asBigint(rootId).as('root_id'), 'level', 'position', 'hash'])
          .where('build_id', '=', buildId),
      )
      .execute();
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

  insertDeclaration(db: Executor, row: Insertable<CustodyDeclarationTable>): Promise<bigint> {
    return insertReturningId(db, 'custody_declarations', row);
  }
}
