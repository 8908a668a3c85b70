import { auctionApi } from '@mcc/contract/auction';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore, nextPage } from '../../../shared/api/paged-query';
import { auctionKeys } from './auction-keys';

export function useMyBids(tab: 'bidding' | 'won') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auctionKeys.mine(tab),
      // Won: keyset pages, each asking for the orders older than the last one shown (0: the newest).
      // Bidding: the lots open now, ending soonest first, by page number.
      queryFn: ({ pageParam }) =>
        call(auctionApi.orders, tab === 'won' ? { before: pageParam || undefined, tab } : { page: pageParam, tab }, { silent: true }),
      initialPageParam: tab === 'won' ? 0 : 1,
      getNextPageParam: (last) => (tab === 'won' ? nextBefore(last) : nextPage(last)),
    }),
  );
}
