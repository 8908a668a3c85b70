import { auctionApi } from '@mcc/contract/auction';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { auctionKeys, nextPage } from './auction-keys';

export function useOpenLots() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auctionKeys.open(),
      queryFn: ({ pageParam }) => call(auctionApi.index, { page: pageParam }, { silent: true }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}
