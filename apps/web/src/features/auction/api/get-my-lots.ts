import { auctionApi } from '@mcc/contract/auction';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { auctionKeys } from './auction-keys';

export function useMyLots() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auctionKeys.selling(),
      // Keyset pages: each asks for the lots older than the last one shown (0: the newest).
      queryFn: ({ pageParam }) => call(auctionApi.coupons, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
    }),
  );
}
