import { coinmixApi } from '@mcc/contract/coinmix';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { coinMixKeys } from './coinmix-keys';

export function useCoinMixOrders() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coinMixKeys.orders(),
      queryFn: ({ pageParam }) => call(coinmixApi.orders, { page: pageParam }, { silent: true }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    }),
  );
}
