import { toUnits } from '@mcc/contract/amount';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { nftApi } from '@mcc/contract/nft';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import { type AccountRef, member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { SettingsService } from '../settings/settings-service';
import { nftMessages as m } from './nft-messages';
import type { NftRepos } from './nft-repos';
import type { NftViews } from './nft-views';
import { saleSplit } from './sale-math';
import { type ListingRow, listingLock, openListing } from './token-repository';
import './nft-line-types';

type Buy = typeof nftApi.buy;

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

export interface MarketRules {
  asset: Asset;
  /** Parts per 10^8 of the price. */
  feeRate: bigint;
  feeText: string;
  minPrice: bigint;
}

/** The marketplace's asset, fee and minimum price (settings). */
export async function marketRules(settings: SettingsService, assets: AssetRegistry): Promise<MarketRules> {
  const all = await settings.all();
  const asset = await assets.require('USDT');
  return {
    asset,
    feeRate: toUnits(all.nft_market_fee, 8) ?? 0n,
    feeText: all.nft_market_fee,
    minPrice: toUnits(all.nft_min_price, asset.scale) ?? 0n,
  };
}

/**
 * The marketplace: members list their NFTs at a fixed price, change it or take it off sale, and buy
 * what others (or the platform, in a primary sale) list. A purchase is one journal entry and the
 * change of owner, in one transaction; of buyers racing for one listing exactly one gets it. What
 * members browse is `NftBrowseService`'s.
 */
export class NftMarketService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly assets: AssetRegistry,
    private readonly settings: SettingsService,
    private readonly repos: NftRepos,
    private readonly views: NftViews,
  ) {}

  /** Buying a listing (a money action with the pay password). */
  readonly buy: EndpointAction<MemberActor, Buy, BuyPlan> = moneyAction({
    plan: (actor, input) => this.#planBuy(actor, input),
    execute: (trx, plan) => this.#executeBuy(trx, plan),
  });

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

  async #planBuy(actor: MemberActor, input: ParsedOf<Buy>): Promise<BuyPlan> {
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
  async #executeBuy(trx: Transaction<DB>, plan: BuyPlan): Promise<DataOf<Buy>> {
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

  #rules(): Promise<MarketRules> {
    return marketRules(this.settings, this.assets);
  }

  #price(input: string, rules: MarketRules): bigint {
    const price = amountOrRefuse(input, rules.asset, { field: 'price' });
    if (price < rules.minPrice) refuse(m.belowMinPrice, { min: formatFor(rules.asset, rules.minPrice), asset: rules.asset.code }, 'price');
    return price;
  }
}
