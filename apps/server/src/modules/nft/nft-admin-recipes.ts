import type { AdminRecipeBody } from '@mcc/contract/admin-nft';
import { isNftTier, type NftTier, nextTier, ppmPercent } from '@mcc/contract/fair-roll';
import { nowMs, unixSeconds } from '../../platform/clock';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import { type ConsoleActor, type Data, en, type NftConsole } from './nft-console';
import { nftMessages as m } from './nft-messages';
import { percentToPpm } from './sale-math';
import { recipeOdds } from './synthesis-service';

/** The console's chain-game recipes: their chances (published as odds with a hash), tries and successes. */
export class NftRecipesAdmin {
  constructor(private readonly c: NftConsole) {}

  async recipes(): Promise<Data<'recipes'>> {
    const { db, repos } = this.c;
    const rows = await repos.draws.recipes(db, false);
    const collections = await repos.catalog.collectionsByIds(
      db,
      rows.map((r) => r.collection_id),
    );
    const figures = await repos.draws.recipeFigures(db);
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
        outputs_left: await repos.catalog.mintableCount(db, r.collection_id, r.to_tier),
        tries: figures.get(r.id)?.tries ?? 0,
        successes: figures.get(r.id)?.successes ?? 0,
        updated_at: unixSeconds(r.updated_at),
      });
    }
    return { list };
  }

  /** Creates or edits a recipe; its chance is published as the odds `success` / `fail` and their hash. */
  async saveRecipe(actor: ConsoleActor, body: AdminRecipeBody): Promise<Data<'saveRecipe'>> {
    const { catalog, draws } = this.c.repos;
    if (!(await catalog.findCollection(this.c.db, BigInt(body.collection_id)))) refuse(m.collectionNotFound, {}, 'collection_id');
    const to = isNftTier(body.from_tier) ? nextTier(body.from_tier as NftTier) : null;
    if (!to) return refuse(m.topTier, {}, 'from_tier');
    const chance = percentToPpm(body.chance_percent);
    if (chance === null || chance > 1_000_000) return refuse(m.chanceRange, {}, 'chance_percent');
    const now = nowMs(this.c.clock);
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
      return await this.c.save(actor, body.id, {
        find: (trx, id) => draws.findRecipe(trx, id),
        insert: (trx) => draws.insertRecipe(trx, { ...values, created_at: now }),
        update: (trx, existing) => draws.updateRecipe(trx, existing.id, values),
        notFound: m.recipeNotFound,
        audit: { action: 'nft.recipe.save', targetType: 'nft_recipe', after: values },
      });
    } catch (error) {
      if (uniqueViolationColumn(error) !== null) refuse(m.recipeExists, { tier: body.from_tier }, 'from_tier');
      throw error;
    }
  }
}
