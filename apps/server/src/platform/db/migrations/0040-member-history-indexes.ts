import type { Kysely } from 'kysely';

// A member's growing NFT histories read newest first by keyset (`before`): the draws, the NFTs held
// and the listings each walk one (member, id) index from the cursor. The older indexes put the kind,
// state or status between the member and the id, so without that filter a page had to be sorted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('nft_draws_user_id_idx').on('nft_draws').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('nft_tokens_owner_id_idx').on('nft_tokens').columns(['owner_id', 'id']).execute();
  await db.schema.createIndex('nft_listings_seller_id_idx').on('nft_listings').columns(['seller_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('nft_listings_seller_id_idx').execute();
  await db.schema.dropIndex('nft_tokens_owner_id_idx').execute();
  await db.schema.dropIndex('nft_draws_user_id_idx').execute();
}
