import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor, KeysetPage, KeysetWindow } from '../../platform/db/executor';
import { countWhere, insertReturningId, pageNewestFirst, rowsByIds, rowWhere } from '../shared-rows-repository';
import type { DrawKind, NftDrawTable, NftRecipeTable, NftSeedPairTable } from './tables';

export type SeedPairRow = Selectable<NftSeedPairTable>;
export type DrawRow = Selectable<NftDrawTable>;
export type RecipeRow = Selectable<NftRecipeTable>;

/** How many statements look for the member's active pair while rotations replace it. */
const ACTIVE_PAIR_TRIES = 20;

/**
 * Runs `statement`, an update of the member's active pair, until it finds one. A statement that
 * waited for a rotation's lock finds the pair it waited for revealed, and (in PostgreSQL's read
 * committed) cannot see the pair the rotation made; the next statement sees it. A member always has
 * an active pair once they have one: the rotation reveals and makes in one transaction.
 */
async function onActivePair<T>(statement: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let tries = 0; tries < ACTIVE_PAIR_TRIES; tries++) {
    const found = await statement();
    if (found) return found;
  }
  return undefined;
}

/** Members' seed pairs, the draws made with them, and the synthesis recipes. */
export class DrawRepository {
  activePair(db: Executor, userId: bigint): Promise<SeedPairRow | undefined> {
    return rowWhere(db, 'nft_seed_pairs', { user_id: userId, status: 'active' });
  }

  findPair(db: Executor, id: bigint): Promise<SeedPairRow | undefined> {
    return rowWhere(db, 'nft_seed_pairs', { id });
  }

  pairsByIds(db: Executor, ids: bigint[]): Promise<Map<bigint, SeedPairRow>> {
    return rowsByIds(db, 'nft_seed_pairs', ids);
  }

  async insertPair(db: Executor, values: Insertable<NftSeedPairTable>): Promise<SeedPairRow> {
    return db.insertInto('nft_seed_pairs').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Takes the member's next nonce from their active pair (and locks the pair until the transaction
   * ends, so a rotation waits for the draw). Undefined when the member has no active pair.
   */
  takeNonce(db: Executor, userId: bigint): Promise<{ pair: SeedPairRow; nonce: bigint } | undefined> {
    return onActivePair(async () => {
      const pair = await db
        .updateTable('nft_seed_pairs')
        .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1n) }))
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .returningAll()
        .executeTakeFirst();
      return pair ? { pair, nonce: pair.next_nonce - 1n } : undefined;
    });
  }

  /** Reveals the member's active pair; the revealed row, or undefined when there was none. */
  reveal(db: Executor, userId: bigint, now: bigint): Promise<SeedPairRow | undefined> {
    return onActivePair(() =>
      db
        .updateTable('nft_seed_pairs')
        .set({ status: 'revealed', revealed_at: now })
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .returningAll()
        .executeTakeFirst(),
    );
  }

  /**
   * A member's revealed seed pairs, newest first: page `page`, or those older than `before` down the
   * (user_id, id) index (every pair of theirs but the active one is revealed).
   */
  pageOfRevealed(db: Executor, userId: bigint, window: KeysetWindow): Promise<KeysetPage<SeedPairRow>> {
    return pageNewestFirst(db, 'nft_seed_pairs', { user_id: userId, status: 'revealed' }, window);
  }

  async insertDraw(db: Executor, values: Insertable<NftDrawTable>): Promise<DrawRow> {
    return db.insertInto('nft_draws').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** A draw; with `userId`, only that member's (another member's reads as none). */
  findDraw(db: Executor, id: bigint, userId?: bigint): Promise<DrawRow | undefined> {
    return rowWhere(db, 'nft_draws', { id, user_id: userId });
  }

  /**
   * A member's draws, newest first: page `page`, or those older than `before` down the
   * (user_id, id) index, or (user_id, kind, id) with a kind.
   */
  pageOfMember(db: Executor, userId: bigint, window: KeysetWindow, kind?: DrawKind): Promise<KeysetPage<DrawRow>> {
    return pageNewestFirst(db, 'nft_draws', { user_id: userId, kind }, window);
  }

  /**
   * Every draw (console), newest first: page `page`, or those older than `before` down the primary
   * key, or the index of the filter: (user_id, id) or (user_id, kind, id) for a member, (box_id, id)
   * for a box, (kind, id) for a kind.
   */
  pageOfAll(
    db: Executor,
    window: KeysetWindow,
    filter: { kind?: DrawKind; boxId?: bigint; userId?: bigint },
  ): Promise<KeysetPage<DrawRow>> {
    return pageNewestFirst(db, 'nft_draws', { kind: filter.kind, box_id: filter.boxId, user_id: filter.userId }, window);
  }

  /** Draws of a box so far. */
  countOfBox(db: Executor, boxId: bigint): Promise<number> {
    return countWhere(db, 'nft_draws', { kind: 'box', box_id: boxId });
  }

  findRecipe(db: Executor, id: bigint): Promise<RecipeRow | undefined> {
    return rowWhere(db, 'nft_recipes', { id });
  }

  recipes(db: Executor, enabledOnly: boolean): Promise<RecipeRow[]> {
    let query = db.selectFrom('nft_recipes').selectAll();
    if (enabledOnly) query = query.where('enabled', '=', 1n);
    return query.orderBy('collection_id').orderBy('id').execute();
  }

  recipeOf(db: Executor, collectionId: bigint, fromTier: string): Promise<RecipeRow | undefined> {
    return rowWhere(db, 'nft_recipes', { collection_id: collectionId, from_tier: fromTier });
  }

  insertRecipe(db: Executor, values: Insertable<NftRecipeTable>): Promise<bigint> {
    return insertReturningId(db, 'nft_recipes', values);
  }

  async updateRecipe(db: Executor, id: bigint, set: Updateable<NftRecipeTable>): Promise<void> {
    await db.updateTable('nft_recipes').set(set).where('id', '=', id).execute();
  }

  /** Tries and successes per recipe. */
  async recipeFigures(db: Executor): Promise<Map<bigint, { tries: number; successes: number }>> {
    const rows = await db
      .selectFrom('nft_draws')
      .select([
        'recipe_id',
        sql<bigint>`count(*)`.as('n'),
        sql<bigint>`cast(sum(case when tier = 'success' then 1 else 0 end) as bigint)`.as('ok'),
      ])
      .where('kind', '=', 'synthesis')
      .groupBy('recipe_id')
      .execute();
    return new Map(rows.filter((r) => r.recipe_id !== null).map((r) => [r.recipe_id!, { tries: Number(r.n), successes: Number(r.ok) }]));
  }
}
