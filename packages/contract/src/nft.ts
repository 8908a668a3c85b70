import { z } from 'zod';
import { getEndpoint, postEndpoint } from './endpoint';
import { envelope, paged } from './envelope';
import { NFT_TIERS } from './fair-roll';
import { amountInput, moneyString } from './money';
import { queryInt } from './query-int';

// NFTs for members: the NFT home (`/api/index/index`), the marketplace, blind boxes with their
// provably fair draws (the calls docs/api.md fixes: boxes, seeds, seeds/rotate, box/open, verify) and
// the chain game (synthesis). Prices are decimal strings in the asset's units; odds are parts per
// million; times are Unix seconds. Names and descriptions come in the request's language.

const unixSeconds = z.number().int();
const page = queryInt(1, 100000).default(1);
/** A record id on the wire (ids stay far below 2^53). */
export const nftId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** An id read from a query string. */
export const nftIdQuery = queryInt(1, Number.MAX_SAFE_INTEGER);
export const nftTier = z.enum(NFT_TIERS);
/** A hex SHA-256 (odds hash, server seed hash, image hash). */
export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
/** A client seed: 1–64 printable ASCII characters. */
export const clientSeed = z.string().regex(/^[\x20-\x7e]{1,64}$/, 'client seed');
const paypwd = z.string().max(64);

/** One line of a published odds table. */
export const oddsEntry = z.object({ tier: z.string(), ppm: z.number().int() });
export type OddsEntryWire = z.infer<typeof oddsEntry>;

/** A member as others see them. */
export const nftPerson = z.object({ uid: z.string(), name: z.string() });

export const tokenState = z.enum(['held', 'listed', 'locked', 'burned']);
export type TokenStateWire = z.infer<typeof tokenState>;

/** An NFT as lists show it, with its open listing's price when it is on sale. */
export const nftCard = z.object({
  id: nftId,
  item_id: nftId,
  name: z.string(),
  image: z.string(),
  tier: z.string(),
  /** n of `supply`. */
  serial: z.number().int(),
  supply: z.number().int(),
  collection_id: nftId,
  collection_name: z.string(),
  state: tokenState,
  listing_id: nftId.nullable(),
  price: moneyString.nullable(),
  asset: z.string().nullable(),
});
export type NftCard = z.infer<typeof nftCard>;

// GET /api/nft/collections
export const nftCollection = z.object({
  id: nftId,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Royalty on every resale, as a percentage ("5" = 5%). */
  royalty_percent: z.string(),
  items: z.number().int(),
  minted: z.number().int(),
  on_sale: z.number().int(),
});
export type NftCollection = z.infer<typeof nftCollection>;
export const nftCollectionsResponse = envelope(z.object({ list: z.array(nftCollection) }));

// GET /api/nft/boxes (fixed fields: id, name, price, remaining, odds, odds_hash)
export const nftBox = z.object({
  id: nftId,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  asset: z.string(),
  price: moneyString,
  remaining: z.number().int(),
  total: z.number().int(),
  /** The odds draws use now, in their published order. */
  odds: z.array(oddsEntry),
  odds_hash: sha256Hex,
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
  commitments: z.array(
    z.object({
      id: nftId,
      odds: z.array(oddsEntry),
      odds_hash: sha256Hex,
      /** `published` (first), `tier_out` (a tier ran out of stock), `operator` (the operator changed them). */
      reason: z.string(),
      created_at: unixSeconds,
    }),
  ),
});
export type NftBox = z.infer<typeof nftBox>;
export const nftBoxesResponse = envelope(z.object({ list: z.array(nftBox) }));

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
export const seedHistoryResponse = envelope(paged(seedHistoryItem));

