import { z } from 'zod';
import { envelope, listOf } from './envelope';
import { NFT_TIERS } from './fair-roll';
import { moneyString } from './money';
import { recordId, recordIdQuery, unixSeconds } from './scalars';

// What the NFT calls share (members' and console's, and the auction's): ids, tiers, hashes, odds
// lines, a member as others see them, an NFT's card and a collection.

/** A record id on the wire (ids stay far below 2^53). */
export const nftId = recordId;
/** An id read from a query string. */
export const nftIdQuery = recordIdQuery;
export const nftTier = z.enum(NFT_TIERS);
/** A hex SHA-256 (odds hash, server seed hash, image hash). */
export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
/** A client seed: 1–64 printable ASCII characters. */
export const clientSeed = z.string().regex(/^[\x20-\x7e]{1,64}$/, 'client seed');

/** One line of a published odds table. */
export const oddsEntry = z.object({ tier: z.string(), ppm: z.number().int() });
export type OddsEntryWire = z.infer<typeof oddsEntry>;
/** An odds table as published: its lines, and the hash that commits to them. */
export const publishedOdds = { odds: z.array(oddsEntry), odds_hash: sha256Hex };
/** One odds table a box published, as its members' page and the console list them. */
export const oddsCommitment = z.object({
  id: nftId,
  ...publishedOdds,
  /** `published` (first), `tier_out` (a tier ran out of stock), `operator` (the operator changed them). */
  reason: z.string(),
  created_at: unixSeconds,
});

/** A member as others see them. */
export const nftPerson = z.object({ uid: z.string(), name: z.string() });

/** What a sale of an NFT comes to: its price in the asset it sells for, and the fee and royalty out of it. */
export const saleFigures = {
  asset: z.string(),
  price: moneyString,
  /** Paid by the seller out of the price. */
  fee: moneyString,
  royalty: moneyString,
};

export const TOKEN_STATES = ['held', 'listed', 'locked', 'burned'] as const;
export const tokenState = z.enum(TOKEN_STATES);
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
export const nftCollectionsResponse = envelope(listOf(nftCollection));
