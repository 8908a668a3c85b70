import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { MarketItem, NftCollection, nftApi } from '@mcc/contract/nft';
import type { Kysely } from 'kysely';
import { unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import { keysetWindow } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { formatRate, RATE_ONE } from '../../platform/rate';
import { type AssetRegistry, formatFor } from '../ledger/assets';
import type { SettingsService } from '../settings/settings-service';
import { peopleOf } from '../shared-people';
import { marketRules } from './nft-market-service';
import { nftMessages as m } from './nft-messages';
import type { NftRepos } from './nft-repos';
import { bpPercent, type NftViews } from './nft-views';
import { BP_ONE } from './sale-math';
import type { TokenState } from './tables';
import type { ListingRow } from './token-repository';

/** How many listings and collections the NFT home shows. */
const HOME_LISTINGS = 6;
const HOME_BANNERS = 4;

/**
 * What members browse: the NFT home, the collections, the listings on sale, their own NFTs and
 * listings, and one NFT with its owner, listing and provenance. Reads only; trading is
 * `NftMarketService`'s.
 */
export class NftBrowseService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly assets: AssetRegistry,
    private readonly settings: SettingsService,
    private readonly repos: NftRepos,
    private readonly views: NftViews,
  ) {}

  /** The NFT home: banners, collections, newest listings, boxes on sale, the game and the member's count. */
  async home(userId: bigint, language: Language): Promise<DataOf<typeof nftApi.home>> {
    const { boxes, catalog, draws, tokens } = this.repos;
    const [collections, boxRows, recipes, mine, market] = await Promise.all([
      this.collections(language),
      boxes.list(this.db, true),
      draws.recipes(this.db, true),
      tokens.countsOf(this.db, userId),
      this.market({ page: 1 }, language),
    ]);
    const images = await catalog.imagesByIds(
      this.db,
      boxRows.flatMap((b) => (b.image_id === null ? [] : [b.image_id])),
    );
    const boxList = [];
    for (const box of boxRows) {
      boxList.push({
        id: Number(box.id),
        name: pickText(parseText(box.name_json), language),
        image: box.image_id === null ? '' : (images.get(box.image_id)?.url ?? ''),
        asset: box.asset,
        price: await this.views.money(box.asset, box.price),
        remaining: Number(box.remaining),
        total: Number(box.total),
      });
    }
    const banners = [
      ...boxList
        .filter((b) => b.image && b.remaining > 0)
        .map((b) => ({
          kind: 'box' as const,
          id: b.id,
          title: b.name,
          subtitle: `${b.price} ${b.asset}`,
          image: b.image,
          link: `/pages/nft/luckbox?id=${b.id}`,
        })),
      ...collections
        .filter((c) => c.image)
        .map((c) => ({
          kind: 'collection' as const,
          id: c.id,
          title: c.name,
          subtitle: c.description,
          image: c.image,
          link: `/pages/nft/nft?collection_id=${c.id}`,
        })),
    ].slice(0, HOME_BANNERS);
    return {
      banners,
      collections,
      listings: market.list.slice(0, HOME_LISTINGS),
      boxes: boxList,
      game: { recipes: recipes.length },
      mine,
    };
  }

  async collections(language: Language): Promise<NftCollection[]> {
    const { catalog } = this.repos;
    const rows = await catalog.collections(this.db, true);
    const figures = await catalog.collectionFigures(this.db);
    const images = await catalog.imagesByIds(
      this.db,
      rows.flatMap((c) => (c.image_id === null ? [] : [c.image_id])),
    );
    return rows.map((c) => {
      const f = figures.get(c.id) ?? { items: 0, minted: 0, onSale: 0 };
      return {
        id: Number(c.id),
        name: pickText(parseText(c.name_json), language),
        description: pickText(parseText(c.description_json), language),
        image: c.image_id === null ? '' : (images.get(c.image_id)?.url ?? ''),
        royalty_percent: bpPercent(c.royalty_bp),
        items: f.items,
        minted: f.minted,
        on_sale: f.onSale,
      };
    });
  }

  /** Open listings, newest first, optionally of one collection or tier. */
  async market(query: ParsedOf<typeof nftApi.market>, language: Language): Promise<DataOf<typeof nftApi.market>> {
    const page = await this.repos.listings.pageOfOpen(this.db, keysetWindow(query), {
      collectionId: query.collection_id === undefined ? undefined : BigInt(query.collection_id),
      tier: query.tier,
    });
    return { ...page, list: await this.#marketItems(this.db, page.list, language) };
  }

  async mine(userId: bigint, query: ParsedOf<typeof nftApi.mine>, language: Language): Promise<DataOf<typeof nftApi.mine>> {
    const page = await this.repos.tokens.pageOfOwner(this.db, userId, keysetWindow(query), {
      collectionId: query.collection_id === undefined ? undefined : BigInt(query.collection_id),
      tier: query.tier,
      state: query.state as TokenState | undefined,
    });
    return { ...page, list: await this.views.cards(this.db, page.list, language) };
  }

  async myListings(
    userId: bigint,
    query: ParsedOf<typeof nftApi.myListings>,
    language: Language,
  ): Promise<DataOf<typeof nftApi.myListings>> {
    const page = await this.repos.listings.pageOfSeller(this.db, userId, keysetWindow(query), query.status);
    const tokens = new Map(
      (
        await this.repos.tokens.byIds(
          this.db,
          page.list.map((l) => l.token_id),
        )
      ).map((t) => [t.id, t]),
    );
    const ordered = page.list.map((l) => tokens.get(l.token_id)!);
    const cards = await this.views.cards(
      this.db,
      ordered,
      language,
      new Map(page.list.filter((l) => l.status === 'open').map((l) => [l.token_id, l])),
    );
    const people = await peopleOf(
      this.db,
      page.list.map((l) => l.buyer_id),
    );
    const list = [];
    for (const [i, l] of page.list.entries()) {
      const asset = await this.assets.require(l.asset);
      list.push({
        listing_id: Number(l.id),
        status: l.status,
        asset: l.asset,
        price: formatFor(asset, l.price),
        fee: formatFor(asset, l.fee),
        royalty: formatFor(asset, l.royalty),
        proceeds: formatFor(asset, l.status === 'sold' ? l.price - l.fee - l.royalty : 0n),
        buyer: people(l.buyer_id),
        created_at: unixSeconds(l.created_at),
        closed_at: l.closed_at === null ? null : unixSeconds(l.closed_at),
        token: cards[i]!,
      });
    }
    return { ...page, list };
  }

  /** One NFT, as any member may see it; refuses an id that does not exist. */
  async detail(userId: bigint, id: bigint, language: Language): Promise<DataOf<typeof nftApi.detail>> {
    const { catalog, tokens, listings } = this.repos;
    const token = await tokens.find(this.db, id);
    if (!token) return refuse(m.nftNotFound, {}, 'id');
    const [item, collection, listing, provenance, rules] = await Promise.all([
      catalog.findItem(this.db, token.item_id),
      catalog.findCollection(this.db, token.collection_id),
      token.state === 'listed' ? listings.openOf(this.db, token.id) : Promise.resolve(undefined),
      tokens.provenance(this.db, token.id),
      marketRules(this.settings, this.assets),
    ]);
    if (!item || !collection) throw new Error(`nft: token ${token.id} without its design`);
    const person = await peopleOf(this.db, [
      token.owner_id,
      listing?.seller_id ?? null,
      ...provenance.flatMap((p) => [p.from_user_id, p.to_user_id]),
    ]);
    let attributes: { name: string; value: string }[] = [];
    try {
      attributes = JSON.parse(item.attributes_json) as { name: string; value: string }[];
    } catch {
      attributes = [];
    }
    const provenanceList = [];
    for (const p of provenance) {
      provenanceList.push({
        id: Number(p.id),
        event: p.event,
        from: person(p.from_user_id),
        to: person(p.to_user_id),
        price: p.price !== null && p.asset ? await this.views.money(p.asset, p.price) : null,
        asset: p.asset,
        ref_type: p.ref_type,
        ref_id: p.ref_id === null ? null : Number(p.ref_id),
        created_at: unixSeconds(p.created_at),
      });
    }
    return {
      id: Number(token.id),
      item_id: Number(item.id),
      name: this.views.itemName(item, language),
      description: pickText(parseText(item.description_json), language),
      image: token.image_url,
      image_hash: token.image_hash,
      tier: token.tier,
      serial: Number(token.serial),
      supply: Number(item.supply),
      collection: {
        id: Number(collection.id),
        name: pickText(parseText(collection.name_json), language),
        royalty_percent: bpPercent(collection.royalty_bp),
      },
      attributes,
      owner: person(token.owner_id),
      is_mine: token.owner_id === userId,
      state: token.state,
      locked_by: token.locked_by,
      listing: listing
        ? {
            id: Number(listing.id),
            asset: listing.asset,
            price: await this.views.money(listing.asset, listing.price),
            seller: person(listing.seller_id),
            created_at: unixSeconds(listing.created_at),
          }
        : null,
      market: {
        asset: rules.asset.code,
        fee_rate: rules.feeText,
        royalty_rate: formatRate(collection.royalty_bp * (RATE_ONE / BP_ONE)),
        min_price: formatFor(rules.asset, rules.minPrice),
        input_decimals: rules.asset.inputDecimals,
      },
      provenance: provenanceList,
    };
  }

  async #marketItems(db: Executor, listings: ListingRow[], language: Language): Promise<MarketItem[]> {
    const tokens = new Map(
      (
        await this.repos.tokens.byIds(
          db,
          listings.map((l) => l.token_id),
        )
      ).map((t) => [t.id, t]),
    );
    const cards = await this.views.cards(
      db,
      listings.map((l) => tokens.get(l.token_id)!),
      language,
      new Map(listings.map((l) => [l.token_id, l])),
    );
    const people = await peopleOf(
      db,
      listings.map((l) => l.seller_id),
    );
    const items: MarketItem[] = [];
    for (const [i, l] of listings.entries()) {
      items.push({
        ...cards[i]!,
        listing_id: Number(l.id),
        price: await this.views.money(l.asset, l.price),
        asset: l.asset,
        seller: people(l.seller_id),
        listed_at: unixSeconds(l.created_at),
      });
    }
    return items;
  }
}
