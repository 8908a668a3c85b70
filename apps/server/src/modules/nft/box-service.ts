import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import { type OddsEntry, pickIndex } from '@mcc/contract/fair-roll';
import type { NftBox, nftApi } from '@mcc/contract/nft';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { defaultLanguage, type Language } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import { member, system } from '../ledger/accounts';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import { type BoxRepository, type BoxRow, parseOdds } from './box-repository';
import type { CatalogRepository } from './catalog-repository';
import { chiSquareTest } from './chi-square';
import type { DrawRepository } from './draw-repository';
import { roll } from './fair-roll';
import type { Minter } from './minting';
import { nftMessages as m } from './nft-messages';
import { type NftViews, oddsCommitmentView } from './nft-views';
import { expectedCounts, rebalanceOdds } from './odds-rules';
import type { SeedService } from './seed-service';
import type { TokenRepository } from './token-repository';
import './nft-line-types';

type Open = typeof nftApi.open;

export interface OpenPlan {
  userId: bigint;
  language: Language;
  boxId: bigint;
  asset: Asset;
  price: bigint;
  /** The odds the member was shown, when the client sent them. */
  oddsHash: string | undefined;
}

/** How many commitments a box shows (its whole history stays in the database). */
const SHOWN_COMMITMENTS = 10;

/**
 * After stock changed: when the odds give a chance to a tier that has no stock left, the box
 * publishes new odds (reason `tier_out`) in the same transaction, so the next draw uses them and
 * every member sees them before it. A sold-out box keeps its last odds.
 */
export async function settleOdds(db: Executor, boxes: BoxRepository, boxId: bigint, now: bigint): Promise<void> {
  const box = await boxes.find(db, boxId);
  if (!box || box.remaining === 0n || box.odds_id === null) return;
  const current = await boxes.findOdds(db, box.odds_id);
  if (!current) return;
  const odds = parseOdds(current.odds_json);
  const stock = await boxes.stockByTier(db, boxId);
  const hasStock = (tier: string) => (stock.get(tier) ?? 0n) > 0n;
  if (odds.every((entry) => entry.ppm === 0 || hasStock(entry.tier))) return;
  const next = rebalanceOdds(odds, hasStock);
  if (next) await boxes.publishOdds(db, boxId, next, 'tier_out', now);
}

