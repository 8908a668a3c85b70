import { z } from 'zod';
import { memberUidFilter, sortOrder } from './admin';
import { endpointGroup, noQuery } from './endpoint';
import { envelope, listOf } from './envelope';
import { localizedText } from './localized-text';
import { amountInput, moneyString } from './money';
import { nftId, nftIdQuery, nftTier, oddsCommitment, publishedOdds, saleFigures, sha256Hex } from './nft-common';
import { idResponse, keysetPaged, keysetParams, paged, pageParam } from './records';
import { unixSeconds } from './scalars';

// The console's NFT calls (`/admin/api/nft/*`): images, collections, item designs and minting,
// primary sales, blind boxes (odds commitments, prizes and stock), draws and synthesis recipes.
// Every call needs the permission `products.write`.

/** A percentage with up to 2 decimals ("5", "2.5"). */
const percentInput = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'percent');
/** A chance in percent with up to 4 decimals ("30", "0.5", "100"). */
const chanceInput = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'percent');
/** A box's odds table as an operator writes it: tiers of the prizes, in display order, with their parts per million. */
const oddsInput = z.array(z.object({ tier: nftTier, ppm: z.number().int().min(0).max(1_000_000) }));
/** The name and description an operator writes for a collection, an item or a box, in every language. */
const catalogueText = { name: localizedText(2000), description: localizedText(2000) };
/** A collection or a box as an operator saves it: without `id` a new one; its texts; its image (null: none). */
const shelfEntryBody = { id: nftId.optional(), ...catalogueText, image_id: nftId.nullable() };

export const adminImage = z.object({ id: nftId, url: z.string(), sha256: sha256Hex, mime: z.string(), size: z.number().int() });
export type AdminImage = z.infer<typeof adminImage>;
export const adminImageResponse = envelope(adminImage);

