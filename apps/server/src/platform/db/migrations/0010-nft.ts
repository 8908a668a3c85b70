import { type Kysely, sql } from 'kysely';
import { dropTables, index, indexes, isSqlite, refuseChanges, tableWithId } from '../columns';

// NFTs: images, collections, item designs and the NFTs minted from them with their provenance,
// the marketplace's listings, blind boxes with their odds commitments and prizes, the members'
// seed pairs, synthesis recipes and every draw. Money columns are BIGINT base units, times ms.

/** Rows that are a record of what happened: inserted, never changed (a trigger refuses it). */
const IMMUTABLE = ['nft_provenance', 'nft_box_odds', 'nft_draws'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Images operators uploaded for NFTs, by the SHA-256 of their content (one row per content).
  await tableWithId(db, 'nft_images', {
    sha256: 'text not null unique',
    url: 'text not null',
    mime: 'text not null',
    size: 'bigint not null',
    admin_id: 'bigint',
    created_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'nft_collections', {
    name_json: 'text not null',
    description_json: 'text not null',
    image_id: 'bigint references nft_images',
    // Royalty on every resale, in basis points (500 = 5%), paid to the receiver (or the platform's fees).
    royalty_bp: 'bigint not null',
    royalty_user_id: 'bigint references users',
    enabled: 'bigint not null',
    sort_order: 'bigint not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  })
    .addCheckConstraint('nft_collections_royalty_ck', sql`royalty_bp >= 0 and royalty_bp <= 5000`)
    .execute();

  // A design: its supply is how many NFTs may ever exist of it (minted, or reserved as box prizes).
  await tableWithId(db, 'nft_items', {
    collection_id: 'bigint not null references nft_collections',
    name_json: 'text not null',
    description_json: 'text not null',
    image_id: 'bigint not null references nft_images',
    tier: 'text not null',
    attributes_json: 'text not null',
    supply: 'bigint not null',
    minted: 'bigint not null default 0',
    reserved: 'bigint not null default 0',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  })
    .addCheckConstraint('nft_items_supply_ck', sql`minted >= 0 and reserved >= 0 and minted + reserved <= supply`)
    .execute();
  await indexes(db, 'nft_items', { nft_items_collection_idx: ['collection_id', 'tier', 'id'] });

  // One NFT. owner_id null = the platform's stock. state: held, listed, locked (by `locked_by`), burned.
  await tableWithId(db, 'nft_tokens', {
    item_id: 'bigint not null references nft_items',
    collection_id: 'bigint not null references nft_collections',
    tier: 'text not null',
    serial: 'bigint not null',
    image_url: 'text not null',
    image_hash: 'text not null',
    owner_id: 'bigint references users',
    state: 'text not null',
    locked_by: 'text',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await index(db, 'nft_tokens', 'nft_tokens_serial_uq', ['item_id', 'serial']).unique().execute();
  await indexes(db, 'nft_tokens', {
    nft_tokens_owner_idx: ['owner_id', 'state', 'id'],
    nft_tokens_collection_idx: ['collection_id', 'tier', 'id'],
  });

  await tableWithId(db, 'nft_provenance', {
    token_id: 'bigint not null references nft_tokens',
    event: 'text not null',
    from_user_id: 'bigint',
    to_user_id: 'bigint',
    asset: 'text',
    price: 'bigint',
    ref_type: 'text',
    ref_id: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'nft_provenance', { nft_provenance_token_idx: ['token_id', 'id'] });

  // seller_id null = a primary sale by the operator.
  await tableWithId(db, 'nft_listings', {
    token_id: 'bigint not null references nft_tokens',
    seller_id: 'bigint references users',
    asset: 'text not null',
    price: 'bigint not null',
    status: 'text not null',
    buyer_id: 'bigint references users',
    fee: 'bigint not null default 0',
    royalty: 'bigint not null default 0',
    entry_id: 'bigint',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
    closed_at: 'bigint',
  })
    .addCheckConstraint('nft_listings_price_ck', sql`price > 0`)
    .execute();
  // One open listing per NFT at most.
  await index(db, 'nft_listings', 'nft_listings_open_uq', ['token_id']).unique().where(sql.ref('status'), '=', 'open').execute();
  await indexes(db, 'nft_listings', { nft_listings_status_idx: ['status', 'id'], nft_listings_seller_idx: ['seller_id', 'status', 'id'] });

  await tableWithId(db, 'nft_boxes', {
    name_json: 'text not null',
    description_json: 'text not null',
    image_id: 'bigint references nft_images',
    asset: 'text not null',
    price: 'bigint not null',
    // Boxes ever put on sale and boxes left: remaining is always the sum of the prizes' stock.
    total: 'bigint not null',
    remaining: 'bigint not null',
    odds_id: 'bigint',
    enabled: 'bigint not null',
    sort_order: 'bigint not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  })
    .addCheckConstraint('nft_boxes_stock_ck', sql`remaining >= 0 and price > 0`)
    .execute();

  // Every odds table a box ever published, with its SHA-256: a draw names the one it used.
  await tableWithId(db, 'nft_box_odds', {
    box_id: 'bigint not null references nft_boxes',
    odds_json: 'text not null',
    odds_hash: 'text not null',
    reason: 'text not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'nft_box_odds', { nft_box_odds_box_idx: ['box_id', 'id'] });

  await tableWithId(db, 'nft_box_prizes', {
    box_id: 'bigint not null references nft_boxes',
    tier: 'text not null',
    item_id: 'bigint not null references nft_items',
    stock: 'bigint not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  })
    .addCheckConstraint('nft_box_prizes_stock_ck', sql`stock >= 0`)
    .execute();
  await index(db, 'nft_box_prizes', 'nft_box_prizes_item_uq', ['box_id', 'item_id']).unique().execute();

  // A member's server seed (secret until revealed), its hash, their client seed and the next nonce.
  await tableWithId(db, 'nft_seed_pairs', {
    user_id: 'bigint not null references users',
    server_seed: 'text not null',
    server_seed_hash: 'text not null',
    client_seed: 'text not null',
    next_nonce: 'bigint not null',
    status: 'text not null',
    created_at: 'bigint not null',
    revealed_at: 'bigint',
  }).execute();
  await index(db, 'nft_seed_pairs', 'nft_seed_pairs_active_uq', ['user_id']).unique().where(sql.ref('status'), '=', 'active').execute();
  await indexes(db, 'nft_seed_pairs', { nft_seed_pairs_user_idx: ['user_id', 'id'] });

  // Synthesis: `inputs` NFTs of from_tier of the collection for chance_ppm at one of to_tier.
  await tableWithId(db, 'nft_recipes', {
    collection_id: 'bigint not null references nft_collections',
    from_tier: 'text not null',
    to_tier: 'text not null',
    inputs: 'bigint not null',
    chance_ppm: 'bigint not null',
    enabled: 'bigint not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  })
    .addCheckConstraint('nft_recipes_ck', sql`inputs >= 2 and chance_ppm >= 0 and chance_ppm <= 1000000`)
    .execute();
  await index(db, 'nft_recipes', 'nft_recipes_uq', ['collection_id', 'from_tier']).unique().execute();

  // Every draw (a box opened, a synthesis tried) with all that is needed to recompute it.
  await tableWithId(db, 'nft_draws', {
    kind: 'text not null',
    user_id: 'bigint not null references users',
    seed_pair_id: 'bigint not null references nft_seed_pairs',
    nonce: 'bigint not null',
    ticket: 'bigint not null',
    tier: 'text not null',
    odds_json: 'text not null',
    odds_hash: 'text not null',
    odds_id: 'bigint',
    box_id: 'bigint references nft_boxes',
    recipe_id: 'bigint references nft_recipes',
    item_id: 'bigint',
    token_id: 'bigint',
    pick_index: 'bigint',
    pick_count: 'bigint',
    inputs_json: 'text',
    asset: 'text',
    price: 'bigint',
    entry_id: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  await index(db, 'nft_draws', 'nft_draws_nonce_uq', ['seed_pair_id', 'nonce']).unique().execute();
  await indexes(db, 'nft_draws', { nft_draws_user_idx: ['user_id', 'kind', 'id'], nft_draws_box_idx: ['box_id', 'odds_id', 'tier'] });

  await refuseChanges(
    db,
    IMMUTABLE,
    'nft_refuse_change',
    (table) => `${table} rows are never updated or deleted`,
    "'% rows are never updated or deleted', TG_TABLE_NAME",
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'nft_draws',
    'nft_recipes',
    'nft_seed_pairs',
    'nft_box_prizes',
    'nft_box_odds',
    'nft_boxes',
    'nft_listings',
    'nft_provenance',
    'nft_tokens',
    'nft_items',
    'nft_collections',
    'nft_images',
  ]);
  if (!isSqlite(db)) await sql`drop function nft_refuse_change()`.execute(db);
}
