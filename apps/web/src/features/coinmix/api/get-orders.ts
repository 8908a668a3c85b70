import { coinmixApi } from '@mcc/contract/coinmix';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { coinMixKeys } from './coinmix-keys';

export function useCoinMixOrders() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coinMixKeys.orders(),
      // Keyset pages: the next asks for the orders older than the last one shown (0 asks for the newest).
      queryFn: ({ pageParam }) => call(coinmixApi.orders, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
    }),
  );
}
