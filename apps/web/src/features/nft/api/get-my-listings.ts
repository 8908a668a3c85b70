import { nftApi } from '@mcc/contract/nft';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore, nftKeys } from './nft-keys';

export function useMyListings() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.myListings(),
      queryFn: ({ pageParam }) => call(nftApi.myListings, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}
