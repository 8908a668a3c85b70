import { nftApi } from '@mcc/contract/nft';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore, nftKeys } from './nft-keys';

export function useSeedHistory() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.seedHistory(),
      queryFn: ({ pageParam }) => call(nftApi.seedHistory, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}
