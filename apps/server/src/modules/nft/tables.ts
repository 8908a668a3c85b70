import type { Generated } from 'kysely';

// The NFT module's tables (migration 0010-nft). Texts in four languages are JSON (`*_json`).

export interface NftImageTable {
  id: Generated<bigint>;
  /** SHA-256 of the file's bytes: the content hash every NFT of the design carries. */
  sha256: string;
  url: string;
  mime: string;
  size: bigint;
  /** The operator who uploaded it; null for the demo's images. */
  admin_id: bigint | null;
  created_at: bigint;
}

export interface NftCollectionTable {
  id: Generated<bigint>;
  name_json: string;
  description_json: string;
  image_id: bigint | null;
  /** Royalty on resales in basis points (500 = 5%), at most 5000. */
  royalty_bp: bigint;
  /** Who receives the royalty; null = the platform's `fees` account. */
  royalty_user_id: bigint | null;
  enabled: bigint;
  sort_order: bigint;
  created_at: bigint;
  updated_at: bigint;
}

/** A design. minted + reserved never exceeds supply (a CHECK holds it). */
export interface NftItemTable {
  id: Generated<bigint>;
  collection_id: bigint;
  name_json: string;
  description_json: string;
  image_id: bigint;
  tier: string;
  /** `[{ "name": ..., "value": ... }]`. */
  attributes_json: string;
  supply: bigint;
  /** NFTs of it that exist (burned ones included). */
  minted: Generated<bigint>;
  /** Promised to boxes as prizes, not minted yet. */
  reserved: Generated<bigint>;
  created_at: bigint;
  updated_at: bigint;
}

export type TokenState = 'held' | 'listed' | 'locked' | 'burned';

/** One NFT. `owner_id` null = the platform's stock (primary sales). */
export interface NftTokenTable {
  id: Generated<bigint>;
  item_id: bigint;
  collection_id: bigint;
  tier: string;
  /** n of the design's supply, from 1. */
  serial: bigint;
  /** The image and its SHA-256 as they were when the NFT was minted. */
  image_url: string;
  image_hash: string;
  owner_id: bigint | null;
  state: TokenState;
  /** What holds a `listed` or `locked` NFT: `listing:<id>`, `auction:<id>`. */
  locked_by: string | null;
  created_at: bigint;
  updated_at: bigint;
}

export type ProvenanceEvent = 'minted' | 'bought' | 'won' | 'synthesised' | 'burned';

/** What happened to an NFT, in order; rows are only ever added (a trigger refuses changes). */
export interface NftProvenanceTable {
  id: Generated<bigint>;
  token_id: bigint;
  event: ProvenanceEvent;
  from_user_id: bigint | null;
  to_user_id: bigint | null;
  asset: string | null;
  price: bigint | null;
  /** `listing`, `draw`. */
  ref_type: string | null;
  ref_id: bigint | null;
  created_at: bigint;
}

export type ListingStatus = 'open' | 'sold' | 'cancelled';

export interface NftListingTable {
  id: Generated<bigint>;
  token_id: bigint;
  /** null = a primary sale by the operator. */
  seller_id: bigint | null;
  asset: string;
  price: bigint;
  status: ListingStatus;
  buyer_id: bigint | null;
  fee: Generated<bigint>;
  royalty: Generated<bigint>;
  entry_id: bigint | null;
  created_at: bigint;
  updated_at: bigint;
  closed_at: bigint | null;
}

export interface NftBoxTable {
  id: Generated<bigint>;
  name_json: string;
  description_json: string;
  image_id: bigint | null;
  asset: string;
  price: bigint;
  total: bigint;
  /** Always the sum of the prizes' stock; the conditional decrement that keeps a box from being oversold. */
  remaining: bigint;
  /** The odds commitment draws use now. */
  odds_id: bigint | null;
  enabled: bigint;
  sort_order: bigint;
  created_at: bigint;
  updated_at: bigint;
}

export type OddsReason = 'published' | 'tier_out' | 'operator';

/** An odds table a box published; never changed (a trigger refuses it). */
export interface NftBoxOddsTable {
  id: Generated<bigint>;
  box_id: bigint;
  odds_json: string;
  odds_hash: string;
  reason: OddsReason;
  created_at: bigint;
}

export interface NftBoxPrizeTable {
  id: Generated<bigint>;
  box_id: bigint;
  tier: string;
  item_id: bigint;
  stock: bigint;
  created_at: bigint;
  updated_at: bigint;
}

export interface NftSeedPairTable {
  id: Generated<bigint>;
  user_id: bigint;
  /** Secret until the pair is revealed. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: bigint;
  status: 'active' | 'revealed';
  created_at: bigint;
  revealed_at: bigint | null;
}

export interface NftRecipeTable {
  id: Generated<bigint>;
  collection_id: bigint;
  from_tier: string;
  to_tier: string;
  inputs: bigint;
  chance_ppm: bigint;
  enabled: bigint;
  created_at: bigint;
  updated_at: bigint;
}

export type DrawKind = 'box' | 'synthesis';

/** A draw, with everything needed to recompute it; never changed (a trigger refuses it). */
export interface NftDrawTable {
  id: Generated<bigint>;
  kind: DrawKind;
  user_id: bigint;
  seed_pair_id: bigint;
  nonce: bigint;
  ticket: bigint;
  /** The outcome: a tier for a box, `success` or `fail` for a synthesis. */
  tier: string;
  odds_json: string;
  odds_hash: string;
  /** The box's odds commitment the draw used. */
  odds_id: bigint | null;
  box_id: bigint | null;
  recipe_id: bigint | null;
  item_id: bigint | null;
  token_id: bigint | null;
  /** Which of `pick_count` candidate items the digest chose. */
  pick_index: bigint | null;
  pick_count: bigint | null;
  /** The NFTs a synthesis burned, as a JSON list of ids. */
  inputs_json: string | null;
  asset: string | null;
  price: bigint | null;
  entry_id: bigint | null;
  created_at: bigint;
}

export interface NftTables {
  nft_images: NftImageTable;
  nft_collections: NftCollectionTable;
  nft_items: NftItemTable;
  nft_tokens: NftTokenTable;
  nft_provenance: NftProvenanceTable;
  nft_listings: NftListingTable;
  nft_boxes: NftBoxTable;
  nft_box_odds: NftBoxOddsTable;
  nft_box_prizes: NftBoxPrizeTable;
  nft_seed_pairs: NftSeedPairTable;
  nft_recipes: NftRecipeTable;
  nft_draws: NftDrawTable;
}
