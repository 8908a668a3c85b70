import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import { pickIndex, ppmPercent, synthesisOdds } from '@mcc/contract/fair-roll';
import type { nftApi } from '@mcc/contract/nft';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { defaultLanguage, type Language } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import type { CatalogRepository } from './catalog-repository';
import type { DrawRepository, RecipeRow } from './draw-repository';
import { oddsHash, roll } from './fair-roll';
import type { Minter } from './minting';
import { nftMessages as m } from './nft-messages';
import type { NftViews } from './nft-views';
import type { SeedService } from './seed-service';
import type { TokenRepository } from './token-repository';

type Synthesize = typeof nftApi.synthesize;

export interface SynthesizePlan {
  userId: bigint;
  language: Language;
  recipe: RecipeRow;
  tokenIds: bigint[];
}

/** The published odds of a recipe: `success` with its chance, `fail` with the rest, and their hash. */
export function recipeOdds(recipe: RecipeRow) {
  const odds = synthesisOdds(Number(recipe.chance_ppm));
  return { odds, hash: oddsHash(odds) };
}

/**
 * The chain game: burn `inputs` NFTs of one tier of a collection for the recipe's published chance
 * at one NFT of the next tier, drawn by the same provably fair roll as the boxes (odds `success` /
 * `fail`, the member's next nonce). The inputs burn whatever the outcome.
 */
