import type { Kysely } from 'kysely';

// The console's NFT lists and a member's coin-mix orders read newest first by keyset (`before`):
// the NFTs of a design, the draws of a kind or of a box, and a member's orders of a kind each walk
// one (filter, id) index from the cursor. The older indexes put the serial, the odds or nothing
// between the filter and the id, so a filtered page had to be sorted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('nft_tokens_item_id_idx').on('nft_tokens').columns(['item_id', 'id']).execute();
  await db.schema.createIndex('nft_draws_kind_id_idx').on('nft_draws').columns(['kind', 'id']).execute();
  await db.schema.createIndex('nft_draws_box_id_idx').on('nft_draws').columns(['box_id', 'id']).execute();
  await db.schema.createIndex('coinmix_orders_user_kind_idx').on('coinmix_orders').columns(['user_id', 'kind', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('coinmix_orders_user_kind_idx').execute();
  await db.schema.dropIndex('nft_draws_box_id_idx').execute();
  await db.schema.dropIndex('nft_draws_kind_id_idx').execute();
  await db.schema.dropIndex('nft_tokens_item_id_idx').execute();
}
