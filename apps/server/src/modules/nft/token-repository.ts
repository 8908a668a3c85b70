import { type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../../platform/db/executor';
import { bigintOrZero } from '../../platform/db/sums';
import { countWhere, insertReturningId, pageNewestFirst, rowsWhere, rowWhere, updateIfStill } from '../shared-rows-repository';
import type { ListingStatus, NftListingTable, NftProvenanceTable, NftTokenTable, ProvenanceEvent, TokenState } from './tables';

export type TokenRow = Selectable<NftTokenTable>;
export type ProvenanceRow = Selectable<NftProvenanceTable>;
export type ListingRow = Selectable<NftListingTable>;

/** What holds a listed NFT: its listing. */
export function listingLock(listingId: bigint): string {
  return `listing:${listingId}`;
}

/**
 * NFTs and their provenance. Every change of owner or state is a conditional update on the state
 * the caller saw, so two actions racing on one NFT cannot both succeed.
 *
 * Another module locks an NFT the same way (the auction puts one on sale): `lock(db, id, owner,
 * 'auction:<id>')` moves it from `held` to `locked`, `release` brings it back, and `transferLocked`
 * hands it to the winner; a locked NFT cannot be listed, bought, burned or locked again.
 */
export class TokenRepository {
  /** How many NFTs of a collection and tier the member holds (not listed, not locked). */
  countHeld(db: Executor, userId: bigint, collectionId: bigint, tier: string): Promise<number> {
    return countWhere(db, 'nft_tokens', { owner_id: userId, state: 'held', collection_id: collectionId, tier });
  }

  find(db: Executor, id: bigint): Promise<TokenRow | undefined> {
    return rowWhere(db, 'nft_tokens', { id });
  }

  async byIds(db: Executor, ids: bigint[]): Promise<TokenRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('nft_tokens')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  async insert(db: Executor, values: Insertable<NftTokenTable>): Promise<TokenRow> {
    return db.insertInto('nft_tokens').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** Moves an NFT of `ownerId` (null = the platform) from one state to another; false when it was not in `from`. */
  move(
    db: Executor,
    id: bigint,
    ownerId: bigint | null,
    from: { state: TokenState; lockedBy?: string | null },
    to: { state: TokenState; lockedBy: string | null; ownerId?: bigint | null },
    now: bigint,
  ): Promise<boolean> {
    return updateIfStill(
      db,
      'nft_tokens',
      { id, state: from.state, owner_id: ownerId, locked_by: from.lockedBy },
      { state: to.state, locked_by: to.lockedBy, updated_at: now, ...(to.ownerId !== undefined ? { owner_id: to.ownerId } : {}) },
    );
  }

  /** Locks a held NFT for another module (`auction:<id>`); false when it is not the owner's or not held. */
  lock(db: Executor, id: bigint, ownerId: bigint, lockedBy: string, now: bigint): Promise<boolean> {
    return this.move(db, id, ownerId, { state: 'held', lockedBy: null }, { state: 'locked', lockedBy }, now);
  }

  /** Gives a locked NFT back to its owner. */
  release(db: Executor, id: bigint, ownerId: bigint, lockedBy: string, now: bigint): Promise<boolean> {
    return this.move(db, id, ownerId, { state: 'locked', lockedBy }, { state: 'held', lockedBy: null }, now);
  }

  /** Hands a locked NFT to a new owner, held by them (an auction's winner). */
  transferLocked(db: Executor, id: bigint, ownerId: bigint, lockedBy: string, newOwnerId: bigint, now: bigint): Promise<boolean> {
    return this.move(db, id, ownerId, { state: 'locked', lockedBy }, { state: 'held', lockedBy: null, ownerId: newOwnerId }, now);
  }

  /** Burns held NFTs of a member that match the collection and tier; returns how many burned. */
  async burn(db: Executor, ids: bigint[], ownerId: bigint, collectionId: bigint, tier: string, now: bigint): Promise<number> {
    const result = await db
      .updateTable('nft_tokens')
      .set({ state: 'burned', owner_id: null, locked_by: null, updated_at: now })
      .where('id', 'in', ids)
      .where('owner_id', '=', ownerId)
      .where('state', '=', 'held')
      .where('collection_id', '=', collectionId)
      .where('tier', '=', tier)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async addProvenance(
    db: Executor,
    events: {
      tokenId: bigint;
      event: ProvenanceEvent;
      from: bigint | null;
      to: bigint | null;
      asset?: string;
      price?: bigint;
      ref?: { type: string; id: bigint };
    }[],
    now: bigint,
  ): Promise<void> {
    if (events.length === 0) return;
    await db
      .insertInto('nft_provenance')
      .values(
        events.map((e) => ({
          token_id: e.tokenId,
          event: e.event,
          from_user_id: e.from,
          to_user_id: e.to,
          asset: e.asset ?? null,
          price: e.price ?? null,
          ref_type: e.ref?.type ?? null,
          ref_id: e.ref?.id ?? null,
          created_at: now,
        })),
      )
      .execute();
  }

  provenance(db: Executor, tokenId: bigint): Promise<ProvenanceRow[]> {
    return rowsWhere(db, 'nft_provenance', { token_id: tokenId });
  }

  /** A member's NFTs (not burned), newest first: page `page`, or those older than `before` down the (owner_id, id) index. */
  pageOfOwner(
    db: Executor,
    ownerId: bigint,
    window: KeysetWindow,
    filter: { collectionId?: bigint; tier?: string; state?: TokenState },
  ): Promise<KeysetPage<TokenRow>> {
    let base = db.selectFrom('nft_tokens').where('owner_id', '=', ownerId).where('state', '<>', 'burned');
    if (filter.collectionId !== undefined) base = base.where('collection_id', '=', filter.collectionId);
    if (filter.tier !== undefined) base = base.where('tier', '=', filter.tier);
    if (filter.state !== undefined) base = base.where('state', '=', filter.state);
    return paginateBefore(db, base, 'nft_tokens.id', window, (q) => q.selectAll().orderBy('id', 'desc'));
  }

  /**
   * All NFTs, or the platform's stock, newest first (console): page `page`, or those older than
   * `before` down the primary key (of a design, the (item_id, id) index; the platform's, the partial
   * index of NFTs without an owner).
   */
  pageOfAll(db: Executor, window: KeysetWindow, filter: { itemId?: bigint; platformOnly: boolean }): Promise<KeysetPage<TokenRow>> {
    let base = db.selectFrom('nft_tokens');
    if (filter.itemId !== undefined) base = base.where('item_id', '=', filter.itemId);
    if (filter.platformOnly) base = base.where('owner_id', 'is', null).where('state', '<>', 'burned');
    return paginateBefore(db, base, 'nft_tokens.id', window, (q) => q.selectAll().orderBy('id', 'desc'));
  }

  /** A member's count of NFTs (not burned) and of those on sale. */
  async countsOf(db: Executor, ownerId: bigint): Promise<{ count: number; listed: number }> {
    const row = await db
      .selectFrom('nft_tokens')
      .select([sql<bigint>`count(*)`.as('n'), bigintOrZero(sql`sum(case when state = 'listed' then 1 else 0 end)`).as('listed')])
      .where('owner_id', '=', ownerId)
      .where('state', '<>', 'burned')
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), listed: Number(row.listed) };
  }

  /** Held platform NFTs per design (the console's primary-sale stock). */
  async platformStock(db: Executor, itemIds: bigint[]): Promise<Map<bigint, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('nft_tokens')
      .select(['item_id', sql<bigint>`count(*)`.as('n')])
      .where('item_id', 'in', itemIds)
      .where('owner_id', 'is', null)
      .where('state', '=', 'held')
      .groupBy('item_id')
      .execute();
    return new Map(rows.map((r) => [r.item_id, Number(r.n)]));
  }
}

