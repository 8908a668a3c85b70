import { indexesMigration } from '../columns';

// A member's growing NFT histories read newest first by keyset (`before`): the draws, the NFTs held
// and the listings each walk one (member, id) index from the cursor. The older indexes put the kind,
// state or status between the member and the id, so without that filter a page had to be sorted.
export const { up, down } = indexesMigration([
  ['nft_draws', 'nft_draws_user_id_idx', ['user_id', 'id']],
  ['nft_tokens', 'nft_tokens_owner_id_idx', ['owner_id', 'id']],
  ['nft_listings', 'nft_listings_seller_id_idx', ['seller_id', 'id']],
]);