/** Blind boxes for members: what is on sale with its odds and observed draws, and opening one. */
export class BoxService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly assets: AssetRegistry,
    private readonly repos: { boxes: BoxRepository; catalog: CatalogRepository; tokens: TokenRepository; draws: DrawRepository },
    private readonly minter: Minter,
    private readonly seeds: SeedService,
    private readonly views: NftViews,
  ) {}

  /** Boxes on sale, with their current odds, stock by tier, observed draws and recent commitments. */
  async list(language: Language): Promise<NftBox[]> {
    const { boxes, catalog } = this.repos;
    const rows = await boxes.list(this.db, true);
    const ids = rows.map((b) => b.id);
    const [commitments, prizes, counts] = await Promise.all([
      boxes.oddsOf(this.db, ids),
      boxes.prizes(this.db, ids),
      boxes.drawCounts(this.db, ids),
    ]);
    const items = await catalog.itemsByIds(
      this.db,
      prizes.map((p) => p.item_id),
    );
    const images = await catalog.imagesByIds(this.db, [
      ...rows.flatMap((b) => (b.image_id === null ? [] : [b.image_id])),
      ...[...items.values()].map((i) => i.image_id),
    ]);
    const oddsById = new Map(commitments.map((c) => [c.id, c]));
    const result: NftBox[] = [];
    for (const box of rows) {
      const currentRow = oddsById.get(box.odds_id!);
      if (!currentRow) continue;
      const odds = parseOdds(currentRow.odds_json);
      const tiers = odds.map((entry) => {
        const of = prizes.filter((p) => p.box_id === box.id && p.tier === entry.tier);
        return {
          tier: entry.tier,
          ppm: entry.ppm,
          stock: Number(of.reduce((sum, p) => sum + p.stock, 0n)),
          items: of.map((p) => {
            const item = items.get(p.item_id)!;
            return {
              id: Number(item.id),
              name: this.views.itemName(item, language),
              image: images.get(item.image_id)?.url ?? '',
              stock: Number(p.stock),
            };
          }),
        };
      });
      const mine = counts.filter((c) => c.box_id === box.id);
      const byOdds = new Map<bigint, number>();
      for (const c of mine) if (c.odds_id !== null) byOdds.set(c.odds_id, (byOdds.get(c.odds_id) ?? 0) + Number(c.n));
      const tierNames = odds.map((e) => e.tier);
      const observed = tierNames.map((tier) => mine.filter((c) => c.tier === tier).reduce((sum, c) => sum + Number(c.n), 0));
      const expected = expectedCounts(
        tierNames,
        [...byOdds].map(([oddsId, draws]) => ({ odds: parseOdds(oddsById.get(oddsId)?.odds_json ?? '[]'), draws })),
      );
      const test = chiSquareTest(observed, expected);
      const asset = await this.assets.require(box.asset);
      result.push({
        id: Number(box.id),
        name: pickText(parseText(box.name_json), language),
        description: pickText(parseText(box.description_json), language),
        image: box.image_id === null ? '' : (images.get(box.image_id)?.url ?? ''),
        asset: box.asset,
        price: formatFor(asset, box.price),
        remaining: Number(box.remaining),
        total: Number(box.total),
        odds,
        odds_hash: currentRow.odds_hash,
        odds_id: Number(currentRow.id),
        odds_since: unixSeconds(currentRow.created_at),
        tiers,
        observed: {
          draws: observed.reduce((a, b) => a + b, 0),
          tiers: tierNames.map((tier, i) => ({ tier, count: observed[i]!, expected: Math.round(expected[i]! * 100) / 100 })),
          chi_square: test.df > 0 && Number.isFinite(test.statistic) ? Math.round(test.statistic * 10000) / 10000 : null,
          df: test.df,
          p_value: test.pValue,
        },
        commitments: commitments
          .filter((c) => c.box_id === box.id)
          .slice(0, SHOWN_COMMITMENTS)
          .map(oddsCommitmentView),
      });
    }
    return result;
  }

  /** Opening one box: the price paid, one provably fair draw, the prize minted to the member. */
  readonly open: EndpointAction<MemberActor, Open, OpenPlan> = moneyAction({
    plan: (actor, input) => this.#planOpen(actor, input),
    execute: (trx, plan) => this.#executeOpen(trx, plan),
  });

  /** Checks the box is on sale with stock (and the odds are the ones shown) and makes sure the member has a seed pair. */
  async #planOpen(actor: MemberActor, input: ParsedOf<Open>): Promise<OpenPlan> {
    const box = await this.repos.boxes.find(this.db, BigInt(input.box_id));
    if (!box) return refuse(m.boxNotFound, {}, 'box_id');
    this.#checkOnSale(box);
    if (input.odds_hash !== undefined) {
      const odds = await this.repos.boxes.findOdds(this.db, box.odds_id!);
      if (odds?.odds_hash !== input.odds_hash) refuse(m.oddsChanged, {}, 'odds_hash');
    }
    await this.seeds.active(actor.userId);
    return {
      userId: actor.userId,
      language: actor.language ?? defaultLanguage,
      boxId: box.id,
      asset: await this.assets.require(box.asset),
      price: box.price,
      oddsHash: input.odds_hash,
    };
  }

  /**
   * Opens one box in `trx`: takes it off the shelf (never below zero), takes the member's next
   * nonce, pays the price into `nft_sales`, and only then rolls — every refusal comes before the
   * roll, so no refused attempt tells anything about a nonce's outcome. The drawn tier's prize is
   * minted to the member; a tier that ran out gets the box new odds before the next draw.
   */
  async #executeOpen(trx: Transaction<DB>, plan: OpenPlan): Promise<DataOf<Open>> {
    const { boxes, catalog, tokens, draws } = this.repos;
    const now = nowMs(this.clock);
    const box = await boxes.takeOne(trx, plan.boxId, now);
    if (!box) {
      const seen = await boxes.find(trx, plan.boxId);
      return refuse(seen && seen.enabled === 1n ? m.soldOut : m.boxNotOnSale, {}, 'box_id');
    }
    if (box.price !== plan.price) refuse(m.priceChanged, {}, 'box_id');
    const oddsRow = await boxes.findOdds(trx, box.odds_id!);
    if (!oddsRow) throw new Error(`nft: box ${box.id} has no odds`);
    if (plan.oddsHash !== undefined && oddsRow.odds_hash !== plan.oddsHash) refuse(m.oddsChanged, {}, 'odds_hash');
    const taken = await draws.takeNonce(trx, plan.userId);
    if (!taken) throw new Error(`nft: member ${plan.userId} has no active seed pair`);
    const { pair, nonce } = taken;
    const posted = await this.ledger.post(trx, {
      kind: 'nft_box',
      moves: [{ from: member(plan.userId, plan.asset.code), to: system('nft_sales', plan.asset.code), amount: box.price }],
      params: { box_id: String(box.id), nonce: String(nonce) },
      ref: { type: 'nft_box', id: box.id },
    });

    const odds: OddsEntry[] = parseOdds(oddsRow.odds_json);
    const result = roll(pair.server_seed, pair.client_seed, Number(nonce), odds);
    const candidates = await boxes.candidates(trx, box.id, result.tier);
    if (candidates.length === 0) throw new Error(`nft: box ${box.id} drew tier ${result.tier} without stock`);
    const index = pickIndex(result.digest, candidates.length);
    const prize = candidates[index]!;
    if (!(await boxes.takePrize(trx, prize.id, now))) throw new Error(`nft: prize ${prize.id} ran out under the box's lock`);
    const item = await catalog.findItem(trx, prize.item_id);
    const minted = item ? await this.minter.mint(trx, item, plan.userId, 'reserved', 1n, now) : null;
    if (!item || !minted) throw new Error(`nft: prize ${prize.id} had no reserved supply`);
    const token = minted[0]!;
    const draw = await draws.insertDraw(trx, {
      kind: 'box',
      user_id: plan.userId,
      seed_pair_id: pair.id,
      nonce,
      ticket: BigInt(result.ticket),
      tier: result.tier,
      odds_json: oddsRow.odds_json,
      odds_hash: oddsRow.odds_hash,
      odds_id: oddsRow.id,
      box_id: box.id,
      recipe_id: null,
      item_id: item.id,
      token_id: token.id,
      pick_index: BigInt(index),
      pick_count: BigInt(candidates.length),
      inputs_json: null,
      asset: plan.asset.code,
      price: box.price,
      entry_id: posted.entryId,
      created_at: now,
    });
    const ref = { type: 'draw', id: draw.id };
    await tokens.addProvenance(
      trx,
      [
        { tokenId: token.id, event: 'minted', from: null, to: null, ref },
        { tokenId: token.id, event: 'won', from: null, to: plan.userId, asset: plan.asset.code, price: box.price, ref },
      ],
      now,
    );
    await settleOdds(trx, boxes, box.id, now);
    return {
      draw_id: Number(draw.id),
      tier: result.tier,
      item: {
        id: Number(token.id),
        name: this.views.itemName(item, plan.language),
        image: token.image_url,
        tier: token.tier,
        serial: Number(token.serial),
      },
      nonce: Number(nonce),
      ticket: result.ticket,
      box_id: Number(box.id),
      price: formatFor(plan.asset, box.price),
      asset: plan.asset.code,
      odds_hash: oddsRow.odds_hash,
      server_seed_hash: pair.server_seed_hash,
      client_seed: pair.client_seed,
      remaining: Number(box.remaining),
    };
  }

  #checkOnSale(box: BoxRow): void {
    if (box.enabled !== 1n || box.odds_id === null) refuse(m.boxNotOnSale, {}, 'box_id');
    if (box.remaining <= 0n) refuse(m.soldOut, {}, 'box_id');
  }
}
