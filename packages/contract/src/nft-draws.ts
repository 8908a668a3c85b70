import { z } from 'zod';
import { envelope, listOf } from './envelope';
import { moneyString, payPassword } from './money';
import { clientSeed, nftId, nftIdQuery, oddsCommitment, publishedOdds, sha256Hex } from './nft-common';
import { keysetPaged, keysetQuery } from './records';
import { unixSeconds } from './scalars';

// The members' provably fair draws: blind boxes (the calls docs/api.md fixes: boxes, seeds,
// seeds/rotate, box/open, verify), their draws, and the chain game (synthesis). Odds are parts per
// million; times are Unix seconds.

/** What a box sells for and how many of it are left: the boxes' page and the NFT home show it. */
export const boxOnSale = {
  asset: z.string(),
  price: moneyString,
  remaining: z.number().int(),
  total: z.number().int(),
};

// GET /api/nft/boxes (fixed fields: id, name, price, remaining, odds, odds_hash)
export const nftBox = z.object({
  id: nftId,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  ...boxOnSale,
  /** The odds draws use now, in their published order. */
  ...publishedOdds,
  odds_id: nftId,
  /** When the current odds were published. */
  odds_since: unixSeconds,
  /** Stock and prizes by tier, in the odds' order. */
  tiers: z.array(
    z.object({
      tier: z.string(),
      ppm: z.number().int(),
      stock: z.number().int(),
      items: z.array(z.object({ id: nftId, name: z.string(), image: z.string(), stock: z.number().int() })),
    }),
  ),
  /** What every member drew from this box so far against what the odds lead one to expect. */
  observed: z.object({
    draws: z.number().int(),
    tiers: z.array(z.object({ tier: z.string(), count: z.number().int(), expected: z.number() })),
    chi_square: z.number().nullable(),
    df: z.number().int(),
    /** null until every drawable tier is expected at least 5 times. */
    p_value: z.number().nullable(),
  }),
  /** Every odds table this box published, newest first (at most 10). */
  commitments: z.array(oddsCommitment),
});
export type NftBox = z.infer<typeof nftBox>;
export const nftBoxesResponse = envelope(listOf(nftBox));

// GET /api/nft/seeds, POST /api/nft/seeds/rotate (fixed)
export const seedPairCurrent = z.object({ client_seed: z.string(), server_seed_hash: sha256Hex, next_nonce: z.number().int() });
export const seedPairRevealed = z.object({
  server_seed: z.string(),
  server_seed_hash: sha256Hex,
  client_seed: z.string(),
  /** The last nonce a draw used; 0 when the pair drew nothing. */
  last_nonce: z.number().int(),
});
export const seedsResponse = envelope(seedPairCurrent);
export const rotateBody = z.strictObject({ client_seed: clientSeed.optional() });
export const rotateData = z.object({ revealed: seedPairRevealed, current: seedPairCurrent });
export type RotateData = z.infer<typeof rotateData>;
export const rotateResponse = envelope(rotateData);
export const seedHistoryItem = seedPairRevealed.extend({ id: nftId, created_at: unixSeconds, revealed_at: unixSeconds });
/** GET /api/nft/seedHistory?page&before */
export const seedHistoryQuery = keysetQuery();
export const seedHistoryResponse = envelope(keysetPaged(seedHistoryItem));

// POST /api/nft/box/open (fixed: box_id, paypwd → draw_id, tier, item, nonce)
export const openBoxBody = z.strictObject({
  box_id: nftId,
  paypwd: payPassword,
  /** The odds hash the member was shown; when given and the odds changed since, the draw is refused. */
  odds_hash: sha256Hex.optional(),
});
export const drawItem = z.object({
  /** The NFT the draw gave (its id opens `/pages/nft/detail`). */
  id: nftId,
  name: z.string(),
  image: z.string(),
  tier: z.string(),
  serial: z.number().int(),
});
export const openBoxData = z.object({
  draw_id: nftId,
  tier: z.string(),
  item: drawItem,
  nonce: z.number().int(),
  ticket: z.number().int(),
  box_id: nftId,
  price: moneyString,
  asset: z.string(),
  odds_hash: sha256Hex,
  server_seed_hash: sha256Hex,
  client_seed: z.string(),
  remaining: z.number().int(),
});
export type OpenBoxData = z.infer<typeof openBoxData>;
export const openBoxResponse = envelope(openBoxData);

// GET /api/nft/verify?draw_id= (fixed fields first)
export const verifyQuery = z.strictObject({ draw_id: nftIdQuery });
export const verifyData = z.object({
  server_seed: z.string().nullable(),
  server_seed_hash: sha256Hex,
  client_seed: z.string(),
  nonce: z.number().int(),
  ticket: z.number().int(),
  tier: z.string(),
  ...publishedOdds,
  draw_id: nftId,
  /** `box` or `synthesis` (whose odds are `success` / `fail`). */
  kind: z.enum(['box', 'synthesis']),
  revealed: z.boolean(),
  /** Which of `count` candidate items the digest's next 13 hex digits chose (`pickIndex`). */
  pick: z.object({ index: z.number().int(), count: z.number().int() }).nullable(),
  title: z.string(),
  item: drawItem.nullable(),
  created_at: unixSeconds,
});
export type VerifyData = z.infer<typeof verifyData>;
export const verifyResponse = envelope(verifyData);

// GET /api/nft/draws?page&kind&before
export const drawsQuery = keysetQuery({ kind: z.enum(['box', 'synthesis']).optional() });
export const drawListItem = z.object({
  draw_id: nftId,
  kind: z.enum(['box', 'synthesis']),
  /** The box's name, or the recipe ("3 × N → R") for a synthesis. */
  title: z.string(),
  tier: z.string(),
  nonce: z.number().int(),
  ticket: z.number().int(),
  item: drawItem.nullable(),
  price: moneyString.nullable(),
  asset: z.string().nullable(),
  revealed: z.boolean(),
  created_at: unixSeconds,
});
export type DrawListItem = z.infer<typeof drawListItem>;
export const drawsResponse = envelope(keysetPaged(drawListItem));

// GET /api/nft/game, POST /api/nft/synthesize
export const recipe = z.object({
  id: nftId,
  collection: z.object({ id: nftId, name: z.string() }),
  from_tier: z.string(),
  to_tier: z.string(),
  /** NFTs burned per try, whatever the outcome. */
  inputs: z.number().int(),
  chance_ppm: z.number().int(),
  chance_percent: z.string(),
  ...publishedOdds,
  /** NFTs of the next tier that can still be minted in the collection; 0 closes the recipe. */
  outputs_left: z.number().int(),
  /** My NFTs that fit (held, the collection and tier). */
  my_eligible: z.number().int(),
});
export type Recipe = z.infer<typeof recipe>;
export const gameResponse = envelope(z.object({ recipes: z.array(recipe) }));
export const synthesizeBody = z.strictObject({
  recipe_id: nftId,
  token_ids: z.array(nftId).min(2).max(10),
  /** The odds hash of the recipe the member was shown: a changed chance is refused, never applied silently. */
  odds_hash: sha256Hex,
  paypwd: payPassword,
});
export const synthesizeData = z.object({
  draw_id: nftId,
  outcome: z.enum(['success', 'fail']),
  ticket: z.number().int(),
  nonce: z.number().int(),
  burned: z.array(nftId),
  /** The NFT made on success. */
  token: drawItem.nullable(),
});
export type SynthesizeData = z.infer<typeof synthesizeData>;
export const synthesizeResponse = envelope(synthesizeData);
