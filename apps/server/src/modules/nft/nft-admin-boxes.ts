import type { AdminBoxBody } from '@mcc/contract/admin-nft';
import { oddsProblem } from '@mcc/contract/fair-roll';
import { nowMs, unixSeconds } from '../../platform/clock';
import { keysetWindow, pageOf } from '../../platform/db/executor';
import { refuse } from '../../platform/http/refusal';
import { parseText, stringifyText } from '../../platform/i18n/localized-text';
import { membersDirectory } from '../../platform/members-directory';
import { amountOrRefuse } from '../ledger/amount-input';
import { formatFor } from '../ledger/assets';
import { parseOdds } from './box-repository';
import { settleOdds } from './box-service';
import type { ItemWithImage } from './catalog-repository';
import { type ConsoleActor, type Data, en, type Input, imageView, type NftConsole } from './nft-console';
import { nftMessages as m } from './nft-messages';
import { oddsCommitmentView } from './nft-views';

/** The console's blind boxes: their prizes, stock and odds commitments, and every draw (boxes' and recipes'). */
export class NftBoxesAdmin {
  constructor(private readonly c: NftConsole) {}

  async boxes(): Promise<Data<'boxes'>> {
    const { db, repos } = this.c;
    const rows = await repos.boxes.list(db, false);
    const ids = rows.map((b) => b.id);
    const [commitments, prizes] = await Promise.all([repos.boxes.oddsOf(db, ids), repos.boxes.prizes(db, ids)]);
    const items = await repos.catalog.itemsByIds(
      db,
      prizes.map((p) => p.item_id),
    );
    const images = await repos.catalog.imagesByIds(
      db,
      rows.flatMap((b) => (b.image_id === null ? [] : [b.image_id])),
    );
    const list = [];
    for (const box of rows) {
      const mine = commitments.filter((c) => c.box_id === box.id);
      const current = mine.find((c) => c.id === box.odds_id);
      if (!current) continue;
      const asset = await this.c.assets.require(box.asset);
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
        commitments: mine.map(oddsCommitmentView),
        draws: await repos.draws.countOfBox(db, box.id),
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
    const { db, repos } = this.c;
    const { boxes, catalog } = repos;
    const asset = await this.c.assets.require('USDT');
    const price = amountOrRefuse(body.price, asset, { field: 'price' });
    if (body.image_id !== null) await this.c.image(body.image_id);
    const now = nowMs(this.c.clock);
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
      const existing = await boxes.find(db, BigInt(body.id));
      if (!existing) return refuse(m.boxNotFound, {}, 'id');
      await db.transaction().execute(async (trx) => {
        await boxes.update(trx, existing.id, values);
        await this.c.record(
          actor,
          { action: 'nft.box.save', targetType: 'nft_box', targetId: existing.id, before: existing, after: values },
          trx,
        );
      });
      return { id: Number(existing.id) };
    }
    if (!body.odds || !body.prizes || body.prizes.length === 0) return refuse(m.prizesNeeded, {}, 'prizes');
    const prizeItems: { item: ItemWithImage; stock: bigint }[] = [];
    for (const prize of body.prizes) {
      const item = await catalog.findItem(db, BigInt(prize.item_id));
      if (!item) return refuse(m.itemNotFound, {}, 'prizes');
      prizeItems.push({ item, stock: BigInt(prize.stock) });
    }
    if (new Set(prizeItems.map((p) => p.item.id)).size !== prizeItems.length) refuse(m.oddsTiers, {}, 'prizes');
    const stock = new Map<string, bigint>();
    for (const p of prizeItems) stock.set(p.item.tier, (stock.get(p.item.tier) ?? 0n) + p.stock);
    checkOdds(body.odds, stock);
    const total = [...stock.values()].reduce((a, b) => a + b, 0n);
    return db.transaction().execute(async (trx) => {
      const id = await boxes.insert(trx, { ...values, asset: asset.code, total, remaining: total, odds_id: null, created_at: now });
      for (const p of prizeItems) {
        if (!(await catalog.reserve(trx, p.item.id, p.stock, now))) {
          refuse(m.supplyShort, { available: Number(p.item.supply - p.item.minted - p.item.reserved) }, 'prizes');
        }
        await boxes.addPrize(trx, id, p.item.tier, p.item.id, p.stock, now);
      }
      const odds = await boxes.publishOdds(trx, id, body.odds!, 'published', now);
      await this.c.record(
        actor,
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
    const { boxes } = this.c.repos;
    const box = await boxes.find(this.c.db, BigInt(body.box_id));
    if (!box || box.odds_id === null) return refuse(m.boxNotFound, {}, 'box_id');
    const now = nowMs(this.c.clock);
    return this.c.db.transaction().execute(async (trx) => {
      // Locks the box's row first, as a draw does, so no draw runs between the check and the change.
      await boxes.touch(trx, box.id, now);
      const current = await boxes.findOdds(trx, (await boxes.find(trx, box.id))!.odds_id!);
      const tiers = parseOdds(current!.odds_json).map((e) => e.tier);
      if (body.odds.length !== tiers.length || !body.odds.every((e) => tiers.includes(e.tier))) refuse(m.oddsTiers, {}, 'odds');
      checkOdds(body.odds, await boxes.stockByTier(trx, box.id));
      const published = await boxes.publishOdds(trx, box.id, body.odds, 'operator', now);
      await this.c.record(
        actor,
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
    const { boxes, catalog } = this.c.repos;
    const box = await boxes.find(this.c.db, BigInt(body.box_id));
    if (!box || box.odds_id === null) return refuse(m.boxNotFound, {}, 'box_id');
    const item = await catalog.findItem(this.c.db, BigInt(body.item_id));
    if (!item) return refuse(m.itemNotFound, {}, 'item_id');
    const now = nowMs(this.c.clock);
    const add = BigInt(body.add);
    return this.c.db.transaction().execute(async (trx) => {
      await boxes.addStock(trx, box.id, add, now);
      const current = await boxes.findOdds(trx, (await boxes.find(trx, box.id))!.odds_id!);
      if (!parseOdds(current!.odds_json).some((e) => e.tier === item.tier)) refuse(m.tierNotInBox, { tier: item.tier }, 'item_id');
      if (!(await catalog.reserve(trx, item.id, add, now))) {
        const fresh = await catalog.findItem(trx, item.id);
        refuse(m.supplyShort, { available: Number(fresh ? fresh.supply - fresh.minted - fresh.reserved : 0n) }, 'add');
      }
      await boxes.addPrize(trx, box.id, item.tier, item.id, add, now);
      await settleOdds(trx, boxes, box.id, now);
      await this.c.record(actor, { action: 'nft.box.restock', targetType: 'nft_box', targetId: box.id, after: body }, trx);
      return { id: Number(box.id) };
    });
  }

  async draws(query: Input<'draws'>): Promise<Data<'draws'>> {
    const { db, repos } = this.c;
    let userId: bigint | undefined;
    if (query.uid) {
      userId = await membersDirectory.idOfUid(db, query.uid);
      if (userId === undefined) return { ...pageOf([], 0, query.page), next_before: null };
    }
    const page = await repos.draws.pageOfAll(db, keysetWindow(query), {
      kind: query.kind,
      boxId: query.box_id === undefined ? undefined : BigInt(query.box_id),
      userId,
    });
    const uids = await this.c.uids(page.list.map((d) => d.user_id));
    const pairs = await repos.draws.pairsByIds(
      db,
      page.list.map((d) => d.seed_pair_id),
    );
    const boxNames = new Map<bigint, string>();
    for (const id of new Set(page.list.flatMap((d) => (d.box_id === null ? [] : [d.box_id])))) {
      const box = await repos.boxes.find(db, id);
      if (box) boxNames.set(id, en(box.name_json));
    }
    const list = [];
    for (const d of page.list) {
      list.push({
        id: Number(d.id),
        kind: d.kind,
        uid: uids(d.user_id) ?? '',
        title: d.box_id !== null ? (boxNames.get(d.box_id) ?? '') : `recipe #${d.recipe_id}`,
        tier: d.tier,
        ticket: Number(d.ticket),
        nonce: Number(d.nonce),
        odds_hash: d.odds_hash,
        token_id: d.token_id === null ? null : Number(d.token_id),
        price: d.price !== null && d.asset ? await this.c.views.money(d.asset, d.price) : null,
        revealed: pairs.get(d.seed_pair_id)?.status === 'revealed',
        created_at: unixSeconds(d.created_at),
      });
    }
    return { ...page, list };
  }
}

/** An odds table the operator may publish: valid, and a chance exactly for the tiers with stock. */
function checkOdds(odds: readonly { tier: string; ppm: number }[], stock: Map<string, bigint>): void {
  const problem = oddsProblem(odds);
  if (problem) refuse(m.badOdds, { problem }, 'odds');
  const tiers = new Set(odds.map((e) => e.tier));
  const stocked = [...stock].filter(([, n]) => n > 0n).map(([tier]) => tier);
  const fits = stocked.every((tier) => tiers.has(tier)) && odds.every((e) => e.ppm > 0 === (stock.get(e.tier) ?? 0n) > 0n);
  if (!fits) refuse(m.oddsTiers, {}, 'odds');
}
