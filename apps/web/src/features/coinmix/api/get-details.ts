import { coinmixApi } from '@mcc/contract/coinmix';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextPage } from '../../../shared/api/pages';
import { coinMixKeys } from './coinmix-keys';

export function useCoinMixDetails() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coinMixKeys.details(),
      queryFn: ({ pageParam }) => call(coinmixApi.detail, { page: pageParam }, { silent: true }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}
