import { adminNftApi } from '@mcc/contract/admin-nft';
import { oddsJson, ticketOf, tierOf } from '@mcc/contract/fair-roll';
import { nftApi } from '@mcc/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { credit, expectBooksBalanced, USDT } from '../../../test/money';
import type { DrawProof } from '../../../test/nft-boxes';
import { addOperator, type Operator } from '../../../test/operators';
import { testDialect, useTestApp } from '../../../test/test-app';
import { hmacSha256Hex, sha256Hex } from './fair-roll';
import { type Catalogue, catalogue, ok, openBox } from './nft-fixtures';

const t = useTestApp();
let operator: Operator;
let cat: Catalogue;
let recipeId: number;

interface Recipe {
  id: number;
  inputs: number;
  chance_ppm: number;
  odds_hash: string;
  outputs_left: number;
  my_eligible: number;
}

beforeAll(async () => {
  operator = await addOperator(t, 'content');
  cat = await catalogue(t, operator, { stock: { N: 300 }, odds: [{ tier: 'N', ppm: 1_000_000 }], price: '1' });
  ({ id: recipeId } = await ok<{ id: number }>(
    postTo(
      t,
      adminNftApi.saveRecipe,
      {
        collection_id: cat.collectionId,
        from_tier: 'N',
        inputs: 3,
        chance_percent: '100',
        enabled: true,
      },
      { as: operator },
    ),
  ));
});

/** A member with `count` N NFTs of the test collection. */
async function player(count: number): Promise<{ m: Member; tokens: number[] }> {
  const m = await addMember(t);
  await credit(t, m.id, BigInt(count) * USDT);
  const tokens: number[] = [];
  for (let i = 0; i < count; i++) tokens.push((await ok<{ item: { id: number } }>(openBox(t, m, cat.boxId))).item.id);
  return { m, tokens };
}

async function recipe(m: Member): Promise<Recipe> {
  const game = await ok<{ recipes: Recipe[] }>(getFrom(t, nftApi.game, { as: m }));
  return game.recipes.find((r) => r.id === recipeId)!;
}

function synthesize(m: Member, tokenIds: number[], oddsHash: string) {
  return postTo(
    t,
    nftApi.synthesize,
    { recipe_id: recipeId, token_ids: tokenIds, odds_hash: oddsHash, paypwd: PAY_PASSWORD },
    { as: m, key: newKey() },
  );
}

async function setChance(percent: string): Promise<void> {
  await ok(
    postTo(
      t,
      adminNftApi.saveRecipe,
      {
        id: recipeId,
        collection_id: cat.collectionId,
        from_tier: 'N',
        inputs: 3,
        chance_percent: percent,
        enabled: true,
      },
      { as: operator },
    ),
  );
}

async function states(ids: number[]): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('nft_tokens')
    .select(['id', 'state'])
    .where('id', 'in', ids.map(BigInt))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.state);
}