/** Listings of the marketplace. */
export class ListingRepository {
  find(db: Executor, id: bigint): Promise<ListingRow | undefined> {
    return rowWhere(db, 'nft_listings', { id });
  }

  openOf(db: Executor, tokenId: bigint): Promise<ListingRow | undefined> {
    return rowWhere(db, 'nft_listings', { token_id: tokenId, status: 'open' });
  }

  async openByTokens(db: Executor, tokenIds: bigint[]): Promise<Map<bigint, ListingRow>> {
    if (tokenIds.length === 0) return new Map();
    const rows = await db.selectFrom('nft_listings').selectAll().where('token_id', 'in', tokenIds).where('status', '=', 'open').execute();
    return new Map(rows.map((r) => [r.token_id, r]));
  }

  insert(db: Executor, values: Insertable<NftListingTable>): Promise<bigint> {
    return insertReturningId(db, 'nft_listings', values);
  }

  /**
   * Closes an open listing as sold to `buyerId` at exactly `price` (the price the buyer saw); null
   * when it is no longer open at that price or the buyer is its seller. Of concurrent buyers exactly
   * one gets the row.
   */
  async sell(
    db: Executor,
    id: bigint,
    sale: { buyerId: bigint; price: bigint; fee: bigint; royalty: bigint },
    now: bigint,
  ): Promise<ListingRow | null> {
    const row = await db
      .updateTable('nft_listings')
      .set({ status: 'sold', buyer_id: sale.buyerId, fee: sale.fee, royalty: sale.royalty, updated_at: now, closed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('price', '=', sale.price)
      .where((eb) => eb.or([eb('seller_id', 'is', null), eb('seller_id', '<>', sale.buyerId)]))
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  async setEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('nft_listings').set({ entry_id: entryId }).where('id', '=', id).execute();
  }

  /** Changes an open listing of `sellerId` (null = the platform); false when it is not open or not theirs. */
  change(
    db: Executor,
    id: bigint,
    sellerId: bigint | null,
    set: { price?: bigint; status?: ListingStatus },
    now: bigint,
  ): Promise<boolean> {
    return updateIfStill(
      db,
      'nft_listings',
      { id, status: 'open', seller_id: sellerId },
      { ...set, updated_at: now, ...(set.status && set.status !== 'open' ? { closed_at: now } : {}) },
    );
  }

  /**
   * Open listings, newest first, with the NFT's collection and tier to filter on: page `page`, or
   * those older than `before` down the (status, id) index, each joined to its NFT by key.
   */
  pageOfOpen(db: Executor, window: KeysetWindow, filter: { collectionId?: bigint; tier?: string }): Promise<KeysetPage<ListingRow>> {
    let base = db
      .selectFrom('nft_listings')
      .innerJoin('nft_tokens', 'nft_tokens.id', 'nft_listings.token_id')
      .where('nft_listings.status', '=', 'open');
    if (filter.collectionId !== undefined) base = base.where('nft_tokens.collection_id', '=', filter.collectionId);
    if (filter.tier !== undefined) base = base.where('nft_tokens.tier', '=', filter.tier);
    return paginateBefore(db, base, 'nft_listings.id', window, (q) => q.selectAll('nft_listings').orderBy('nft_listings.id', 'desc'));
  }

  /** A seller's listings, newest first: page `page`, or those older than `before` down the (seller_id, id) index. */
  pageOfSeller(db: Executor, sellerId: bigint, window: KeysetWindow, status?: ListingStatus): Promise<KeysetPage<ListingRow>> {
    return pageNewestFirst(db, 'nft_listings', { seller_id: sellerId, status }, window);
  }

  /**
   * Every listing (console), newest first: page `page`, or those older than `before` down the
   * primary key (with a status, the (status, id) index; the platform's, the partial indexes of
   * listings without a seller).
   */
  pageOfAll(
    db: Executor,
    window: KeysetWindow,
    filter: { status?: ListingStatus; seller?: 'platform' | 'members' },
  ): Promise<KeysetPage<ListingRow>> {
    let base = db.selectFrom('nft_listings');
    if (filter.status) base = base.where('status', '=', filter.status);
    if (filter.seller === 'platform') base = base.where('seller_id', 'is', null);
    if (filter.seller === 'members') base = base.where('seller_id', 'is not', null);
    return paginateBefore(db, base, 'nft_listings.id', window, (q) => q.selectAll().orderBy('id', 'desc'));
  }
}

/**
 * Puts a held NFT on sale at `price`: the listing row, and the token moved from held to listed
 * under the listing's lock, both in `trx`. The listing's id, or null when the token was not held by
 * `sellerId` (null: the platform's stock) any more.
 */
export async function openListing(
  trx: Executor,
  repos: { listings: ListingRepository; tokens: TokenRepository },
  listing: { tokenId: bigint; sellerId: bigint | null; asset: string; price: bigint; now: bigint },
): Promise<bigint | null> {
  const { tokenId, sellerId, asset, price, now } = listing;
  const id = await repos.listings.insert(trx, {
    token_id: tokenId,
    seller_id: sellerId,
    asset,
    price,
    status: 'open',
    buyer_id: null,
    entry_id: null,
    created_at: now,
    updated_at: now,
    closed_at: null,
  });
  const moved = await repos.tokens.move(
    trx,
    tokenId,
    sellerId,
    { state: 'held', lockedBy: null },
    { state: 'listed', lockedBy: listingLock(id) },
    now,
  );
  return moved ? id : null;
}
