import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type Executor, type Page, paginate } from '../../platform/db/executor';
import { bigintOrZero } from '../../platform/db/sums';
import { insertReturningId, rowsByIds, rowWhere } from '../shared-rows-repository';
import type { NftCollectionTable, NftImageTable, NftItemTable } from './tables';

export type ImageRow = Selectable<NftImageTable>;
export type CollectionRow = Selectable<NftCollectionTable>;
export type ItemRow = Selectable<NftItemTable>;
export type ItemWithImage = ItemRow & { image_url: string; image_sha256: string };

/** Images, collections and item designs, with the supply counters minting and box prizes move. */
export class CatalogRepository {
  findImage(db: Executor, id: bigint): Promise<ImageRow | undefined> {
    return rowWhere(db, 'nft_images', { id });
  }

  imageByHash(db: Executor, sha256: string): Promise<ImageRow | undefined> {
    return rowWhere(db, 'nft_images', { sha256 });
  }

  imagesByIds(db: Executor, ids: bigint[]): Promise<Map<bigint, ImageRow>> {
    return rowsByIds(db, 'nft_images', ids);
  }

  async insertImage(db: Executor, values: Insertable<NftImageTable>): Promise<ImageRow> {
    return db.insertInto('nft_images').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findCollection(db: Executor, id: bigint): Promise<CollectionRow | undefined> {
    return rowWhere(db, 'nft_collections', { id });
  }

  collections(db: Executor, enabledOnly: boolean): Promise<CollectionRow[]> {
    let query = db.selectFrom('nft_collections').selectAll();
    if (enabledOnly) query = query.where('enabled', '=', 1n);
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  collectionsByIds(db: Executor, ids: bigint[]): Promise<Map<bigint, CollectionRow>> {
    return rowsByIds(db, 'nft_collections', ids);
  }

  insertCollection(db: Executor, values: Insertable<NftCollectionTable>): Promise<bigint> {
    return insertReturningId(db, 'nft_collections', values);
  }

  async updateCollection(db: Executor, id: bigint, set: Updateable<NftCollectionTable>): Promise<void> {
    await db.updateTable('nft_collections').set(set).where('id', '=', id).execute();
  }

  /** Per collection: designs, NFTs minted (not burned) and NFTs on sale. */
  async collectionFigures(db: Executor): Promise<Map<bigint, { items: number; minted: number; onSale: number }>> {
    const items = await db
      .selectFrom('nft_items')
      .select(['collection_id', sql<bigint>`count(*)`.as('n')])
      .groupBy('collection_id')
      .execute();
    const tokens = await db
      .selectFrom('nft_tokens')
      .select([
        'collection_id',
        sql<bigint>`count(*)`.as('n'),
        sql<bigint>`cast(sum(case when state = 'listed' then 1 else 0 end) as bigint)`.as('listed'),
      ])
      .where('state', '<>', 'burned')
      .groupBy('collection_id')
      .execute();
    const figures = new Map<bigint, { items: number; minted: number; onSale: number }>();
    const of = (id: bigint) => figures.get(id) ?? figures.set(id, { items: 0, minted: 0, onSale: 0 }).get(id)!;
    for (const row of items) of(row.collection_id).items = Number(row.n);
    for (const row of tokens) {
      of(row.collection_id).minted = Number(row.n);
      of(row.collection_id).onSale = Number(row.listed ?? 0n);
    }
    return figures;
  }

  findItem(db: Executor, id: bigint): Promise<ItemWithImage | undefined> {
    return db
      .selectFrom('nft_items')
      .innerJoin('nft_images', 'nft_images.id', 'nft_items.image_id')
      .selectAll('nft_items')
      .select(['nft_images.url as image_url', 'nft_images.sha256 as image_sha256'])
      .where('nft_items.id', '=', id)
      .executeTakeFirst();
  }

  itemsByIds(db: Executor, ids: bigint[]): Promise<Map<bigint, ItemRow>> {
    return rowsByIds(db, 'nft_items', ids);
  }

  pageOfItems(db: Executor, page: number, collectionId?: bigint): Promise<Page<ItemRow>> {
    let base = db.selectFrom('nft_items');
    if (collectionId !== undefined) base = base.where('collection_id', '=', collectionId);
    return paginate(base, page, (q) => q.selectAll().orderBy('collection_id').orderBy('id'));
  }

  insertItem(db: Executor, values: Insertable<NftItemTable>): Promise<bigint> {
    return insertReturningId(db, 'nft_items', values);
  }

  async updateItem(db: Executor, id: bigint, set: Updateable<NftItemTable>): Promise<void> {
    await db.updateTable('nft_items').set(set).where('id', '=', id).execute();
  }

  /** Sets a design's supply unless it would fall below what is minted and reserved; false then. */
  async setSupply(db: Executor, id: bigint, supply: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('nft_items')
      .set({ supply, updated_at: now })
      .where('id', '=', id)
      .where(sql<boolean>`minted + reserved <= ${supply}`)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * Takes `count` of a design's free supply, as newly minted NFTs (`from: 'free'`) or out of what a
   * box reserved (`from: 'reserved'`); returns the serial of the last one, or null when the supply
   * does not allow it (a conditional update: concurrent mints never exceed the supply).
   */
  async takeSupply(db: Executor, itemId: bigint, count: bigint, from: 'free' | 'reserved', now: bigint): Promise<bigint | null> {
    let update = db.updateTable('nft_items').where('id', '=', itemId);
    if (from === 'free') {
      update = update
        .set((eb) => ({ minted: eb('minted', '+', count), updated_at: now }))
        .where(sql<boolean>`minted + reserved + ${count} <= supply`);
    } else {
      update = update
        .set((eb) => ({ minted: eb('minted', '+', count), reserved: eb('reserved', '-', count), updated_at: now }))
        .where('reserved', '>=', count);
    }
    const row = await update.returning('minted').executeTakeFirst();
    return row?.minted ?? null;
  }

  /** Reserves `count` of a design's free supply for a box; false when too little is free. */
  async reserve(db: Executor, itemId: bigint, count: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('nft_items')
      .set((eb) => ({ reserved: eb('reserved', '+', count), updated_at: now }))
      .where('id', '=', itemId)
      .where(sql<boolean>`minted + reserved + ${count} <= supply`)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Designs of a collection and tier that can still be minted, in id order (the candidates of a synthesis). */
  mintableItems(db: Executor, collectionId: bigint, tier: string): Promise<ItemRow[]> {
    return db
      .selectFrom('nft_items')
      .selectAll()
      .where('collection_id', '=', collectionId)
      .where('tier', '=', tier)
      .where(sql<boolean>`minted + reserved < supply`)
      .orderBy('id')
      .execute();
  }

  /** How many NFTs of a collection and tier can still be minted. */
  async mintableCount(db: Executor, collectionId: bigint, tier: string): Promise<number> {
    const row = await db
      .selectFrom('nft_items')
      .select(bigintOrZero(sql`sum(supply - minted - reserved)`).as('n'))
      .where('collection_id', '=', collectionId)
      .where('tier', '=', tier)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