describe(`the chain game (${testDialect})`, () => {
  it('burns the inputs and, at a 100% chance, mints one NFT of the next tier by the same fair roll', async () => {
    await setChance('100');
    const { m, tokens } = await player(4);
    const published = await recipe(m);
    expect(published).toMatchObject({ inputs: 3, chance_ppm: 1_000_000, my_eligible: 4 });
    expect(published.odds_hash).toBe(
      sha256Hex(
        oddsJson([
          { tier: 'success', ppm: 1_000_000 },
          { tier: 'fail', ppm: 0 },
        ]),
      ),
    );

    const result = await ok<{ draw_id: number; outcome: string; nonce: number; burned: number[]; token: { id: number; tier: string } }>(
      synthesize(m, tokens.slice(0, 3), published.odds_hash),
    );
    expect(result.outcome).toBe('success');
    expect(result.nonce).toBe(5); // after the four boxes: one nonce sequence per seed pair
    expect(result.token.tier).toBe('R');
    expect(await states(tokens.slice(0, 3))).toEqual(['burned', 'burned', 'burned']);
    const made = await ok<{ owner: { uid: string }; provenance: { event: string }[] }>(
      getFrom(t, nftApi.detail, { as: m, query: { id: result.token.id } }),
    );
    expect(made.owner.uid).toBe(m.uid);
    expect(made.provenance.map((p) => p.event)).toEqual(['minted', 'synthesised']);
    const burned = await ok<{ owner: unknown; state: string; provenance: { event: string }[] }>(
      getFrom(t, nftApi.detail, { as: m, query: { id: tokens[0] } }),
    );
    expect(burned).toMatchObject({ owner: null, state: 'burned' });
    expect(burned.provenance.map((p) => p.event)).toEqual(['minted', 'won', 'burned']);

    // The synthesis verifies like a box draw once the seed is revealed.
    const rotated = await ok<{ revealed: { server_seed: string } }>(postTo(t, nftApi.rotate, {}, { as: m }));
    const v = await ok<DrawProof>(getFrom(t, nftApi.verify, { as: m, query: { draw_id: result.draw_id } }));
    expect(v.kind).toBe('synthesis');
    expect(v.server_seed).toBe(rotated.revealed.server_seed);
    const ticket = ticketOf(hmacSha256Hex(v.server_seed!, `${v.client_seed}:${v.nonce}`));
    expect(ticket).toBe(v.ticket);
    expect(tierOf(v.odds, ticket)).toBe('success');
  });

  it('burns the inputs and mints nothing at a 0% chance; a chance changed after the member looked is refused', async () => {
    await setChance('100');
    const { m, tokens } = await player(3);
    const shown = await recipe(m);
    await setChance('0');
    const stale = await synthesize(m, tokens, shown.odds_hash);
    expect(stale.body).toMatchObject({ code: 0, data: { field: 'odds_hash' } });
    expect(await states(tokens)).toEqual(['held', 'held', 'held']);

    const now = await recipe(m);
    expect(now.chance_ppm).toBe(0);
    const result = await ok<{ outcome: string; token: unknown; burned: number[] }>(synthesize(m, tokens, now.odds_hash));
    expect(result).toMatchObject({ outcome: 'fail', token: null });
    expect(result.burned.sort()).toEqual([...tokens].sort());
    expect(await states(tokens)).toEqual(['burned', 'burned', 'burned']);
    const history = await ok<{ list: { kind: string; tier: string; title: string }[] }>(
      getFrom(t, nftApi.draws, { as: m, query: { kind: 'synthesis' } }),
    );
    expect(history.list[0]).toMatchObject({ kind: 'synthesis', tier: 'fail', title: '3 × N → R' });
  });

  it('synthesizes while the member rotates their seed (12 syntheses and 12 rotations at once): every answer done', async () => {
    await setChance('0');
    const { m, tokens } = await player(36);
    const { odds_hash } = await recipe(m);
    const calls = Array.from({ length: 12 }, (_, i) => [
      synthesize(m, tokens.slice(3 * i, 3 * i + 3), odds_hash),
      postTo(t, nftApi.rotate, {}, { as: m }),
    ]).flat();
    const answers = await Promise.all(calls);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: 24 }, () => [200, 1]));
    expect(new Set(await states(tokens))).toEqual(new Set(['burned']));
    await expectBooksBalanced(t);
  });

  it('refuses wrong inputs (too few, repeated, another member’s, unknown, listed) and burns nothing', async () => {
    await setChance('50');
    const { m, tokens } = await player(4);
    const { tokens: theirs } = await player(1);
    const { odds_hash } = await recipe(m);
    const refusals = [
      await synthesize(m, tokens.slice(0, 2), odds_hash),
      await synthesize(m, [tokens[0]!, tokens[0]!, tokens[1]!], odds_hash),
      await synthesize(m, [tokens[0]!, tokens[1]!, theirs[0]!], odds_hash),
      await synthesize(m, [tokens[0]!, tokens[1]!, 999_999], odds_hash),
    ];
    for (const r of refusals) expect(r.body.code).toBe(0);
    await ok(postTo(t, nftApi.list, { token_id: tokens[3], price: '5' }, { as: m }));
    const listed = await synthesize(m, tokens.slice(1, 4), odds_hash);
    expect(listed.body).toMatchObject({ code: 0, msg: 'This NFT is on sale, locked or burned, so it cannot be used now' });
    const unknown = await postTo(
      t,
      nftApi.synthesize,
      { recipe_id: 999_999, token_ids: tokens.slice(0, 3), odds_hash, paypwd: PAY_PASSWORD },
      { as: m, key: newKey() },
    );
    expect(unknown.body).toMatchObject({ code: 0, msg: 'No such recipe' });
    expect(await states(tokens)).toEqual(['held', 'held', 'held', 'listed']);
    expect(await states(theirs)).toEqual(['held']);
  });

  it('closes when nothing of the next tier can be minted any more', async () => {
    await setChance('100');
    const { m, tokens } = await player(3);
    const items = await ok<{ list: { id: number; tier: string; minted: number; reserved: number; collection_id: number }[] }>(
      getFrom(t, adminNftApi.items, { as: operator, query: { collection_id: cat.collectionId } }),
    );
    const r = items.list.find((i) => i.tier === 'R')!;
    // Supply down to what exists: nothing of R is left to win.
    const save = await postTo(
      t,
      adminNftApi.saveItem,
      {
        id: r.id,
        collection_id: cat.collectionId,
        name: { 'zh-Hans': 'R', en: 'R', ja: 'R', 'zh-Hant': 'R' },
        description: { 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' },
        image_id: 1,
        tier: 'R',
        supply: r.minted + r.reserved,
        attributes: [],
      },
      { as: operator },
    );
    expect(save.body.code).toBe(1);
    const closed = await recipe(m);
    expect(closed.outputs_left).toBe(0);
    const refused = await synthesize(m, tokens, closed.odds_hash);
    expect(refused.body).toMatchObject({ code: 0, data: { field: 'recipe_id' } });
    expect(await states(tokens)).toEqual(['held', 'held', 'held']);
    await expectBooksBalanced(t);
  });
});
