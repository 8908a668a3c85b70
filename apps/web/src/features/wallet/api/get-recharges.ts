import type { RechargeItem } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export interface RechargesPage {
  list: RechargeItem[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

export function getRecharges(page: number): Promise<RechargesPage> {
  return request<RechargesPage>({ url: '/api/fund/rechargeLog', data: { page }, silent: true });
}

export const rechargesQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.recharges(),
    queryFn: ({ pageParam }) => getRecharges(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: RechargesPage) => (last.has_more ? last.page + 1 : undefined),
  });

/** My recharge claims with their states, newest first. */
export function useRecharges() {
  return useInfiniteQuery(rechargesQuery());
}
