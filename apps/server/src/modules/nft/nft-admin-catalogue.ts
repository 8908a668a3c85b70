import type { AdminCollectionBody, AdminItemBody } from '@mcc/contract/admin-nft';
import { nowMs, unixSeconds } from '../../platform/clock';
import { keysetWindow, mapPage } from '../../platform/db/executor';
import { refuse } from '../../platform/http/refusal';
import { parseText, stringifyText } from '../../platform/i18n/localized-text';
import { membersDirectory } from '../../platform/members-directory';
import type { Minter } from './minting';
import { type ConsoleActor, type Data, en, type Input, imageView, type NftConsole } from './nft-console';
import { type ImageStore, saveNftImage } from './nft-images';
import { nftMessages as m } from './nft-messages';
import { bpPercent } from './nft-views';
import { MAX_ROYALTY_BP, percentToBp } from './sale-math';

/** The console's catalogue: images, collections and designs, minting into the platform's stock, and every NFT. */
export class NftCatalogueAdmin {
  constructor(
    private readonly c: NftConsole,
    private readonly images: ImageStore,
    private readonly minter: Minter,
  ) {}

  async uploadImage(actor: ConsoleActor, bytes: Buffer): Promise<Data<'image'>> {
    const image = await saveNftImage(this.c.db, this.c.repos.catalog, this.images, bytes, actor.operator.adminId, nowMs(this.c.clock));
    await this.c.record(actor, {
      action: 'nft.image',
      targetType: 'nft_image',
      targetId: image.id,
      after: { sha256: image.sha256 },
    });
    return imageView(image);
  }

  async collections(): Promise<Data<'collections'>> {
    const { db, repos } = this.c;
    const rows = await repos.catalog.collections(db, false);
    const figures = await repos.catalog.collectionFigures(db);
    const images = await repos.catalog.imagesByIds(
      db,
      rows.flatMap((c) => (c.image_id === null ? [] : [c.image_id])),
    );
    const receivers = await this.c.uids(rows.map((c) => c.royalty_user_id));
    return {
      list: rows.map((c) => ({
        id: Number(c.id),
        name: parseText(c.name_json),
        description: parseText(c.description_json),
        image: c.image_id === null || !images.get(c.image_id) ? null : imageView(images.get(c.image_id)!),
        royalty_percent: bpPercent(c.royalty_bp),
        royalty_uid: receivers(c.royalty_user_id),
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
    const { catalog } = this.c.repos;
    const royalty = percentToBp(body.royalty_percent);
    if (royalty === null || royalty > MAX_ROYALTY_BP) refuse(m.royaltyTooHigh, {}, 'royalty_percent');
    if (body.image_id !== null) await this.c.image(body.image_id);
    let receiver: bigint | null = null;
    if (body.royalty_uid) {
      const id = await membersDirectory.idOfUid(this.c.db, body.royalty_uid);
      if (id === undefined) refuse(m.memberNotFound, {}, 'royalty_uid');
      receiver = id;
    }
    const now = nowMs(this.c.clock);
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
    return this.c.save(actor, body.id, {
      find: (trx, id) => catalog.findCollection(trx, id),
      insert: (trx) => catalog.insertCollection(trx, { ...values, created_at: now }),
      update: (trx, existing) => catalog.updateCollection(trx, existing.id, values),
      notFound: m.collectionNotFound,
      audit: { action: 'nft.collection.save', targetType: 'nft_collection', after: values },
    });
  }

  async items(query: Input<'items'>): Promise<Data<'items'>> {
    const { db, repos } = this.c;
    const page = await repos.catalog.pageOfItems(
      db,
      query.page,
      query.collection_id === undefined ? undefined : BigInt(query.collection_id),
    );
    const collections = await repos.catalog.collectionsByIds(
      db,
      page.list.map((i) => i.collection_id),
    );
    const images = await repos.catalog.imagesByIds(
      db,
      page.list.map((i) => i.image_id),
    );
    const stock = await repos.tokens.platformStock(
      db,
      page.list.map((i) => i.id),
    );
    return mapPage(page, (i) => ({
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
    }));
  }

  /** Creates or edits a design. Once NFTs or prizes exist its collection and tier stay, and its supply never falls below them. */
  async saveItem(actor: ConsoleActor, body: AdminItemBody): Promise<Data<'saveItem'>> {
    const { catalog } = this.c.repos;
    if (!(await catalog.findCollection(this.c.db, BigInt(body.collection_id)))) refuse(m.collectionNotFound, {}, 'collection_id');
    await this.c.image(body.image_id);
    const now = nowMs(this.c.clock);
    const values = {
      collection_id: BigInt(body.collection_id),
      name_json: stringifyText(body.name),
      description_json: stringifyText(body.description),
      image_id: BigInt(body.image_id),
      tier: body.tier,
      attributes_json: JSON.stringify(body.attributes),
      updated_at: now,
    };
    return this.c.save(actor, body.id, {
      find: (trx, id) => catalog.findItem(trx, id),
      insert: (trx) => catalog.insertItem(trx, { ...values, supply: BigInt(body.supply), created_at: now }),
      update: async (trx, existing) => {
        const used = existing.minted + existing.reserved;
        if (used > 0n && (existing.collection_id !== values.collection_id || existing.tier !== values.tier))
          refuse(m.itemFixed, {}, 'tier');
        if (!(await catalog.setSupply(trx, existing.id, BigInt(body.supply), now)))
          refuse(m.supplyBelowUsed, { used: Number(used) }, 'supply');
        await catalog.updateItem(trx, existing.id, values);
      },
      notFound: m.itemNotFound,
      audit: { action: 'nft.item.save', targetType: 'nft_item', after: { ...values, supply: body.supply } },
    });
  }

  /** Mints NFTs of a design into the platform's stock, for primary sales. */
  async mint(actor: ConsoleActor, body: Input<'mint'>): Promise<Data<'mint'>> {
    const { catalog, tokens } = this.c.repos;
    const item = await catalog.findItem(this.c.db, BigInt(body.item_id));
    if (!item) return refuse(m.itemNotFound, {}, 'item_id');
    const now = nowMs(this.c.clock);
    return this.c.db.transaction().execute(async (trx) => {
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
      await this.c.record(actor, { action: 'nft.mint', targetType: 'nft_item', targetId: item.id, after: { count: body.count } }, trx);
      return { token_ids: made.map((t) => Number(t.id)) };
    });
  }

  /** Every NFT, the platform's or a member's, with its open listing's price. */
  async tokens(query: Input<'tokens'>): Promise<Data<'tokens'>> {
    const { db, repos } = this.c;
    const page = await repos.tokens.pageOfAll(db, keysetWindow(query), {
      itemId: query.item_id === undefined ? undefined : BigInt(query.item_id),
      platformOnly: query.owner === 'platform',
    });
    const items = await repos.catalog.itemsByIds(
      db,
      page.list.map((t) => t.item_id),
    );
    const owners = await this.c.uids(page.list.map((t) => t.owner_id));
    const open = await repos.listings.openByTokens(
      db,
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
        owner_uid: owners(t.owner_id),
        state: t.state,
        locked_by: t.locked_by,
        listing_id: listing ? Number(listing.id) : null,
        price: listing ? await this.c.views.money(listing.asset, listing.price) : null,
        created_at: unixSeconds(t.created_at),
      });
    }
    return { ...page, list };
  }
}
