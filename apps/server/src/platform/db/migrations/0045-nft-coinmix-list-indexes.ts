import { type Kysely, sql } from 'kysely';
import { dropIndexes, index, indexes } from '../columns';

// The console's NFT lists and a member's coin-mix orders read newest first by keyset (`before`):
// the NFTs of a design, the draws of a kind or of a box, and a member's orders of a kind each walk
// one (filter, id) index from the cursor. The older indexes put the serial, the odds or nothing
// between the filter and the id, so a filtered page had to be sorted. The platform's NFTs and sales
// (no owner, no seller) have partial indexes: PostgreSQL does not read `owner_id is null` as a
// single value of the (owner_id, id) index, so it would sort all of them for every page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await indexes(db, 'nft_tokens', { nft_tokens_item_id_idx: ['item_id', 'id'] });
  await index(db, 'nft_tokens', 'nft_tokens_platform_idx', ['id']).where(sql.ref('owner_id'), 'is', null).execute();
  await index(db, 'nft_listings', 'nft_listings_platform_idx', ['id']).where(sql.ref('seller_id'), 'is', null).execute();
  await index(db, 'nft_listings', 'nft_listings_platform_status_idx', ['status', 'id']).where(sql.ref('seller_id'), 'is', null).execute();
  await indexes(db, 'nft_draws', { nft_draws_kind_id_idx: ['kind', 'id'], nft_draws_box_id_idx: ['box_id', 'id'] });
  await indexes(db, 'coinmix_orders', { coinmix_orders_user_kind_idx: ['user_id', 'kind', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, [
    'coinmix_orders_user_kind_idx',
    'nft_draws_box_id_idx',
    'nft_draws_kind_id_idx',
    'nft_listings_platform_status_idx',
    'nft_listings_platform_idx',
    'nft_tokens_platform_idx',
    'nft_tokens_item_id_idx',
  ]);
}