export class SynthesisService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly repos: { catalog: CatalogRepository; tokens: TokenRepository; draws: DrawRepository },
    private readonly minter: Minter,
    private readonly seeds: SeedService,
    private readonly views: NftViews,
  ) {}

  /** Recipes open to play, with their chance, odds hash, what is left to win and how many of my NFTs fit. */
  async game(userId: bigint, language: Language): Promise<DataOf<typeof nftApi.game>> {
    const { catalog, draws } = this.repos;
    const recipes = await draws.recipes(this.db, true);
    const collections = await catalog.collectionsByIds(
      this.db,
      recipes.map((r) => r.collection_id),
    );
    const list = [];
    for (const recipe of recipes) {
      const collection = collections.get(recipe.collection_id);
      if (collection?.enabled !== 1n) continue;
      const { odds, hash } = recipeOdds(recipe);
      const mine = await this.repos.tokens.countHeld(this.db, userId, recipe.collection_id, recipe.from_tier);
      list.push({
        id: Number(recipe.id),
        collection: { id: Number(collection.id), name: pickText(parseText(collection.name_json), language) },
        from_tier: recipe.from_tier,
        to_tier: recipe.to_tier,
        inputs: Number(recipe.inputs),
        chance_ppm: Number(recipe.chance_ppm),
        chance_percent: ppmPercent(Number(recipe.chance_ppm)),
        odds,
        odds_hash: hash,
        outputs_left: await catalog.mintableCount(this.db, recipe.collection_id, recipe.to_tier),
        my_eligible: mine,
      });
    }
    return { recipes: list };
  }

  /** Playing a recipe: the inputs burn, and one roll decides whether an NFT of the next tier is minted. */
  readonly synthesize: EndpointAction<MemberActor, Synthesize, SynthesizePlan> = moneyAction({
    plan: (actor, input) => this.#planSynthesize(actor, input),
    execute: (trx, plan) => this.#executeSynthesize(trx, plan),
  });

  /** Checks the recipe and its odds as shown, the member's inputs, and that something of the next tier can still be minted. */
  async #planSynthesize(actor: MemberActor, input: ParsedOf<Synthesize>): Promise<SynthesizePlan> {
    const recipe = await this.repos.draws.findRecipe(this.db, BigInt(input.recipe_id));
    if (recipe?.enabled !== 1n) return refuse(m.recipeNotFound, {}, 'recipe_id');
    if (recipeOdds(recipe).hash !== input.odds_hash) refuse(m.oddsChanged, {}, 'odds_hash');
    const ids = [...new Set(input.token_ids.map((id) => BigInt(id)))];
    const wrong = () => refuse(m.wrongInputs, { inputs: Number(recipe.inputs), tier: recipe.from_tier }, 'token_ids');
    if (ids.length !== input.token_ids.length || BigInt(ids.length) !== recipe.inputs) wrong();
    const tokens = await this.repos.tokens.byIds(this.db, ids);
    // Another member's NFT, or one that does not exist, reads the same: not one you can use.
    if (tokens.length !== ids.length || tokens.some((t) => t.owner_id !== actor.userId)) refuse(m.notYours, {}, 'token_ids');
    if (tokens.some((t) => t.collection_id !== recipe.collection_id || t.tier !== recipe.from_tier)) wrong();
    if (tokens.some((t) => t.state !== 'held')) refuse(m.notAvailable, {}, 'token_ids');
    if ((await this.repos.catalog.mintableCount(this.db, recipe.collection_id, recipe.to_tier)) === 0)
      refuse(m.recipeClosed, {}, 'recipe_id');
    await this.seeds.active(actor.userId);
    return { userId: actor.userId, language: actor.language ?? defaultLanguage, recipe, tokenIds: ids };
  }

  /**
   * Re-reads the recipe (a changed chance is refused), checks something of the next tier can still
   * be minted, takes the member's next nonce and burns the inputs — all before the roll, so a
   * refusal says nothing about the nonce's outcome — then rolls, and on success mints the prize.
   */
  async #executeSynthesize(trx: Transaction<DB>, plan: SynthesizePlan): Promise<DataOf<Synthesize>> {
    const { catalog, tokens, draws } = this.repos;
    const now = nowMs(this.clock);
    const recipe = await draws.findRecipe(trx, plan.recipe.id);
    if (recipe?.enabled !== 1n) return refuse(m.recipeNotFound, {}, 'recipe_id');
    if (recipe.chance_ppm !== plan.recipe.chance_ppm || recipe.inputs !== plan.recipe.inputs) refuse(m.oddsChanged, {}, 'odds_hash');
    const candidates = await catalog.mintableItems(trx, recipe.collection_id, recipe.to_tier);
    if (candidates.length === 0) refuse(m.recipeClosed, {}, 'recipe_id');
    const taken = await draws.takeNonce(trx, plan.userId);
    if (!taken) throw new Error(`nft: member ${plan.userId} has no active seed pair`);
    const burned = await tokens.burn(trx, plan.tokenIds, plan.userId, recipe.collection_id, recipe.from_tier, now);
    if (burned !== plan.tokenIds.length) refuse(m.inputsGone, {}, 'token_ids');

    const { odds, hash } = recipeOdds(recipe);
    const { pair, nonce } = taken;
    const result = roll(pair.server_seed, pair.client_seed, Number(nonce), odds);
    let made: { token: Awaited<ReturnType<TokenRepository['insert']>>; name: string; index: number } | null = null;
    if (result.tier === 'success') {
      const index = pickIndex(result.digest, candidates.length);
      const item = await catalog.findItem(trx, candidates[index]!.id);
      const minted = item ? await this.minter.mint(trx, item, plan.userId, 'free', 1n, now) : null;
      if (!item || !minted) throw new Error(`nft: item ${candidates[index]!.id} could not be minted under the draw`);
      made = { token: minted[0]!, name: this.views.itemName(item, plan.language), index };
    }
    const draw = await draws.insertDraw(trx, {
      kind: 'synthesis',
      user_id: plan.userId,
      seed_pair_id: pair.id,
      nonce,
      ticket: BigInt(result.ticket),
      tier: result.tier,
      odds_json: JSON.stringify(odds),
      odds_hash: hash,
      odds_id: null,
      box_id: null,
      recipe_id: recipe.id,
      item_id: made ? made.token.item_id : null,
      token_id: made ? made.token.id : null,
      pick_index: made ? BigInt(made.index) : null,
      pick_count: made ? BigInt(candidates.length) : null,
      inputs_json: JSON.stringify(plan.tokenIds.map(Number)),
      asset: null,
      price: null,
      entry_id: null,
      created_at: now,
    });
    const ref = { type: 'draw', id: draw.id };
    await tokens.addProvenance(
      trx,
      [
        ...plan.tokenIds.map((tokenId) => ({ tokenId, event: 'burned' as const, from: plan.userId, to: null, ref })),
        ...(made
          ? [
              { tokenId: made.token.id, event: 'minted' as const, from: null, to: null, ref },
              { tokenId: made.token.id, event: 'synthesised' as const, from: null, to: plan.userId, ref },
            ]
          : []),
      ],
      now,
    );
    return {
      draw_id: Number(draw.id),
      outcome: result.tier === 'success' ? 'success' : 'fail',
      ticket: result.ticket,
      nonce: Number(nonce),
      burned: plan.tokenIds.map(Number),
      token: made
        ? {
            id: Number(made.token.id),
            name: made.name,
            image: made.token.image_url,
            tier: made.token.tier,
            serial: Number(made.token.serial),
          }
        : null,
    };
  }
}
