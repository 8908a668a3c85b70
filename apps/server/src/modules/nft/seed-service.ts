import type { DataOf } from '@mcc/contract/endpoint';
import type { nftApi } from '@mcc/contract/nft';
import type { Kysely } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { type Executor, keysetWindow, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { BoxRepository, parseOdds } from './box-repository';
import { CatalogRepository } from './catalog-repository';
import type { DrawRepository, DrawRow, SeedPairRow } from './draw-repository';
import { newClientSeed, newServerSeed, sha256Hex } from './fair-roll';
import { nftMessages as m } from './nft-messages';
import type { NftViews } from './nft-views';
import { TokenRepository } from './token-repository';

type Verify = DataOf<typeof nftApi.verify>;
type DrawItem = NonNullable<Verify['item']>;

/** The pair as the member sees it before it is revealed. */
function current(pair: SeedPairRow): { client_seed: string; server_seed_hash: string; next_nonce: number } {
  return { client_seed: pair.client_seed, server_seed_hash: pair.server_seed_hash, next_nonce: Number(pair.next_nonce) };
}

/**
 * Members' seed pairs and their draws. A member always has one active pair: the server seed is
 * secret and committed by its SHA-256, the client seed is theirs to choose, and each draw takes the
 * next nonce from 1. Rotating reveals the server seed (every draw made with it can then be
 * recomputed) and starts a new pair.
 */
export class SeedService {
  readonly #catalog = new CatalogRepository();
  readonly #tokens = new TokenRepository();
  readonly #boxes = new BoxRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly draws: DrawRepository,
    private readonly views: NftViews,
  ) {}

  /** The member's active pair, made on first use. */
  async active(userId: bigint, db: Executor = this.db): Promise<SeedPairRow> {
    const found = await this.draws.activePair(db, userId);
    if (found) return found;
    try {
      return await this.#newPair(db, userId, newClientSeed());
    } catch (error) {
      // Two first uses at once: the other made it.
      if (uniqueViolationColumn(error) === null) throw error;
      const made = await this.draws.activePair(db, userId);
      if (!made) throw error;
      return made;
    }
  }

  async current(userId: bigint): Promise<DataOf<typeof nftApi.seeds>> {
    return current(await this.active(userId));
  }

  /** Reveals the active pair and starts a new one, with `clientSeed` or the same client seed as before. */
  async rotate(userId: bigint, clientSeed?: string): Promise<DataOf<typeof nftApi.rotate>> {
    await this.active(userId);
    return this.db.transaction().execute(async (trx) => {
      // Rotations at the same moment (taps in a row) queue on the active pair: each one that waited
      // finds it revealed and a new one made, and reveals that one (DrawRepository.reveal).
      const revealed = await this.draws.reveal(trx, userId, nowMs(this.clock));
      if (!revealed) throw new Error(`nft: member ${userId} had no active seed pair`);
      const next = await this.#newPair(trx, userId, clientSeed ?? revealed.client_seed);
      return {
        revealed: {
          server_seed: revealed.server_seed,
          server_seed_hash: revealed.server_seed_hash,
          client_seed: revealed.client_seed,
          last_nonce: Number(revealed.next_nonce - 1n),
        },
        current: current(next),
      };
    });
  }

  async history(userId: bigint, query: { page: number; before?: number }): Promise<DataOf<typeof nftApi.seedHistory>> {
    const rows = await this.draws.pageOfRevealed(this.db, userId, keysetWindow(query));
    return mapPage(rows, (r) => ({
      id: Number(r.id),
      server_seed: r.server_seed,
      server_seed_hash: r.server_seed_hash,
      client_seed: r.client_seed,
      last_nonce: Number(r.next_nonce - 1n),
      created_at: unixSeconds(r.created_at),
      revealed_at: unixSeconds(r.revealed_at ?? r.created_at),
    }));
  }

  /** Everything needed to recompute one of the member's draws; the server seed once the pair is revealed. */
  async verify(userId: bigint, drawId: bigint, language: Language): Promise<Verify> {
    const draw = await this.draws.findDraw(this.db, drawId, userId);
    if (!draw) return refuse(m.drawNotFound, {}, 'draw_id');
    const pair = await this.draws.findPair(this.db, draw.seed_pair_id);
    if (!pair) throw new Error(`nft: draw ${draw.id} without its seed pair`);
    const revealed = pair.status === 'revealed';
    const [described] = await this.#describe([draw], language);
    return {
      server_seed: revealed ? pair.server_seed : null,
      server_seed_hash: pair.server_seed_hash,
      client_seed: pair.client_seed,
      nonce: Number(draw.nonce),
      ticket: Number(draw.ticket),
      tier: draw.tier,
      odds: parseOdds(draw.odds_json),
      odds_hash: draw.odds_hash,
      draw_id: Number(draw.id),
      kind: draw.kind,
      revealed,
      pick:
        draw.pick_index !== null && draw.pick_count !== null ? { index: Number(draw.pick_index), count: Number(draw.pick_count) } : null,
      title: described!.title,
      item: described!.item,
      created_at: unixSeconds(draw.created_at),
    };
  }

  async list(
    userId: bigint,
    query: { page: number; kind?: 'box' | 'synthesis'; before?: number },
    language: Language,
  ): Promise<DataOf<typeof nftApi.draws>> {
    const rows = await this.draws.pageOfMember(this.db, userId, keysetWindow(query), query.kind);
    const described = await this.#describe(rows.list, language);
    const pairs = await this.draws.pairsByIds(
      this.db,
      rows.list.map((d) => d.seed_pair_id),
    );
    const list = [];
    for (const [i, draw] of rows.list.entries()) {
      list.push({
        draw_id: Number(draw.id),
        kind: draw.kind,
        title: described[i]!.title,
        tier: draw.tier,
        nonce: Number(draw.nonce),
        ticket: Number(draw.ticket),
        item: described[i]!.item,
        price: draw.price !== null && draw.asset ? await this.views.money(draw.asset, draw.price) : null,
        asset: draw.asset,
        revealed: pairs.get(draw.seed_pair_id)?.status === 'revealed',
        created_at: unixSeconds(draw.created_at),
      });
    }
    return { ...rows, list };
  }

  /** The box's name or the recipe ("3 × N → R"), and the NFT the draw gave. */
  async #describe(draws: DrawRow[], language: Language): Promise<{ title: string; item: DrawItem | null }[]> {
    const boxIds = [...new Set(draws.flatMap((d) => (d.box_id === null ? [] : [d.box_id])))];
    const boxes = new Map((await Promise.all(boxIds.map((id) => this.#boxes.find(this.db, id)))).flatMap((b) => (b ? [[b.id, b]] : [])));
    const recipeIds = [...new Set(draws.flatMap((d) => (d.recipe_id === null ? [] : [d.recipe_id])))];
    const recipes = new Map(
      (await Promise.all(recipeIds.map((id) => this.draws.findRecipe(this.db, id)))).flatMap((r) => (r ? [[r.id, r]] : [])),
    );
    const tokens = new Map(
      (
        await this.#tokens.byIds(
          this.db,
          draws.flatMap((d) => (d.token_id === null ? [] : [d.token_id])),
        )
      ).map((t) => [t.id, t]),
    );
    const items = await this.#catalog.itemsByIds(
      this.db,
      [...tokens.values()].map((t) => t.item_id),
    );
    return draws.map((draw) => {
      const token = draw.token_id === null ? undefined : tokens.get(draw.token_id);
      const item = token ? items.get(token.item_id) : undefined;
      const box = draw.box_id === null ? undefined : boxes.get(draw.box_id);
      const recipe = draw.recipe_id === null ? undefined : recipes.get(draw.recipe_id);
      const inputs = draw.inputs_json ? (JSON.parse(draw.inputs_json) as number[]).length : Number(recipe?.inputs ?? 0n);
      const title = box
        ? pickText(parseText(box.name_json), language)
        : recipe
          ? `${inputs} × ${recipe.from_tier} → ${recipe.to_tier}`
          : '';
      return {
        title,
        item:
          token && item
            ? {
                id: Number(token.id),
                name: this.views.itemName(item, language),
                image: token.image_url,
                tier: token.tier,
                serial: Number(token.serial),
              }
            : null,
      };
    });
  }

  async #newPair(db: Executor, userId: bigint, clientSeed: string): Promise<SeedPairRow> {
    const serverSeed = newServerSeed();
    return this.draws.insertPair(db, {
      user_id: userId,
      server_seed: serverSeed,
      server_seed_hash: sha256Hex(serverSeed),
      client_seed: clientSeed,
      next_nonce: 1n,
      status: 'active',
      created_at: nowMs(this.clock),
      revealed_at: null,
    });
  }
}
