import { nftApi } from '@mcc/contract/nft';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore, nftKeys } from './nft-keys';

export function useMine(collectionId: number | undefined, tier: string | undefined, state?: 'held' | 'listed' | 'locked') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.mine(collectionId, tier, state),
      queryFn: ({ pageParam }) =>
        call(
          nftApi.mine,
          { before: pageParam || undefined, collection_id: collectionId, tier: tier as 'N' | undefined, state },
          { silent: true },
        ),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}