// Collections
export const adminCollection = z.object({
  id: nftId,
  ...catalogueText,
  image: adminImage.nullable(),
  royalty_percent: z.string(),
  /** The member who receives royalties; null = the platform's fees. */
  royalty_uid: z.string().nullable(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  items: z.number().int(),
  minted: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type AdminCollection = z.infer<typeof adminCollection>;
export const adminCollectionsResponse = envelope(listOf(adminCollection));
export const adminCollectionBody = z.strictObject({
  ...shelfEntryBody,
  royalty_percent: percentInput,
  royalty_uid: z.string().trim().max(20).nullable(),
  enabled: z.boolean(),
  sort_order: sortOrder,
});
export type AdminCollectionBody = z.infer<typeof adminCollectionBody>;

// Item designs
export const nftAttribute = z.object({ name: z.string().trim().min(1).max(40), value: z.string().trim().min(1).max(80) });
export const adminItem = z.object({
  id: nftId,
  collection_id: nftId,
  collection_name: z.string(),
  ...catalogueText,
  image: adminImage,
  tier: z.string(),
  attributes: z.array(nftAttribute),
  supply: z.number().int(),
  minted: z.number().int(),
  /** Promised to boxes, not minted yet. */
  reserved: z.number().int(),
  /** supply − minted − reserved. */
  available: z.number().int(),
  /** Minted NFTs the platform holds (for primary sales). */
  platform_stock: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type AdminItem = z.infer<typeof adminItem>;
export const adminItemsQuery = z.strictObject({ page: pageParam, collection_id: nftIdQuery.optional() });
export const adminItemsResponse = envelope(paged(adminItem));
export const adminItemBody = z.strictObject({
  id: nftId.optional(),
  collection_id: nftId,
  ...catalogueText,
  image_id: nftId,
  tier: nftTier,
  supply: z.number().int().min(1).max(1_000_000),
  attributes: z.array(nftAttribute).max(12),
});
export type AdminItemBody = z.infer<typeof adminItemBody>;
export const adminMintBody = z.strictObject({ item_id: nftId, count: z.number().int().min(1).max(100) });
export const adminMintResponse = envelope(z.object({ token_ids: z.array(nftId) }));

// NFTs (tokens)
export const adminToken = z.object({
  id: nftId,
  item_id: nftId,
  name: z.string(),
  tier: z.string(),
  serial: z.number().int(),
  /** null = the platform. */
  owner_uid: z.string().nullable(),
  state: z.string(),
  locked_by: z.string().nullable(),
  listing_id: nftId.nullable(),
  price: moneyString.nullable(),
  created_at: unixSeconds,
});
export type AdminToken = z.infer<typeof adminToken>;
export const adminTokensQuery = z.strictObject({
  ...keysetParams,
  item_id: nftIdQuery.optional(),
  /** `platform`: only the platform's stock. */
  owner: z.enum(['platform', 'all']).default('all'),
});
export const adminTokensResponse = envelope(keysetPaged(adminToken));

// Listings
export const adminListing = z.object({
  id: nftId,
  token_id: nftId,
  name: z.string(),
  tier: z.string(),
  serial: z.number().int(),
  /** null = a primary sale by the platform. */
  seller_uid: z.string().nullable(),
  buyer_uid: z.string().nullable(),
  ...saleFigures,
  status: z.string(),
  entry_id: z.number().int().nullable(),
  created_at: unixSeconds,
  closed_at: unixSeconds.nullable(),
});
export type AdminListing = z.infer<typeof adminListing>;
export const adminListingsQuery = z.strictObject({
  ...keysetParams,
  status: z.enum(['open', 'sold', 'cancelled']).optional(),
  seller: z.enum(['platform', 'members']).optional(),
});
export const adminListingsResponse = envelope(keysetPaged(adminListing));
export const adminListingCreateBody = z.strictObject({ token_id: nftId, price: amountInput });
export const adminListingCancelBody = z.strictObject({ listing_id: nftId });

// Boxes
export const adminBoxPrize = z.object({ id: nftId, tier: z.string(), item_id: nftId, item_name: z.string(), stock: z.number().int() });
export const adminBox = z.object({
  id: nftId,
  ...catalogueText,
  image: adminImage.nullable(),
  asset: z.string(),
  price: moneyString,
  total: z.number().int(),
  remaining: z.number().int(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  ...publishedOdds,
  prizes: z.array(adminBoxPrize),
  commitments: z.array(oddsCommitment),
  draws: z.number().int(),
  created_at: unixSeconds,
});
export type AdminBox = z.infer<typeof adminBox>;
export const adminBoxesResponse = envelope(listOf(adminBox));
export const adminBoxBody = z.strictObject({
  ...shelfEntryBody,
  price: amountInput,
  enabled: z.boolean(),
  sort_order: sortOrder,
  /** On creation only: the odds table (tiers of the prizes, in display order) and the prizes. */
  odds: oddsInput.optional(),
  prizes: z
    .array(z.object({ item_id: nftId, stock: z.number().int().min(1).max(1_000_000) }))
    .max(40)
    .optional(),
});
export type AdminBoxBody = z.infer<typeof adminBoxBody>;
export const adminBoxOddsBody = z.strictObject({
  box_id: nftId,
  odds: oddsInput.min(1),
});
export const adminBoxOddsResponse = envelope(z.object({ odds_id: nftId, odds_hash: sha256Hex }));
export const adminBoxRestockBody = z.strictObject({ box_id: nftId, item_id: nftId, add: z.number().int().min(1).max(1_000_000) });

// Draws
export const adminDraw = z.object({
  id: nftId,
  kind: z.string(),
  uid: z.string(),
  title: z.string(),
  tier: z.string(),
  ticket: z.number().int(),
  nonce: z.number().int(),
  odds_hash: sha256Hex,
  token_id: z.number().int().nullable(),
  price: moneyString.nullable(),
  revealed: z.boolean(),
  created_at: unixSeconds,
});
export type AdminDraw = z.infer<typeof adminDraw>;
export const adminDrawsQuery = z.strictObject({
  ...keysetParams,
  kind: z.enum(['box', 'synthesis']).optional(),
  box_id: nftIdQuery.optional(),
  uid: memberUidFilter,
});
export const adminDrawsResponse = envelope(keysetPaged(adminDraw));

// Recipes
export const adminRecipe = z.object({
  id: nftId,
  collection_id: nftId,
  collection_name: z.string(),
  from_tier: z.string(),
  to_tier: z.string(),
  inputs: z.number().int(),
  chance_percent: z.string(),
  odds_hash: sha256Hex,
  enabled: z.boolean(),
  outputs_left: z.number().int(),
  tries: z.number().int(),
  successes: z.number().int(),
  updated_at: unixSeconds,
});
export type AdminRecipe = z.infer<typeof adminRecipe>;
export const adminRecipesResponse = envelope(listOf(adminRecipe));
export const adminRecipeBody = z.strictObject({
  id: nftId.optional(),
  collection_id: nftId,
  from_tier: nftTier,
  inputs: z.number().int().min(2).max(10),
  chance_percent: chanceInput,
  enabled: z.boolean(),
});
export type AdminRecipeBody = z.infer<typeof adminRecipeBody>;

const permission = 'products.write';

const operator = endpointGroup({ tag: 'admin-nft', caller: 'operator' });

/** A call that writes one record of the catalogue (a collection, a design, a box, a listing...) and answers its id. */
const save = <B extends z.ZodType>({ path, summary, body }: { path: string; summary: string; body: B }) =>
  operator.post({ path, summary, permission, body, response: idResponse });

/** The console's NFT calls. */
export const adminNftApi = {
  image: operator.post({
    path: '/admin/api/nft/image',
    summary: 'Upload an NFT image (multipart field `file`: JPG, PNG, WebP or GIF by content, at most 5 MB)',
    permission,
    response: adminImageResponse,
    fileField: 'file',
  }),
  collections: operator.get({
    path: '/admin/api/nft/collections',
    summary: 'NFT collections',
    permission,
    query: noQuery,
    response: adminCollectionsResponse,
  }),
  saveCollection: save({ path: '/admin/api/nft/collection/save', summary: 'Create or edit a collection', body: adminCollectionBody }),
  items: operator.get({
    path: '/admin/api/nft/items',
    summary: 'Item designs with their supply',
    permission,
    query: adminItemsQuery,
    response: adminItemsResponse,
  }),
  saveItem: save({ path: '/admin/api/nft/item/save', summary: 'Create or edit an item design', body: adminItemBody }),
  mint: operator.post({
    path: '/admin/api/nft/item/mint',
    summary: "Mint NFTs of a design into the platform's stock",
    permission,
    body: adminMintBody,
    response: adminMintResponse,
  }),
  tokens: operator.get({
    path: '/admin/api/nft/tokens',
    summary: 'NFTs, newest first',
    permission,
    query: adminTokensQuery,
    response: adminTokensResponse,
  }),
  listings: operator.get({
    path: '/admin/api/nft/listings',
    summary: 'Listings, newest first',
    permission,
    query: adminListingsQuery,
    response: adminListingsResponse,
  }),
  createListing: save({
    path: '/admin/api/nft/listing/create',
    summary: "Put one of the platform's NFTs on sale (a primary sale)",
    body: adminListingCreateBody,
  }),
  cancelListing: save({ path: '/admin/api/nft/listing/cancel', summary: 'Take a primary sale off sale', body: adminListingCancelBody }),
  boxes: operator.get({
    path: '/admin/api/nft/boxes',
    summary: 'Blind boxes with their odds commitments and prizes',
    permission,
    query: noQuery,
    response: adminBoxesResponse,
  }),
  saveBox: save({
    path: '/admin/api/nft/box/save',
    summary: 'Create a blind box (odds and prizes) or edit its name, image, price and sale',
    body: adminBoxBody,
  }),
  boxOdds: operator.post({
    path: '/admin/api/nft/box/odds',
    summary: 'Publish new odds for a box (a new commitment, shown before the next draw)',
    permission,
    body: adminBoxOddsBody,
    response: adminBoxOddsResponse,
  }),
  restock: save({
    path: '/admin/api/nft/box/restock',
    summary: 'Add prizes of an item to a box (reserves its supply)',
    body: adminBoxRestockBody,
  }),
  draws: operator.get({
    path: '/admin/api/nft/draws',
    summary: 'Draws of boxes and syntheses, newest first',
    permission,
    query: adminDrawsQuery,
    response: adminDrawsResponse,
  }),
  recipes: operator.get({
    path: '/admin/api/nft/recipes',
    summary: 'Synthesis recipes',
    permission,
    query: noQuery,
    response: adminRecipesResponse,
  }),
  saveRecipe: save({
    path: '/admin/api/nft/recipe/save',
    summary: 'Create or edit a synthesis recipe (its chance is published by its odds hash)',
    body: adminRecipeBody,
  }),
};
