import { coinmixApi } from '@mcc/contract/coinmix';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { coinMixKeys } from './coinmix-keys';

export function useCoinMixDetails() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coinMixKeys.details(),
      queryFn: ({ pageParam }) => call(coinmixApi.detail, { page: pageParam }, { silent: true }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    }),
  );
}
