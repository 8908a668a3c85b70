import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export type EarningsPage = DataOf<typeof pledgeApi.earnings>;

export function getPledgeEarnings(page: number): Promise<EarningsPage> {
  return call(pledgeApi.earnings, { page }, { silent: true });
}

export const pledgeEarningsQuery = () =>
  infiniteQueryOptions({
    queryKey: pledgeKeys.earnings(),
    queryFn: ({ pageParam }) => getPledgeEarnings(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: EarningsPage) => (last.has_more ? last.page + 1 : undefined),
  });

export function usePledgeEarnings() {
  return useInfiniteQuery(pledgeEarningsQuery());
}
