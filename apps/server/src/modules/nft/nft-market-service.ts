import { toUnits } from '@mcc/contract/amount';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { MarketItem, NftCollection, nftApi } from '@mcc/contract/nft';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import type { MemberActor, MoneyAction } from '../../platform/money-action';
import { type AccountRef, member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { SettingsService } from '../settings/settings-service';
import type { BoxRepository } from './box-repository';
import type { CatalogRepository } from './catalog-repository';
import type { DrawRepository } from './draw-repository';
import { nftMessages as m } from './nft-messages';
import { bpPercent, type NftViews } from './nft-views';
import { BP_ONE, RATE_ONE, saleSplit } from './sale-math';
import type { TokenState } from './tables';
import { type ListingRepository, type ListingRow, listingLock, openListing, type TokenRepository } from './token-repository';
import './nft-line-types';

type BuyInput = ParsedOf<typeof nftApi.buy>;
type BuyData = DataOf<typeof nftApi.buy>;

export interface BuyPlan {
  buyerId: bigint;
  listingId: bigint;
  tokenId: bigint;
  sellerId: bigint | null;
  asset: Asset;
  price: bigint;
  fee: bigint;
  royalty: bigint;
  royaltyTo: AccountRef | null;
}

/** How many listings and collections the NFT home shows. */
const HOME_LISTINGS = 6;
const HOME_BANNERS = 4;

interface MarketRules {
  asset: Asset;
  /** Parts per 10^8 of the price. */
  feeRate: bigint;
  feeText: string;
  minPrice: bigint;
}

/**
 * The marketplace: members list their NFTs at a fixed price, change it or take it off sale, and buy
 * what others (or the platform, in a primary sale) list. A purchase is one journal entry and the
 * change of owner, in one transaction; of buyers racing for one listing exactly one gets it.
 */
export class NftMarketService {
  /** Buying a listing (a money action with the pay password). */
  readonly buy: MoneyAction<MemberActor, BuyInput, BuyPlan, BuyData>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly assets: AssetRegistry,
    private readonly settings: SettingsService,
    private readonly repos: {
      catalog: CatalogRepository;
      tokens: TokenRepository;
      listings: ListingRepository;
      boxes: BoxRepository;
      draws: DrawRepository;
    },
    private readonly views: NftViews,
  ) {
    this.buy = { plan: (actor, input) => this.#planBuy(actor, input), execute: (trx, plan) => this.#executeBuy(trx, plan) };
  }

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
  async market(query: { page: number; collection_id?: number; tier?: string }, language: Language): Promise<DataOf<typeof nftApi.market>> {
    const page = await this.repos.listings.pageOfOpen(this.db, query.page, {
      collectionId: query.collection_id === undefined ? undefined : BigInt(query.collection_id),
      tier: query.tier,
    });
    return { ...page, list: await this.#marketItems(this.db, page.list, language) };
  }

  async mine(userId: bigint, query: ParsedOf<typeof nftApi.mine>, language: Language): Promise<DataOf<typeof nftApi.mine>> {
    const page = await this.repos.tokens.pageOfOwner(this.db, userId, query.page, {
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
    const page = await this.repos.listings.pageOfSeller(this.db, userId, query.page, query.status);
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
    const people = await this.views.people(
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
        buyer: l.buyer_id === null ? null : (people.get(l.buyer_id) ?? null),
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
      this.#rules(),
    ]);
    if (!item || !collection) throw new Error(`nft: token ${token.id} without its design`);
    const people = await this.views.people(this.db, [
      token.owner_id,
      listing?.seller_id ?? null,
      ...provenance.flatMap((p) => [p.from_user_id, p.to_user_id]),
    ]);
    const person = (id: bigint | null) => (id === null ? null : (people.get(id) ?? null));
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
        royalty_rate: formatFraction(collection.royalty_bp * (RATE_ONE / BP_ONE)),
        min_price: formatFor(rules.asset, rules.minPrice),
        input_decimals: rules.asset.inputDecimals,
      },
      provenance: provenanceList,
    };
  }

  /** Puts a held NFT of the member's on sale at `price`. */
  async list(userId: bigint, input: ParsedOf<typeof nftApi.list>): Promise<DataOf<typeof nftApi.list>> {
    const token = await this.repos.tokens.find(this.db, BigInt(input.token_id));
    if (!token) return refuse(m.nftNotFound, {}, 'token_id');
    if (token.owner_id !== userId) refuse(m.notYours, {}, 'token_id');
    if (token.state !== 'held') refuse(m.notAvailable, {}, 'token_id');
    const rules = await this.#rules();
    const price = this.#price(input.price, rules);
    const now = nowMs(this.clock);
    try {
      const listingId = await this.db.transaction().execute(async (trx) => {
        const id = await openListing(trx, this.repos, { tokenId: token.id, sellerId: userId, asset: rules.asset.code, price, now });
        if (id === null) return refuse(m.notAvailable, {}, 'token_id');
        return id;
      });
      return {
        listing_id: Number(listingId),
        token_id: Number(token.id),
        status: 'open',
        price: formatFor(rules.asset, price),
        asset: rules.asset.code,
      };
    } catch (error) {
      // Listed twice at once: the one open listing per NFT is a unique index.
      if (uniqueViolationColumn(error) !== null) refuse(m.notAvailable, {}, 'token_id');
      throw error;
    }
  }

  /** Changes the price of the member's open listing. */
  async reprice(userId: bigint, input: ParsedOf<typeof nftApi.reprice>): Promise<DataOf<typeof nftApi.reprice>> {
    const listing = await this.#ownOpen(userId, BigInt(input.listing_id));
    const rules = await this.#rules();
    const price = this.#price(input.price, rules);
    if (!(await this.repos.listings.change(this.db, listing.id, userId, { price }, nowMs(this.clock))))
      refuse(m.listingGone, {}, 'listing_id');
    return {
      listing_id: Number(listing.id),
      token_id: Number(listing.token_id),
      status: 'open',
      price: formatFor(rules.asset, price),
      asset: listing.asset,
    };
  }

  /** Takes the member's listing off sale; the NFT is theirs to use again. */
  async cancel(userId: bigint, input: ParsedOf<typeof nftApi.cancel>): Promise<DataOf<typeof nftApi.cancel>> {
    const listing = await this.#ownOpen(userId, BigInt(input.listing_id));
    await this.db.transaction().execute((trx) => this.closeListing(trx, listing, userId));
    return {
      listing_id: Number(listing.id),
      token_id: Number(listing.token_id),
      status: 'cancelled',
      price: await this.views.money(listing.asset, listing.price),
      asset: listing.asset,
    };
  }

  /** Cancels an open listing of `sellerId` (null = the platform) and gives the NFT back to them. */
  async closeListing(trx: Executor, listing: ListingRow, sellerId: bigint | null): Promise<void> {
    const now = nowMs(this.clock);
    if (!(await this.repos.listings.change(trx, listing.id, sellerId, { status: 'cancelled' }, now)))
      refuse(m.listingGone, {}, 'listing_id');
    const moved = await this.repos.tokens.move(
      trx,
      listing.token_id,
      sellerId,
      { state: 'listed', lockedBy: listingLock(listing.id) },
      { state: 'held', lockedBy: null },
      now,
    );
    if (!moved) throw new Error(`nft: listing ${listing.id} did not hold its NFT`);
  }

  async #planBuy(actor: MemberActor, input: BuyInput): Promise<BuyPlan> {
    const listing = await this.repos.listings.find(this.db, BigInt(input.listing_id));
    if (!listing) return refuse(m.listingNotFound, {}, 'listing_id');
    if (listing.seller_id === actor.userId) refuse(m.ownListing, {}, 'listing_id');
    if (listing.status !== 'open') refuse(m.listingGone, {}, 'listing_id');
    const token = await this.repos.tokens.find(this.db, listing.token_id);
    const collection = token ? await this.repos.catalog.findCollection(this.db, token.collection_id) : undefined;
    if (!token || !collection) throw new Error(`nft: listing ${listing.id} without its NFT`);
    const asset = await this.assets.require(listing.asset);
    const primary = listing.seller_id === null;
    const receiver = collection.royalty_user_id;
    // No royalty on a primary sale, nor when the royalty would go to the seller themselves.
    const royaltyBp = primary || receiver === listing.seller_id ? 0n : collection.royalty_bp;
    const split = saleSplit(listing.price, primary ? 0n : (await this.#rules()).feeRate, royaltyBp);
    return {
      buyerId: actor.userId,
      listingId: listing.id,
      tokenId: listing.token_id,
      sellerId: listing.seller_id,
      asset,
      price: listing.price,
      fee: split.fee,
      royalty: split.royalty,
      royaltyTo: split.royalty === 0n ? null : receiver === null ? system('fees', asset.code) : member(receiver, asset.code),
    };
  }

  /**
   * Closes the listing as sold at the price the buyer saw (a conditional update: of concurrent
   * buyers exactly one gets the row, the others are refused and their transactions roll back),
   * hands the NFT over and posts the one journal entry of the sale.
   */
  async #executeBuy(trx: Transaction<DB>, plan: BuyPlan): Promise<BuyData> {
    const now = nowMs(this.clock);
    const sold = await this.repos.listings.sell(
      trx,
      plan.listingId,
      { buyerId: plan.buyerId, price: plan.price, fee: plan.fee, royalty: plan.royalty },
      now,
    );
    if (!sold) {
      const seen = await this.repos.listings.find(trx, plan.listingId);
      return refuse(seen?.status === 'open' && seen.price !== plan.price ? m.priceChanged : m.listingGone, {}, 'listing_id');
    }
    const moved = await this.repos.tokens.move(
      trx,
      plan.tokenId,
      plan.sellerId,
      { state: 'listed', lockedBy: listingLock(plan.listingId) },
      { state: 'held', lockedBy: null, ownerId: plan.buyerId },
      now,
    );
    if (!moved) throw new Error(`nft: listing ${plan.listingId} did not hold its NFT`);
    const code = plan.asset.code;
    const buyer = member(plan.buyerId, code);
    const moves: Move[] = [];
    if (plan.sellerId === null) {
      moves.push({ from: buyer, to: system('nft_sales', code), amount: plan.price });
    } else {
      const seller = member(plan.sellerId, code);
      moves.push({ from: buyer, to: seller, amount: plan.price });
      if (plan.fee > 0n) moves.push({ from: seller, to: system('fees', code), amount: plan.fee, type: 'nft_market_fee' });
      if (plan.royalty > 0n && plan.royaltyTo) moves.push({ from: seller, to: plan.royaltyTo, amount: plan.royalty, type: 'nft_royalty' });
    }
    const posted = await this.ledger.post(trx, {
      kind: 'nft_trade',
      moves,
      params: { token_id: String(plan.tokenId) },
      ref: { type: 'nft_listing', id: plan.listingId },
    });
    await this.repos.listings.setEntry(trx, plan.listingId, posted.entryId);
    await this.repos.tokens.addProvenance(
      trx,
      [
        {
          tokenId: plan.tokenId,
          event: 'bought',
          from: plan.sellerId,
          to: plan.buyerId,
          asset: code,
          price: plan.price,
          ref: { type: 'listing', id: plan.listingId },
        },
      ],
      now,
    );
    return {
      listing_id: Number(plan.listingId),
      token_id: Number(plan.tokenId),
      asset: code,
      price: formatFor(plan.asset, plan.price),
      fee: formatFor(plan.asset, plan.fee),
      royalty: formatFor(plan.asset, plan.royalty),
      entry_id: Number(posted.entryId),
    };
  }

  async #ownOpen(userId: bigint, listingId: bigint): Promise<ListingRow> {
    const listing = await this.repos.listings.find(this.db, listingId);
    if (!listing || listing.seller_id !== userId) return refuse(m.listingNotFound, {}, 'listing_id');
    if (listing.status !== 'open') refuse(m.listingGone, {}, 'listing_id');
    return listing;
  }

  /** The marketplace's asset, fee and minimum price (settings). */
  async #rules(): Promise<MarketRules> {
    const settings = await this.settings.all();
    const asset = await this.assets.require('USDT');
    return {
      asset,
      feeRate: toUnits(settings.nft_market_fee, 8) ?? 0n,
      feeText: settings.nft_market_fee,
      minPrice: toUnits(settings.nft_min_price, asset.scale) ?? 0n,
    };
  }

  #price(input: string, rules: MarketRules): bigint {
    const price = amountOrRefuse(input, rules.asset, { field: 'price' });
    if (price < rules.minPrice) refuse(m.belowMinPrice, { min: formatFor(rules.asset, rules.minPrice), asset: rules.asset.code }, 'price');
    return price;
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
    const people = await this.views.people(
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
        seller: l.seller_id === null ? null : (people.get(l.seller_id) ?? null),
        listed_at: unixSeconds(l.created_at),
      });
    }
    return items;
  }
}

/** A fraction in parts per 10^8 as a decimal string ("0.05"). */
function formatFraction(rate: bigint): string {
  const whole = rate / RATE_ONE;
  const rest = (rate % RATE_ONE).toString().padStart(8, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}
