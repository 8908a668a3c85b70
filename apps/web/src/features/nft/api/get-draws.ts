import { nftApi } from '@mcc/contract/nft';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore, nftKeys } from './nft-keys';

export function useDraws(kind: 'box' | 'synthesis') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.draws(kind),
      queryFn: ({ pageParam }) => call(nftApi.draws, { before: pageParam || undefined, kind }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}
