import { nowMs, unixSeconds } from '../../platform/clock';
import { keysetWindow } from '../../platform/db/executor';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import { amountOrRefuse } from '../ledger/amount-input';
import { formatFor } from '../ledger/assets';
import { type ConsoleActor, type Data, en, type Input, type NftConsole } from './nft-console';
import type { NftMarketService } from './nft-market-service';
import { nftMessages as m } from './nft-messages';
import { openListing } from './token-repository';

/** The console's view of the marketplace: every listing, and the platform's primary sales (put on sale, taken off). */
export class NftListingsAdmin {
  constructor(
    private readonly c: NftConsole,
    private readonly market: NftMarketService,
  ) {}

  async listings(query: Input<'listings'>): Promise<Data<'listings'>> {
    const { db, repos } = this.c;
    const page = await repos.listings.pageOfAll(db, keysetWindow(query), { status: query.status, seller: query.seller });
    const tokens = new Map(
      (
        await repos.tokens.byIds(
          db,
          page.list.map((l) => l.token_id),
        )
      ).map((t) => [t.id, t]),
    );
    const items = await repos.catalog.itemsByIds(
      db,
      [...tokens.values()].map((t) => t.item_id),
    );
    const people = await this.c.uids(page.list.flatMap((l) => [l.seller_id, l.buyer_id]));
    const list = [];
    for (const l of page.list) {
      const token = tokens.get(l.token_id)!;
      const asset = await this.c.assets.require(l.asset);
      list.push({
        id: Number(l.id),
        token_id: Number(l.token_id),
        name: en(items.get(token.item_id)?.name_json ?? '{}'),
        tier: token.tier,
        serial: Number(token.serial),
        seller_uid: people(l.seller_id),
        buyer_uid: people(l.buyer_id),
        asset: l.asset,
        price: formatFor(asset, l.price),
        fee: formatFor(asset, l.fee),
        royalty: formatFor(asset, l.royalty),
        status: l.status,
        entry_id: l.entry_id === null ? null : Number(l.entry_id),
        created_at: unixSeconds(l.created_at),
        closed_at: l.closed_at === null ? null : unixSeconds(l.closed_at),
      });
    }
    return { ...page, list };
  }

  /** Puts one of the platform's held NFTs on sale (a primary sale: the price goes to `nft_sales`). */
  async createListing(actor: ConsoleActor, body: Input<'createListing'>): Promise<Data<'createListing'>> {
    const { db, repos } = this.c;
    const token = await repos.tokens.find(db, BigInt(body.token_id));
    if (!token) return refuse(m.nftNotFound, {}, 'token_id');
    if (token.owner_id !== null || token.state !== 'held') refuse(m.notPlatformStock, {}, 'token_id');
    const asset = await this.c.assets.require('USDT');
    const price = amountOrRefuse(body.price, asset, { field: 'price' });
    const now = nowMs(this.c.clock);
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await openListing(trx, repos, { tokenId: token.id, sellerId: null, asset: asset.code, price, now });
        if (id === null) return refuse(m.notPlatformStock, {}, 'token_id');
        await this.c.record(
          actor,
          { action: 'nft.listing.create', targetType: 'nft_listing', targetId: id, after: { token_id: body.token_id, price: body.price } },
          trx,
        );
        return { id: Number(id) };
      });
    } catch (error) {
      if (uniqueViolationColumn(error) !== null) refuse(m.notPlatformStock, {}, 'token_id');
      throw error;
    }
  }

  async cancelListing(actor: ConsoleActor, body: Input<'cancelListing'>): Promise<Data<'cancelListing'>> {
    const listing = await this.c.repos.listings.find(this.c.db, BigInt(body.listing_id));
    if (!listing || listing.seller_id !== null) return refuse(m.listingNotFound, {}, 'listing_id');
    await this.c.db.transaction().execute(async (trx) => {
      await this.market.closeListing(trx, listing, null);
      await this.c.record(actor, { action: 'nft.listing.cancel', targetType: 'nft_listing', targetId: listing.id }, trx);
    });
    return { id: Number(listing.id) };
  }
}
