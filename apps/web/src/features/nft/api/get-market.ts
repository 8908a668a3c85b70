import { nftApi } from '@mcc/contract/nft';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore, nftKeys } from './nft-keys';

export function useMarket(collectionId: number | undefined, tier: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.market(collectionId, tier),
      queryFn: ({ pageParam }) =>
        call(
          nftApi.market,
          { before: pageParam || undefined, collection_id: collectionId, tier: tier as 'N' | undefined },
          { silent: true },
        ),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}
