import { z } from 'zod';

import { envelope } from './envelope';
import { amountInput, moneyString, payPassword } from './money';
import { nftCard, nftId, nftIdQuery, nftPerson, nftTier, saleFigures, sha256Hex, tokenState } from './nft-common';
import { idQuery, keysetPaged, keysetParams, keysetQuery } from './records';
import { unixSeconds } from './scalars';

// The members' NFT marketplace: NFTs on sale, their own NFTs and listings, one NFT with its
// provenance, listing at a fixed price and buying. Prices are decimal strings in the asset's units.

/** What a list of NFTs is read by: its keyset page, then a collection and a tier to narrow it to. */
const nftListQuery = {
  ...keysetParams,
  collection_id: nftIdQuery.optional(),
  tier: nftTier.optional(),
};

// GET /api/nft/market, /api/nft/mine, /api/nft/myListings
export const marketQuery = z.strictObject(nftListQuery);
export const marketItem = nftCard.extend({
  listing_id: nftId,
  price: moneyString,
  asset: z.string(),
  /** null = sold by the platform. */
  seller: nftPerson.nullable(),
  listed_at: unixSeconds,
});
export type MarketItem = z.infer<typeof marketItem>;
export const marketResponse = envelope(keysetPaged(marketItem));

export const mineQuery = z.strictObject({
  ...nftListQuery,
  /** Only NFTs in this state (`held` for what can be listed or synthesised). */
  state: z.enum(['held', 'listed', 'locked']).optional(),
});
export const mineResponse = envelope(keysetPaged(nftCard));

export const LISTING_STATUSES = ['open', 'sold', 'cancelled'] as const;
export const listingStatus = z.enum(LISTING_STATUSES);
export const myListingsQuery = keysetQuery({ status: listingStatus.optional() });
export const myListing = z.object({
  listing_id: nftId,
  status: listingStatus,
  ...saleFigures,
  /** What the seller received (price − fee − royalty); "0" until sold. */
  proceeds: moneyString,
  buyer: nftPerson.nullable(),
  created_at: unixSeconds,
  closed_at: unixSeconds.nullable(),
  token: nftCard,
});
export type MyListing = z.infer<typeof myListing>;
export const myListingsResponse = envelope(keysetPaged(myListing));

// GET /api/nft/detail?id=
export const detailQuery = idQuery;
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
export const buyBody = z.strictObject({ listing_id: nftId, paypwd: payPassword });
export const buyData = z.object({
  listing_id: nftId,
  token_id: nftId,
  ...saleFigures,
  /** The journal entry of the sale. */
  entry_id: nftId,
});
export type BuyData = z.infer<typeof buyData>;
export const buyResponse = envelope(buyData);
