import type { PledgeEarningItem } from '@mcc/contract/pledge';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export interface EarningsPage {
  list: PledgeEarningItem[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

export function getPledgeEarnings(page: number): Promise<EarningsPage> {
  return request<EarningsPage>({ url: '/api/pledge/earnings', data: { page }, silent: true });
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
