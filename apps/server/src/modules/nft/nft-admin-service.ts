import type { AdminBoxBody, AdminCollectionBody, AdminImage, AdminItemBody, AdminRecipeBody, adminNftApi } from '@mcc/contract/admin-nft';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import { isNftTier, type NftTier, nextTier, oddsProblem, ppmPercent } from '@mcc/contract/fair-roll';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { pageOf } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import { parseText, pickText, stringifyText } from '../../platform/i18n/localized-text';
import { membersDirectory } from '../../platform/members-directory';
import type { AuditLog } from '../admin/audit-log';
import { amountOrRefuse } from '../ledger/amount-input';
import { type AssetRegistry, formatFor } from '../ledger/assets';
import { type BoxRepository, parseOdds } from './box-repository';
import { settleOdds } from './box-service';
import type { CatalogRepository, ImageRow, ItemWithImage } from './catalog-repository';
import type { DrawRepository } from './draw-repository';
import type { Minter } from './minting';
import { type ImageStore, saveNftImage } from './nft-images';
import type { NftMarketService } from './nft-market-service';
import { nftMessages as m } from './nft-messages';
import { bpPercent, type NftViews } from './nft-views';
import { MAX_ROYALTY_BP, percentToBp, percentToPpm } from './sale-math';
import { recipeOdds } from './synthesis-service';
import { type ListingRepository, openListing, type TokenRepository } from './token-repository';

/** Who acts in the console, for the audit log. */
export interface ConsoleActor {
  operator: OperatorSession;
  ip: string;
}

type Data<K extends keyof typeof adminNftApi> = DataOf<(typeof adminNftApi)[K]>;
type Input<K extends keyof typeof adminNftApi> = ParsedOf<(typeof adminNftApi)[K]>;

function imageView(image: ImageRow): AdminImage {
  return { id: Number(image.id), url: image.url, sha256: image.sha256, mime: image.mime, size: Number(image.size) };
}

const en = (json: string) => pickText(parseText(json), 'en');

/**
 * The console's NFT work: images, collections and designs, minting into the platform's stock,
 * primary sales, boxes (their prizes, stock and odds commitments), the draws and the recipes.
 * Every change is audit-logged in its own transaction.
 */