// POST /api/nft/box/open (fixed: box_id, paypwd → draw_id, tier, item, nonce)
export const openBoxBody = z.strictObject({
  box_id: nftId,
  paypwd,
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
  odds: z.array(oddsEntry),
  odds_hash: sha256Hex,
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

// GET /api/nft/draws?page&kind
export const drawsQuery = z.strictObject({ page, kind: z.enum(['box', 'synthesis']).optional() });
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
export const drawsResponse = envelope(paged(drawListItem));

// GET /api/nft/market, /api/nft/mine, /api/nft/myListings
export const marketQuery = z.strictObject({ page, collection_id: nftIdQuery.optional(), tier: nftTier.optional() });
export const marketItem = nftCard.extend({
  listing_id: nftId,
  price: moneyString,
  asset: z.string(),
  /** null = sold by the platform. */
  seller: nftPerson.nullable(),
  listed_at: unixSeconds,
});
export type MarketItem = z.infer<typeof marketItem>;
export const marketResponse = envelope(paged(marketItem));

export const mineQuery = z.strictObject({
  page,
  collection_id: nftIdQuery.optional(),
  tier: nftTier.optional(),
  /** Only NFTs in this state (`held` for what can be listed or synthesised). */
  state: z.enum(['held', 'listed', 'locked']).optional(),
});
export const mineResponse = envelope(paged(nftCard));

export const listingStatus = z.enum(['open', 'sold', 'cancelled']);
export const myListingsQuery = z.strictObject({ page, status: listingStatus.optional() });
export const myListing = z.object({
  listing_id: nftId,
  status: listingStatus,
  asset: z.string(),
  price: moneyString,
  fee: moneyString,
  royalty: moneyString,
  /** What the seller received (price − fee − royalty); "0" until sold. */
  proceeds: moneyString,
  buyer: nftPerson.nullable(),
  created_at: unixSeconds,
  closed_at: unixSeconds.nullable(),
  token: nftCard,
});
export type MyListing = z.infer<typeof myListing>;
export const myListingsResponse = envelope(paged(myListing));

// GET /api/nft/detail?id=
export const detailQuery = z.strictObject({ id: nftIdQuery });
export const provenanceEvent = z.enum(['minted', 'bought', 'won', 'synthesised', 'burned']);
export const provenanceItem = z.object({
  id: nftId,
  event: provenanceEvent,
  /** null = the platform. */
  from: nftPerson.nullable(),
  to: nftPerson.nullable(),
  price: moneyString.nullable(),
  asset: z.string().nullable(),
  /** `listing`, `draw`. */
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  created_at: unixSeconds,
});
export type ProvenanceItem = z.infer<typeof provenanceItem>;
export const nftDetail = z.object({
  id: nftId,
  item_id: nftId,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** SHA-256 of the image file as minted. */
  image_hash: sha256Hex,
  tier: z.string(),
  serial: z.number().int(),
  supply: z.number().int(),
  collection: z.object({ id: nftId, name: z.string(), royalty_percent: z.string() }),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** null = the platform's stock (or burned). */
  owner: nftPerson.nullable(),
  is_mine: z.boolean(),
  state: tokenState,
  /** What holds a listed or locked NFT: `listing:<id>`, `auction:<id>`. */
  locked_by: z.string().nullable(),
  listing: z.object({ id: nftId, asset: z.string(), price: moneyString, seller: nftPerson.nullable(), created_at: unixSeconds }).nullable(),
  /** What a sale costs the seller, for the list form. */
  market: z.object({
    asset: z.string(),
    fee_rate: z.string(),
    royalty_rate: z.string(),
    min_price: moneyString,
    input_decimals: z.number().int(),
  }),
  /** Oldest first; only ever grows. */
  provenance: z.array(provenanceItem),
});
export type NftDetail = z.infer<typeof nftDetail>;
export const detailResponse = envelope(nftDetail);

// Listing by the owner, buying by another member.
export const listBody = z.strictObject({ token_id: nftId, price: amountInput });
export const repriceBody = z.strictObject({ listing_id: nftId, price: amountInput });
export const cancelListingBody = z.strictObject({ listing_id: nftId });
export const listingData = z.object({ listing_id: nftId, token_id: nftId, status: listingStatus, price: moneyString, asset: z.string() });
export const listingResponse = envelope(listingData);
export const buyBody = z.strictObject({ listing_id: nftId, paypwd });
export const buyData = z.object({
  listing_id: nftId,
  token_id: nftId,
  asset: z.string(),
  price: moneyString,
  /** Paid by the seller out of the price. */
  fee: moneyString,
  royalty: moneyString,
  /** The journal entry of the sale. */
  entry_id: nftId,
});
export type BuyData = z.infer<typeof buyData>;
export const buyResponse = envelope(buyData);

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
  odds: z.array(oddsEntry),
  odds_hash: sha256Hex,
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
  paypwd,
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

// GET /api/index/index: the NFT home.
export const nftHomeData = z.object({
  banners: z.array(
    z.object({
      kind: z.enum(['box', 'collection']),
      id: nftId,
      title: z.string(),
      subtitle: z.string(),
      image: z.string(),
      link: z.string(),
    }),
  ),
  collections: z.array(nftCollection),
  listings: z.array(marketItem),
  boxes: z.array(
    z.object({
      id: nftId,
      name: z.string(),
      image: z.string(),
      asset: z.string(),
      price: moneyString,
      remaining: z.number().int(),
      total: z.number().int(),
    }),
  ),
  game: z.object({ recipes: z.number().int() }),
  /** The member's NFTs: all they hold (listed and locked ones too), and how many are on sale. */
  mine: z.object({ count: z.number().int(), listed: z.number().int() }),
});
export type NftHomeData = z.infer<typeof nftHomeData>;
export const nftHomeResponse = envelope(nftHomeData);

const tag = 'nft';
const caller = 'member';
const none = z.strictObject({});

/** The members' NFT calls. */
export const nftApi = {
  home: getEndpoint({ path: '/api/index/index', summary: 'NFT home', tag, caller, query: none, response: nftHomeResponse }),
  collections: getEndpoint({
    path: '/api/nft/collections',
    summary: 'Collections on show',
    tag,
    caller,
    query: none,
    response: nftCollectionsResponse,
  }),
  market: getEndpoint({
    path: '/api/nft/market',
    summary: 'NFTs on sale, newest first',
    tag,
    caller,
    query: marketQuery,
    response: marketResponse,
  }),
  mine: getEndpoint({ path: '/api/nft/mine', summary: 'My NFTs, newest first', tag, caller, query: mineQuery, response: mineResponse }),
  myListings: getEndpoint({
    path: '/api/nft/myListings',
    summary: 'My listings, newest first',
    tag,
    caller,
    query: myListingsQuery,
    response: myListingsResponse,
  }),
  detail: getEndpoint({
    path: '/api/nft/detail',
    summary: 'One NFT: attributes, owner, listing, provenance',
    tag,
    caller,
    query: detailQuery,
    response: detailResponse,
  }),
  list: postEndpoint({
    path: '/api/nft/list',
    summary: 'Put my NFT on sale at a fixed price',
    tag,
    caller,
    body: listBody,
    response: listingResponse,
  }),
  reprice: postEndpoint({
    path: '/api/nft/reprice',
    summary: 'Change the price of my open listing',
    tag,
    caller,
    body: repriceBody,
    response: listingResponse,
  }),
  cancel: postEndpoint({
    path: '/api/nft/cancel',
    summary: 'Take my NFT off sale',
    tag,
    caller,
    body: cancelListingBody,
    response: listingResponse,
  }),
  buy: postEndpoint({
    path: '/api/nft/buy',
    summary: 'Buy a listed NFT: the price goes to the seller less fee and royalty, the NFT to me',
    tag,
    caller,
    body: buyBody,
    response: buyResponse,
    money: true,
    payPassword: true,
  }),
  boxes: getEndpoint({
    path: '/api/nft/boxes',
    summary: 'Blind boxes on sale with their committed odds and observed draws',
    tag,
    caller,
    query: none,
    response: nftBoxesResponse,
  }),
  seeds: getEndpoint({
    path: '/api/nft/seeds',
    summary: 'My current seed pair (server seed hash, client seed, next nonce)',
    tag,
    caller,
    query: none,
    response: seedsResponse,
  }),
  seedHistory: getEndpoint({
    path: '/api/nft/seedHistory',
    summary: 'My revealed seed pairs, newest first',
    tag,
    caller,
    query: z.strictObject({ page }),
    response: seedHistoryResponse,
  }),
  rotate: postEndpoint({
    path: '/api/nft/seeds/rotate',
    summary: 'Reveal my server seed and start a new pair (optionally with a new client seed)',
    tag,
    caller,
    body: rotateBody,
    response: rotateResponse,
  }),
  open: postEndpoint({
    path: '/api/nft/box/open',
    summary: 'Open a blind box: pays its price, draws with my next nonce',
    tag,
    caller,
    body: openBoxBody,
    response: openBoxResponse,
    money: true,
    payPassword: true,
  }),
  verify: getEndpoint({
    path: '/api/nft/verify',
    summary: 'Everything needed to recompute one of my draws',
    tag,
    caller,
    query: verifyQuery,
    response: verifyResponse,
  }),
  draws: getEndpoint({
    path: '/api/nft/draws',
    summary: 'My draws, newest first',
    tag,
    caller,
    query: drawsQuery,
    response: drawsResponse,
  }),
  game: getEndpoint({
    path: '/api/nft/game',
    summary: 'Synthesis recipes with their published chances',
    tag,
    caller,
    query: none,
    response: gameResponse,
  }),
  synthesize: postEndpoint({
    path: '/api/nft/synthesize',
    summary: 'Burn NFTs of one tier for a chance at one of the next tier (they burn either way)',
    tag,
    caller,
    body: synthesizeBody,
    response: synthesizeResponse,
    // No money moves, but NFTs of value burn: the same Idempotency-Key protection and the pay password.
    money: true,
    payPassword: true,
  }),
};
