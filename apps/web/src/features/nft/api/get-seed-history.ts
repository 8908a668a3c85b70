import { nftApi } from '@mcc/contract/nft';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextPage, nftKeys } from './nft-keys';

export function useSeedHistory() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.seedHistory(),
      queryFn: ({ pageParam }) => call(nftApi.seedHistory, { page: pageParam }, { silent: true }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}
