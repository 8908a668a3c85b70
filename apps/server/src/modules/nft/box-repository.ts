import type { OddsEntry } from '@mcc/contract/fair-roll';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { insertReturningId, rowWhere } from '../shared-rows-repository';
import { oddsHash } from './fair-roll';
import type { NftBoxOddsTable, NftBoxPrizeTable, NftBoxTable, OddsReason } from './tables';

export type BoxRow = Selectable<NftBoxTable>;
export type OddsRow = Selectable<NftBoxOddsTable>;
export type PrizeRow = Selectable<NftBoxPrizeTable>;

/** Reads a stored odds table (written by `publishOdds`, so it is well formed). */
export function parseOdds(json: string): OddsEntry[] {
  return (JSON.parse(json) as OddsEntry[]).map((e) => ({ tier: e.tier, ppm: e.ppm }));
}

/** Blind boxes, the odds tables they published and their prizes. */
export class BoxRepository {
  find(db: Executor, id: bigint): Promise<BoxRow | undefined> {
    return rowWhere(db, 'nft_boxes', { id });
  }

  list(db: Executor, onSaleOnly: boolean): Promise<BoxRow[]> {
    let query = db.selectFrom('nft_boxes').selectAll();
    if (onSaleOnly) query = query.where('enabled', '=', 1n).where('odds_id', 'is not', null);
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  insert(db: Executor, values: Insertable<NftBoxTable>): Promise<bigint> {
    return insertReturningId(db, 'nft_boxes', values);
  }

  async update(db: Executor, id: bigint, set: Updateable<NftBoxTable>): Promise<void> {
    await db.updateTable('nft_boxes').set(set).where('id', '=', id).execute();
  }

  /**
   * Takes one box off the shelf: a conditional decrement of `remaining` on a box on sale. It also
   * locks the box's row until the transaction ends, so the draws of one box run one at a time and
   * each sees the stock and odds the previous one left. Null when the box is sold out or off sale.
   */
  async takeOne(db: Executor, id: bigint, now: bigint): Promise<BoxRow | null> {
    const row = await db
      .updateTable('nft_boxes')
      .set((eb) => ({ remaining: eb('remaining', '-', 1n), updated_at: now }))
      .where('id', '=', id)
      .where('remaining', '>', 0n)
      .where('enabled', '=', 1n)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /** Locks a box's row until the transaction ends (as a draw does), to change it without a draw in between. */
  async touch(db: Executor, id: bigint, now: bigint): Promise<void> {
    await db.updateTable('nft_boxes').set({ updated_at: now }).where('id', '=', id).execute();
  }

  /** Adds stock to a box (locking its row, as a draw does). */
  async addStock(db: Executor, id: bigint, add: bigint, now: bigint): Promise<void> {
    await db
      .updateTable('nft_boxes')
      .set((eb) => ({ remaining: eb('remaining', '+', add), total: eb('total', '+', add), updated_at: now }))
      .where('id', '=', id)
      .execute();
  }

  /** Records a new odds table for a box and makes it the one draws use. */
  async publishOdds(db: Executor, boxId: bigint, odds: readonly OddsEntry[], reason: OddsReason, now: bigint): Promise<OddsRow> {
    const row = await db
      .insertInto('nft_box_odds')
      .values({
        box_id: boxId,
        odds_json: JSON.stringify(odds.map((e) => ({ tier: e.tier, ppm: e.ppm }))),
        odds_hash: oddsHash(odds),
        reason,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.updateTable('nft_boxes').set({ odds_id: row.id, updated_at: now }).where('id', '=', boxId).execute();
    return row;
  }

  findOdds(db: Executor, id: bigint): Promise<OddsRow | undefined> {
    return rowWhere(db, 'nft_box_odds', { id });
  }

  /** Every odds table of the boxes, newest first. */
  async oddsOf(db: Executor, boxIds: bigint[]): Promise<OddsRow[]> {
    if (boxIds.length === 0) return [];
    return db.selectFrom('nft_box_odds').selectAll().where('box_id', 'in', boxIds).orderBy('id', 'desc').execute();
  }

  prizes(db: Executor, boxIds: bigint[]): Promise<PrizeRow[]> {
    if (boxIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('nft_box_prizes').selectAll().where('box_id', 'in', boxIds).orderBy('id').execute();
  }

  /** The prizes of a tier that still have stock, in id order: the candidates of a draw of that tier. */
  candidates(db: Executor, boxId: bigint, tier: string): Promise<PrizeRow[]> {
    return db
      .selectFrom('nft_box_prizes')
      .selectAll()
      .where('box_id', '=', boxId)
      .where('tier', '=', tier)
      .where('stock', '>', 0n)
      .orderBy('id')
      .execute();
  }

  /** Takes one prize out of stock; false when none is left. */
  async takePrize(db: Executor, prizeId: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('nft_box_prizes')
      .set((eb) => ({ stock: eb('stock', '-', 1n), updated_at: now }))
      .where('id', '=', prizeId)
      .where('stock', '>', 0n)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Adds stock of an item to a box, as a new prize or onto its existing one. */
  async addPrize(db: Executor, boxId: bigint, tier: string, itemId: bigint, add: bigint, now: bigint): Promise<void> {
    const existing = await rowWhere(db, 'nft_box_prizes', { box_id: boxId, item_id: itemId });
    if (existing) {
      await db
        .updateTable('nft_box_prizes')
        .set((eb) => ({ stock: eb('stock', '+', add), updated_at: now }))
        .where('id', '=', existing.id)
        .execute();
    } else {
      await db
        .insertInto('nft_box_prizes')
        .values({ box_id: boxId, tier, item_id: itemId, stock: add, created_at: now, updated_at: now })
        .execute();
    }
  }

  /** Stock left per tier of a box. */
  async stockByTier(db: Executor, boxId: bigint): Promise<Map<string, bigint>> {
    const rows = await db
      .selectFrom('nft_box_prizes')
      .select(['tier', sql<bigint>`cast(sum(stock) as bigint)`.as('stock')])
      .where('box_id', '=', boxId)
      .groupBy('tier')
      .execute();
    return new Map(rows.map((r) => [r.tier, r.stock]));
  }

  /** Draws per box, odds table and tier: what the observed figures are made of. */
  drawCounts(db: Executor, boxIds: bigint[]): Promise<{ box_id: bigint | null; odds_id: bigint | null; tier: string; n: bigint }[]> {
    if (boxIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('nft_draws')
      .select(['box_id', 'odds_id', 'tier', sql<bigint>`count(*)`.as('n')])
      .where('kind', '=', 'box')
      .where('box_id', 'in', boxIds)
      .groupBy(['box_id', 'odds_id', 'tier'])
      .execute();
  }
}
