import { type Kysely, sql } from 'kysely';
import { isSqlite, withId } from '../columns';

// NFTs: images, collections, item designs and the NFTs minted from them with their provenance,
// the marketplace's listings, blind boxes with their odds commitments and prizes, the members'
// seed pairs, synthesis recipes and every draw. Money columns are BIGINT base units, times ms.

/** Rows that are a record of what happened: inserted, never changed (a trigger refuses it). */
const IMMUTABLE = ['nft_provenance', 'nft_box_odds', 'nft_draws'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Images operators uploaded for NFTs, by the SHA-256 of their content (one row per content).
  await withId(db, db.schema.createTable('nft_images'))
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('admin_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('nft_collections'))
    .addColumn('name_json', 'text', (c) => c.notNull())
    .addColumn('description_json', 'text', (c) => c.notNull())
    .addColumn('image_id', 'bigint', (c) => c.references('nft_images.id'))
    // Royalty on every resale, in basis points (500 = 5%), paid to the receiver (or the platform's fees).
    .addColumn('royalty_bp', 'bigint', (c) => c.notNull())
    .addColumn('royalty_user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('nft_collections_royalty_ck', sql`royalty_bp >= 0 and royalty_bp <= 5000`)
    .execute();

  // A design: its supply is how many NFTs may ever exist of it (minted, or reserved as box prizes).
  await withId(db, db.schema.createTable('nft_items'))
    .addColumn('collection_id', 'bigint', (c) => c.notNull().references('nft_collections.id'))
    .addColumn('name_json', 'text', (c) => c.notNull())
    .addColumn('description_json', 'text', (c) => c.notNull())
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('nft_images.id'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('attributes_json', 'text', (c) => c.notNull())
    .addColumn('supply', 'bigint', (c) => c.notNull())
    .addColumn('minted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('nft_items_supply_ck', sql`minted >= 0 and reserved >= 0 and minted + reserved <= supply`)
    .execute();
  await db.schema.createIndex('nft_items_collection_idx').on('nft_items').columns(['collection_id', 'tier', 'id']).execute();

  // One NFT. owner_id null = the platform's stock. state: held, listed, locked (by `locked_by`), burned.
  await withId(db, db.schema.createTable('nft_tokens'))
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('nft_items.id'))
    .addColumn('collection_id', 'bigint', (c) => c.notNull().references('nft_collections.id'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('serial', 'bigint', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('image_hash', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_tokens_serial_uq').on('nft_tokens').columns(['item_id', 'serial']).unique().execute();
  await db.schema.createIndex('nft_tokens_owner_idx').on('nft_tokens').columns(['owner_id', 'state', 'id']).execute();
  await db.schema.createIndex('nft_tokens_collection_idx').on('nft_tokens').columns(['collection_id', 'tier', 'id']).execute();

  await withId(db, db.schema.createTable('nft_provenance'))
    .addColumn('token_id', 'bigint', (c) => c.notNull().references('nft_tokens.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('from_user_id', 'bigint')
    .addColumn('to_user_id', 'bigint')
    .addColumn('asset', 'text')
    .addColumn('price', 'bigint')
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_provenance_token_idx').on('nft_provenance').columns(['token_id', 'id']).execute();

  // seller_id null = a primary sale by the operator.
  await withId(db, db.schema.createTable('nft_listings'))
    .addColumn('token_id', 'bigint', (c) => c.notNull().references('nft_tokens.id'))
    .addColumn('seller_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('royalty', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addCheckConstraint('nft_listings_price_ck', sql`price > 0`)
    .execute();
  // One open listing per NFT at most.
  await db.schema
    .createIndex('nft_listings_open_uq')
    .on('nft_listings')
    .column('token_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('nft_listings_status_idx').on('nft_listings').columns(['status', 'id']).execute();
  await db.schema.createIndex('nft_listings_seller_idx').on('nft_listings').columns(['seller_id', 'status', 'id']).execute();

  await withId(db, db.schema.createTable('nft_boxes'))
    .addColumn('name_json', 'text', (c) => c.notNull())
    .addColumn('description_json', 'text', (c) => c.notNull())
    .addColumn('image_id', 'bigint', (c) => c.references('nft_images.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    // Boxes ever put on sale and boxes left: remaining is always the sum of the prizes' stock.
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('remaining', 'bigint', (c) => c.notNull())
    .addColumn('odds_id', 'bigint')
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('nft_boxes_stock_ck', sql`remaining >= 0 and price > 0`)
    .execute();

  // Every odds table a box ever published, with its SHA-256: a draw names the one it used.
  await withId(db, db.schema.createTable('nft_box_odds'))
    .addColumn('box_id', 'bigint', (c) => c.notNull().references('nft_boxes.id'))
    .addColumn('odds_json', 'text', (c) => c.notNull())
    .addColumn('odds_hash', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_box_odds_box_idx').on('nft_box_odds').columns(['box_id', 'id']).execute();

  await withId(db, db.schema.createTable('nft_box_prizes'))
    .addColumn('box_id', 'bigint', (c) => c.notNull().references('nft_boxes.id'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('nft_items.id'))
    .addColumn('stock', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('nft_box_prizes_stock_ck', sql`stock >= 0`)
    .execute();
  await db.schema.createIndex('nft_box_prizes_item_uq').on('nft_box_prizes').columns(['box_id', 'item_id']).unique().execute();

  // A member's server seed (secret until revealed), its hash, their client seed and the next nonce.
  await withId(db, db.schema.createTable('nft_seed_pairs'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('nft_seed_pairs_active_uq')
    .on('nft_seed_pairs')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema.createIndex('nft_seed_pairs_user_idx').on('nft_seed_pairs').columns(['user_id', 'id']).execute();

  // Synthesis: `inputs` NFTs of from_tier of the collection for chance_ppm at one of to_tier.
  await withId(db, db.schema.createTable('nft_recipes'))
    .addColumn('collection_id', 'bigint', (c) => c.notNull().references('nft_collections.id'))
    .addColumn('from_tier', 'text', (c) => c.notNull())
    .addColumn('to_tier', 'text', (c) => c.notNull())
    .addColumn('inputs', 'bigint', (c) => c.notNull())
    .addColumn('chance_ppm', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('nft_recipes_ck', sql`inputs >= 2 and chance_ppm >= 0 and chance_ppm <= 1000000`)
    .execute();
  await db.schema.createIndex('nft_recipes_uq').on('nft_recipes').columns(['collection_id', 'from_tier']).unique().execute();

  // Every draw (a box opened, a synthesis tried) with all that is needed to recompute it.
  await withId(db, db.schema.createTable('nft_draws'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('seed_pair_id', 'bigint', (c) => c.notNull().references('nft_seed_pairs.id'))
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('ticket', 'bigint', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('odds_json', 'text', (c) => c.notNull())
    .addColumn('odds_hash', 'text', (c) => c.notNull())
    .addColumn('odds_id', 'bigint')
    .addColumn('box_id', 'bigint', (c) => c.references('nft_boxes.id'))
    .addColumn('recipe_id', 'bigint', (c) => c.references('nft_recipes.id'))
    .addColumn('item_id', 'bigint')
    .addColumn('token_id', 'bigint')
    .addColumn('pick_index', 'bigint')
    .addColumn('pick_count', 'bigint')
    .addColumn('inputs_json', 'text')
    .addColumn('asset', 'text')
    .addColumn('price', 'bigint')
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_draws_nonce_uq').on('nft_draws').columns(['seed_pair_id', 'nonce']).unique().execute();
  await db.schema.createIndex('nft_draws_user_idx').on('nft_draws').columns(['user_id', 'kind', 'id']).execute();
  await db.schema.createIndex('nft_draws_box_idx').on('nft_draws').columns(['box_id', 'odds_id', 'tier']).execute();

  if (isSqlite(db)) {
    for (const table of IMMUTABLE) {
      for (const operation of ['update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_no_${operation} before ${operation} on ${table} ` +
              `begin select raise(abort, '${table} rows are never updated or deleted'); end`,
          )
          .execute(db);
      }
    }
  } else {
    await sql`create function nft_refuse_change() returns trigger language plpgsql as $$
      begin raise exception '% rows are never updated or deleted', TG_TABLE_NAME; end $$`.execute(db);
    for (const table of IMMUTABLE) {
      await sql
        .raw(`create trigger ${table}_immutable before update or delete on ${table} for each row execute function nft_refuse_change()`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
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
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (!isSqlite(db)) await sql`drop function nft_refuse_change()`.execute(db);
}
