import { adminNftApi } from '@mcc/contract/admin-nft';
import type { InputOf } from '@mcc/contract/endpoint';
import { listQuery } from './queries';

// The NFT tokens list, which the NFT pages and the auction's primary-lot form both read (one query
// key, so they share what is cached).

export const tokensQuery = (search: InputOf<typeof adminNftApi.tokens>) => listQuery(['nft', 'tokens', search], adminNftApi.tokens, search);
