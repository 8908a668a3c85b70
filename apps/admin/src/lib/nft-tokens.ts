import { adminNftApi } from '@mcc/contract/admin-nft';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

// The NFT tokens list, which the NFT pages and the auction's primary-lot form both read (one query
// key, so they share what is cached).

export const tokensQuery = (search: InputOf<typeof adminNftApi.tokens>) =>
  queryOptions({
    queryKey: ['nft', 'tokens', search],
    queryFn: () => api.call(adminNftApi.tokens, search),
    placeholderData: (previous) => previous,
  });