export class NftAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly audit: AuditLog,
    private readonly images: ImageStore,
    private readonly repos: {
      catalog: CatalogRepository;
      tokens: TokenRepository;
      listings: ListingRepository;
      boxes: BoxRepository;
      draws: DrawRepository;
    },
    private readonly minter: Minter,
    private readonly market: NftMarketService,
    private readonly views: NftViews,
  ) {}

  async uploadImage(actor: ConsoleActor, bytes: Buffer): Promise<Data<'image'>> {
    const image = await saveNftImage(this.db, this.repos.catalog, this.images, bytes, actor.operator.adminId, nowMs(this.clock));
    await this.audit.record(actor.operator, actor.ip, {
      action: 'nft.image',
      targetType: 'nft_image',
      targetId: image.id,
      after: { sha256: image.sha256 },
    });
    return imageView(image);
  }

  async collections(): Promise<Data<'collections'>> {
    const { catalog } = this.repos;
    const rows = await catalog.collections(this.db, false);
    const figures = await catalog.collectionFigures(this.db);
    const images = await catalog.imagesByIds(
      this.db,
      rows.flatMap((c) => (c.image_id === null ? [] : [c.image_id])),
    );
    const receivers = await this.#uids(rows.map((c) => c.royalty_user_id));
    return {
      list: rows.map((c) => ({
        id: Number(c.id),
        name: parseText(c.name_json),
        description: parseText(c.description_json),
        image: c.image_id === null || !images.get(c.image_id) ? null : imageView(images.get(c.image_id)!),
        royalty_percent: bpPercent(c.royalty_bp),
        royalty_uid: c.royalty_user_id === null ? null : (receivers.get(c.royalty_user_id) ?? null),
        enabled: c.enabled === 1n,
        sort_order: Number(c.sort_order),
        items: figures.get(c.id)?.items ?? 0,
        minted: figures.get(c.id)?.minted ?? 0,
        created_at: unixSeconds(c.created_at),
        updated_at: unixSeconds(c.updated_at),
      })),
    };
  }

  async saveCollection(actor: ConsoleActor, body: AdminCollectionBody): Promise<Data<'saveCollection'>> {
    const { catalog } = this.repos;
    const royalty = percentToBp(body.royalty_percent);
    if (royalty === null || royalty > MAX_ROYALTY_BP) refuse(m.royaltyTooHigh, {}, 'royalty_percent');
    if (body.image_id !== null) await this.#image(body.image_id);
    let receiver: bigint | null = null;
    if (body.royalty_uid) {
      const id = await membersDirectory.idOfUid(this.db, body.royalty_uid);
      if (id === undefined) refuse(m.memberNotFound, {}, 'royalty_uid');
      receiver = id;
    }
    const now = nowMs(this.clock);
    const values = {
      name_json: stringifyText(body.name),
      description_json: stringifyText(body.description),
      image_id: body.image_id === null ? null : BigInt(body.image_id),
      royalty_bp: royalty,
      royalty_user_id: receiver,
      enabled: body.enabled ? 1n : 0n,
      sort_order: BigInt(body.sort_order),
      updated_at: now,
    };
    return this.db.transaction().execute(async (trx) => {
      let id: bigint;
      let before: unknown;
      if (body.id === undefined) {
        id = await catalog.insertCollection(trx, { ...values, created_at: now });
      } else {
        const existing = await catalog.findCollection(trx, BigInt(body.id));
        if (!existing) return refuse(m.collectionNotFound, {}, 'id');
        before = existing;
        id = existing.id;
        await catalog.updateCollection(trx, id, values);
      }
      await this.audit.record(
        actor.operator,
        actor.ip,
        { action: 'nft.collection.save', targetType: 'nft_collection', targetId: id, before, after: values },
        trx,
      );
      return { id: Number(id) };
    });
  }

  async items(query: Input<'items'>): Promise<Data<'items'>> {
    const { catalog, tokens } = this.repos;
    const page = await catalog.pageOfItems(
      this.db,
      query.page,
      query.collection_id === undefined ? undefined : BigInt(query.collection_id),
    );
    const collections = await catalog.collectionsByIds(
      this.db,
      page.list.map((i) => i.collection_id),
    );
    const images = await catalog.imagesByIds(
      this.db,
      page.list.map((i) => i.image_id),
    );
    const stock = await tokens.platformStock(
      this.db,
      page.list.map((i) => i.id),
    );
    return {
      ...page,
      list: page.list.map((i) => ({
        id: Number(i.id),
        collection_id: Number(i.collection_id),
        collection_name: en(collections.get(i.collection_id)?.name_json ?? '{}'),
        name: parseText(i.name_json),
        description: parseText(i.description_json),
        image: imageView(images.get(i.image_id)!),
        tier: i.tier,
        attributes: JSON.parse(i.attributes_json) as { name: string; value: string }[],
        supply: Number(i.supply),
        minted: Number(i.minted),
        reserved: Number(i.reserved),
        available: Number(i.supply - i.minted - i.reserved),
        platform_stock: stock.get(i.id) ?? 0,
        created_at: unixSeconds(i.created_at),
        updated_at: unixSeconds(i.updated_at),
      })),
    };
  }

  /** Creates or edits a design. Once NFTs or prizes exist its collection and tier stay, and its supply never falls below them. */
  async saveItem(actor: ConsoleActor, body: AdminItemBody): Promise<Data<'saveItem'>> {
    const { catalog } = this.repos;
    if (!(await catalog.findCollection(this.db, BigInt(body.collection_id)))) refuse(m.collectionNotFound, {}, 'collection_id');
    await this.#image(body.image_id);
    const now = nowMs(this.clock);
    const values = {
      collection_id: BigInt(body.collection_id),
      name_json: stringifyText(body.name),
      description_json: stringifyText(body.description),
      image_id: BigInt(body.image_id),
      tier: body.tier,
      attributes_json: JSON.stringify(body.attributes),
      updated_at: now,
    };
    return this.db.transaction().execute(async (trx) => {
      let id: bigint;
      let before: unknown;
      if (body.id === undefined) {
        id = await catalog.insertItem(trx, { ...values, supply: BigInt(body.supply), created_at: now });
      } else {
        const existing = await catalog.findItem(trx, BigInt(body.id));
        if (!existing) return refuse(m.itemNotFound, {}, 'id');
        const used = existing.minted + existing.reserved;
        if (used > 0n && (existing.collection_id !== values.collection_id || existing.tier !== values.tier))
          refuse(m.itemFixed, {}, 'tier');
        if (!(await catalog.setSupply(trx, existing.id, BigInt(body.supply), now)))
          refuse(m.supplyBelowUsed, { used: Number(used) }, 'supply');
        await catalog.updateItem(trx, existing.id, values);
        before = existing;
        id = existing.id;
      }
      await this.audit.record(
        actor.operator,
        actor.ip,
        { action: 'nft.item.save', targetType: 'nft_item', targetId: id, before, after: { ...values, supply: body.supply } },
        trx,
      );
      return { id: Number(id) };
    });
  }

  /** Mints NFTs of a design into the platform's stock, for primary sales. */
  async mint(actor: ConsoleActor, body: Input<'mint'>): Promise<Data<'mint'>> {
    const { catalog, tokens } = this.repos;
    const item = await catalog.findItem(this.db, BigInt(body.item_id));
    if (!item) return refuse(m.itemNotFound, {}, 'item_id');
    const now = nowMs(this.clock);
    return this.db.transaction().execute(async (trx) => {
      const made = await this.minter.mint(trx, item, null, 'free', BigInt(body.count), now);
      if (!made) {
        const fresh = await catalog.findItem(trx, item.id);
        return refuse(m.supplyShort, { available: Number(fresh ? fresh.supply - fresh.minted - fresh.reserved : 0n) }, 'count');
      }
      await tokens.addProvenance(
        trx,
        made.map((t) => ({ tokenId: t.id, event: 'minted' as const, from: null, to: null })),
        now,
      );
      await this.audit.record(
        actor.operator,
        actor.ip,
        { action: 'nft.mint', targetType: 'nft_item', targetId: item.id, after: { count: body.count } },
        trx,
      );
      return { token_ids: made.map((t) => Number(t.id)) };
    });
  }

  async tokens(query: Input<'tokens'>): Promise<Data<'tokens'>> {
    const page = await this.repos.tokens.pageOfAll(this.db, query.page, {
      itemId: query.item_id === undefined ? undefined : BigInt(query.item_id),
      platformOnly: query.owner === 'platform',
    });
    const items = await this.repos.catalog.itemsByIds(
      this.db,
      page.list.map((t) => t.item_id),
    );
    const owners = await this.#uids(page.list.map((t) => t.owner_id));
    const open = await this.repos.listings.openByTokens(
      this.db,
      page.list.map((t) => t.id),
    );
    const list = [];
    for (const t of page.list) {
      const listing = open.get(t.id);
      list.push({
        id: Number(t.id),
        item_id: Number(t.item_id),
        name: en(items.get(t.item_id)?.name_json ?? '{}'),
        tier: t.tier,
        serial: Number(t.serial),
        owner_uid: t.owner_id === null ? null : (owners.get(t.owner_id) ?? null),
        state: t.state,
        locked_by: t.locked_by,
        listing_id: listing ? Number(listing.id) : null,
        price: listing ? await this.views.money(listing.asset, listing.price) : null,
        created_at: unixSeconds(t.created_at),
      });
    }
    return { ...page, list };
  }

  async listings(query: Input<'listings'>): Promise<Data<'listings'>> {
    const page = await this.repos.listings.pageOfAll(this.db, query.page, { status: query.status, seller: query.seller });
    const tokens = new Map(
      (
        await this.repos.tokens.byIds(
          this.db,
          page.list.map((l) => l.token_id),
        )
      ).map((t) => [t.id, t]),
    );
    const items = await this.repos.catalog.itemsByIds(
      this.db,
      [...tokens.values()].map((t) => t.item_id),
    );
    const people = await this.#uids(page.list.flatMap((l) => [l.seller_id, l.buyer_id]));
    const list = [];
    for (const l of page.list) {
      const token = tokens.get(l.token_id)!;
      const asset = await this.assets.require(l.asset);
      list.push({
        id: Number(l.id),
        token_id: Number(l.token_id),
        name: en(items.get(token.item_id)?.name_json ?? '{}'),
        tier: token.tier,
        serial: Number(token.serial),
        seller_uid: l.seller_id === null ? null : (people.get(l.seller_id) ?? null),
        buyer_uid: l.buyer_id === null ? null : (people.get(l.buyer_id) ?? null),
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
    const token = await this.repos.tokens.find(this.db, BigInt(body.token_id));
    if (!token) return refuse(m.nftNotFound, {}, 'token_id');
    if (token.owner_id !== null || token.state !== 'held') refuse(m.notPlatformStock, {}, 'token_id');
    const asset = await this.assets.require('USDT');
    const price = amountOrRefuse(body.price, asset, { field: 'price' });
    const now = nowMs(this.clock);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const id = await openListing(trx, this.repos, { tokenId: token.id, sellerId: null, asset: asset.code, price, now });
        if (id === null) return refuse(m.notPlatformStock, {}, 'token_id');
        await this.audit.record(
          actor.operator,
          actor.ip,
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
    const listing = await this.repos.listings.find(this.db, BigInt(body.listing_id));
    if (!listing || listing.seller_id !== null) return refuse(m.listingNotFound, {}, 'listing_id');
    await this.db.transaction().execute(async (trx) => {
      await this.market.closeListing(trx, listing, null);
      await this.audit.record(
        actor.operator,
        actor.ip,
        { action: 'nft.listing.cancel', targetType: 'nft_listing', targetId: listing.id },
        trx,
      );
    });
    return { id: Number(listing.id) };
  }

  async boxes(): Promise<Data<'boxes'>> {
    const { boxes, catalog } = this.repos;
    const rows = await boxes.list(this.db, false);
    const ids = rows.map((b) => b.id);
    const [commitments, prizes] = await Promise.all([boxes.oddsOf(this.db, ids), boxes.prizes(this.db, ids)]);
    const items = await catalog.itemsByIds(
      this.db,
      prizes.map((p) => p.item_id),
    );
    const images = await catalog.imagesByIds(
      this.db,
      rows.flatMap((b) => (b.image_id === null ? [] : [b.image_id])),
    );
    const list = [];
    for (const box of rows) {
      const mine = commitments.filter((c) => c.box_id === box.id);
      const current = mine.find((c) => c.id === box.odds_id);
      if (!current) continue;
      const asset = await this.assets.require(box.asset);
      list.push({
        id: Number(box.id),
        name: parseText(box.name_json),
        description: parseText(box.description_json),
        image: box.image_id === null || !images.get(box.image_id) ? null : imageView(images.get(box.image_id)!),
        asset: box.asset,
        price: formatFor(asset, box.price),
        total: Number(box.total),
        remaining: Number(box.remaining),
        enabled: box.enabled === 1n,
        sort_order: Number(box.sort_order),
        odds: parseOdds(current.odds_json),
        odds_hash: current.odds_hash,
        prizes: prizes
          .filter((p) => p.box_id === box.id)
          .map((p) => ({
            id: Number(p.id),
            tier: p.tier,
            item_id: Number(p.item_id),
            item_name: en(items.get(p.item_id)?.name_json ?? '{}'),
            stock: Number(p.stock),
          })),
        commitments: mine.map((c) => ({
          id: Number(c.id),
          odds: parseOdds(c.odds_json),
          odds_hash: c.odds_hash,
          reason: c.reason,
          created_at: unixSeconds(c.created_at),
        })),
        draws: await this.repos.draws.countOfBox(this.db, box.id),
        created_at: unixSeconds(box.created_at),
      });
    }
    return { list };
  }

  /**
   * Creates a box with its prizes (reserving each design's supply) and publishes its first odds; or
   * edits a box's name, image, price and sale. Odds and stock change through their own calls.
   */
  async saveBox(actor: ConsoleActor, body: AdminBoxBody): Promise<Data<'saveBox'>> {
    const { boxes, catalog } = this.repos;
    const asset = await this.assets.require('USDT');
    const price = amountOrRefuse(body.price, asset, { field: 'price' });
    if (body.image_id !== null) await this.#image(body.image_id);
    const now = nowMs(this.clock);
    const values = {
      name_json: stringifyText(body.name),
      description_json: stringifyText(body.description),
      image_id: body.image_id === null ? null : BigInt(body.image_id),
      price,
      enabled: body.enabled ? 1n : 0n,
      sort_order: BigInt(body.sort_order),
      updated_at: now,
    };
    if (body.id !== undefined) {
      if (body.odds !== undefined || body.prizes !== undefined) refuse(m.boxEditOnly, {}, 'odds');
      const existing = await boxes.find(this.db, BigInt(body.id));
      if (!existing) return refuse(m.boxNotFound, {}, 'id');
      await this.db.transaction().execute(async (trx) => {
        await boxes.update(trx, existing.id, values);
        await this.audit.record(
          actor.operator,
          actor.ip,
          { action: 'nft.box.save', targetType: 'nft_box', targetId: existing.id, before: existing, after: values },
          trx,
        );
      });
      return { id: Number(existing.id) };
    }
    if (!body.odds || !body.prizes || body.prizes.length === 0) return refuse(m.prizesNeeded, {}, 'prizes');
    const prizeItems: { item: ItemWithImage; stock: bigint }[] = [];
    for (const prize of body.prizes) {
      const item = await catalog.findItem(this.db, BigInt(prize.item_id));
      if (!item) return refuse(m.itemNotFound, {}, 'prizes');
      prizeItems.push({ item, stock: BigInt(prize.stock) });
    }
    if (new Set(prizeItems.map((p) => p.item.id)).size !== prizeItems.length) refuse(m.oddsTiers, {}, 'prizes');
    const stock = new Map<string, bigint>();
    for (const p of prizeItems) stock.set(p.item.tier, (stock.get(p.item.tier) ?? 0n) + p.stock);
    this.#checkOdds(body.odds, stock);
    const total = [...stock.values()].reduce((a, b) => a + b, 0n);
    return this.db.transaction().execute(async (trx) => {
      const id = await boxes.insert(trx, { ...values, asset: asset.code, total, remaining: total, odds_id: null, created_at: now });
      for (const p of prizeItems) {
        if (!(await catalog.reserve(trx, p.item.id, p.stock, now))) {
          refuse(m.supplyShort, { available: Number(p.item.supply - p.item.minted - p.item.reserved) }, 'prizes');
        }
        await boxes.addPrize(trx, id, p.item.tier, p.item.id, p.stock, now);
      }
      const odds = await boxes.publishOdds(trx, id, body.odds!, 'published', now);
      await this.audit.record(
        actor.operator,
        actor.ip,
        {
          action: 'nft.box.create',
          targetType: 'nft_box',
          targetId: id,
          after: { ...values, odds: body.odds, odds_hash: odds.odds_hash, prizes: body.prizes },
        },
        trx,
      );
      return { id: Number(id) };
    });
  }

  /** Publishes new odds for a box: a new commitment that the next draw uses and every member sees first. */
  async boxOdds(actor: ConsoleActor, body: Input<'boxOdds'>): Promise<Data<'boxOdds'>> {
    const { boxes } = this.repos;
    const box = await boxes.find(this.db, BigInt(body.box_id));
    if (!box || box.odds_id === null) return refuse(m.boxNotFound, {}, 'box_id');
    const now = nowMs(this.clock);
    return this.db.transaction().execute(async (trx) => {
      // Locks the box's row first, as a draw does, so no draw runs between the check and the change.
      await boxes.touch(trx, box.id, now);
      const current = await boxes.findOdds(trx, (await boxes.find(trx, box.id))!.odds_id!);
      const tiers = parseOdds(current!.odds_json).map((e) => e.tier);
      if (body.odds.length !== tiers.length || !body.odds.every((e) => tiers.includes(e.tier))) refuse(m.oddsTiers, {}, 'odds');
      this.#checkOdds(body.odds, await boxes.stockByTier(trx, box.id));
      const published = await boxes.publishOdds(trx, box.id, body.odds, 'operator', now);
      await this.audit.record(
        actor.operator,
        actor.ip,
        {
          action: 'nft.box.odds',
          targetType: 'nft_box',
          targetId: box.id,
          before: current?.odds_json,
          after: { odds: body.odds, odds_hash: published.odds_hash },
        },
        trx,
      );
      return { odds_id: Number(published.id), odds_hash: published.odds_hash };
    });
  }

  /** Adds prizes of a design to a box, reserving its supply; the odds follow when a tier comes back into stock. */
  async restock(actor: ConsoleActor, body: Input<'restock'>): Promise<Data<'restock'>> {
    const { boxes, catalog } = this.repos;
    const box = await boxes.find(this.db, BigInt(body.box_id));
    if (!box || box.odds_id === null) return refuse(m.boxNotFound, {}, 'box_id');
    const item = await catalog.findItem(this.db, BigInt(body.item_id));
    if (!item) return refuse(m.itemNotFound, {}, 'item_id');
    const now = nowMs(this.clock);
    const add = BigInt(body.add);
    return this.db.transaction().execute(async (trx) => {
      await boxes.addStock(trx, box.id, add, now);
      const current = await boxes.findOdds(trx, (await boxes.find(trx, box.id))!.odds_id!);
      if (!parseOdds(current!.odds_json).some((e) => e.tier === item.tier)) refuse(m.tierNotInBox, { tier: item.tier }, 'item_id');
      if (!(await catalog.reserve(trx, item.id, add, now))) {
        const fresh = await catalog.findItem(trx, item.id);
        refuse(m.supplyShort, { available: Number(fresh ? fresh.supply - fresh.minted - fresh.reserved : 0n) }, 'add');
      }
      await boxes.addPrize(trx, box.id, item.tier, item.id, add, now);
      await settleOdds(trx, boxes, box.id, now);
      await this.audit.record(
        actor.operator,
        actor.ip,
        { action: 'nft.box.restock', targetType: 'nft_box', targetId: box.id, after: body },
        trx,
      );
      return { id: Number(box.id) };
    });
  }

  async draws(query: Input<'draws'>): Promise<Data<'draws'>> {
    let userId: bigint | undefined;
    if (query.uid) {
      userId = await membersDirectory.idOfUid(this.db, query.uid);
      if (userId === undefined) return pageOf([], 0, query.page);
    }
    const page = await this.repos.draws.pageOfAll(this.db, query.page, {
      kind: query.kind,
      boxId: query.box_id === undefined ? undefined : BigInt(query.box_id),
      userId,
    });
    const uids = await this.#uids(page.list.map((d) => d.user_id));
    const pairs = await this.repos.draws.pairsByIds(
      this.db,
      page.list.map((d) => d.seed_pair_id),
    );
    const boxNames = new Map<bigint, string>();
    for (const id of new Set(page.list.flatMap((d) => (d.box_id === null ? [] : [d.box_id])))) {
      const box = await this.repos.boxes.find(this.db, id);
      if (box) boxNames.set(id, en(box.name_json));
    }
    const list = [];
    for (const d of page.list) {
      list.push({
        id: Number(d.id),
        kind: d.kind,
        uid: uids.get(d.user_id) ?? '',
        title: d.box_id !== null ? (boxNames.get(d.box_id) ?? '') : `recipe #${d.recipe_id}`,
        tier: d.tier,
        ticket: Number(d.ticket),
        nonce: Number(d.nonce),
        odds_hash: d.odds_hash,
        token_id: d.token_id === null ? null : Number(d.token_id),
        price: d.price !== null && d.asset ? await this.views.money(d.asset, d.price) : null,
        revealed: pairs.get(d.seed_pair_id)?.status === 'revealed',
        created_at: unixSeconds(d.created_at),
      });
    }
    return { ...page, list };
  }

  async recipes(): Promise<Data<'recipes'>> {
    const { catalog, draws } = this.repos;
    const rows = await draws.recipes(this.db, false);
    const collections = await catalog.collectionsByIds(
      this.db,
      rows.map((r) => r.collection_id),
    );
    const figures = await draws.recipeFigures(this.db);
    const list = [];
    for (const r of rows) {
      list.push({
        id: Number(r.id),
        collection_id: Number(r.collection_id),
        collection_name: en(collections.get(r.collection_id)?.name_json ?? '{}'),
        from_tier: r.from_tier,
        to_tier: r.to_tier,
        inputs: Number(r.inputs),
        chance_percent: ppmPercent(Number(r.chance_ppm)),
        odds_hash: recipeOdds(r).hash,
        enabled: r.enabled === 1n,
        outputs_left: await catalog.mintableCount(this.db, r.collection_id, r.to_tier),
        tries: figures.get(r.id)?.tries ?? 0,
        successes: figures.get(r.id)?.successes ?? 0,
        updated_at: unixSeconds(r.updated_at),
      });
    }
    return { list };
  }

  /** Creates or edits a recipe; its chance is published as the odds `success` / `fail` and their hash. */
  async saveRecipe(actor: ConsoleActor, body: AdminRecipeBody): Promise<Data<'saveRecipe'>> {
    const { catalog, draws } = this.repos;
    if (!(await catalog.findCollection(this.db, BigInt(body.collection_id)))) refuse(m.collectionNotFound, {}, 'collection_id');
    const to = isNftTier(body.from_tier) ? nextTier(body.from_tier as NftTier) : null;
    if (!to) return refuse(m.topTier, {}, 'from_tier');
    const chance = percentToPpm(body.chance_percent);
    if (chance === null || chance > 1_000_000) return refuse(m.chanceRange, {}, 'chance_percent');
    const now = nowMs(this.clock);
    const values = {
      collection_id: BigInt(body.collection_id),
      from_tier: body.from_tier,
      to_tier: to,
      inputs: BigInt(body.inputs),
      chance_ppm: BigInt(chance),
      enabled: body.enabled ? 1n : 0n,
      updated_at: now,
    };
    try {
      return await this.db.transaction().execute(async (trx) => {
        let id: bigint;
        let before: unknown;
        if (body.id === undefined) {
          id = await draws.insertRecipe(trx, { ...values, created_at: now });
        } else {
          const existing = await draws.findRecipe(trx, BigInt(body.id));
          if (!existing) return refuse(m.recipeNotFound, {}, 'id');
          before = existing;
          id = existing.id;
          await draws.updateRecipe(trx, id, values);
        }
        await this.audit.record(
          actor.operator,
          actor.ip,
          { action: 'nft.recipe.save', targetType: 'nft_recipe', targetId: id, before, after: values },
          trx,
        );
        return { id: Number(id) };
      });
    } catch (error) {
      if (uniqueViolationColumn(error) !== null) refuse(m.recipeExists, { tier: body.from_tier }, 'from_tier');
      throw error;
    }
  }

  /** An odds table the operator may publish: valid, and a chance exactly for the tiers with stock. */
  #checkOdds(odds: readonly { tier: string; ppm: number }[], stock: Map<string, bigint>): void {
    const problem = oddsProblem(odds);
    if (problem) refuse(m.badOdds, { problem }, 'odds');
    const tiers = new Set(odds.map((e) => e.tier));
    const stocked = [...stock].filter(([, n]) => n > 0n).map(([tier]) => tier);
    const fits = stocked.every((tier) => tiers.has(tier)) && odds.every((e) => e.ppm > 0 === (stock.get(e.tier) ?? 0n) > 0n);
    if (!fits) refuse(m.oddsTiers, {}, 'odds');
  }

  async #image(id: number): Promise<ImageRow> {
    const image = await this.repos.catalog.findImage(this.db, BigInt(id));
    if (!image) return refuse(m.imageNotFound, {}, 'image_id');
    return image;
  }

  async #uids(ids: (bigint | null)[]): Promise<Map<bigint, string>> {
    const wanted = [...new Set(ids.filter((id): id is bigint => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await membersDirectory.people(this.db, wanted);
    return new Map(rows.map((r) => [r.id, r.uid]));
  }
}
