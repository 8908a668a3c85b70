import type { WithdrawItem } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export interface WithdrawalsPage {
  list: WithdrawItem[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

export function getWithdrawals(page: number): Promise<WithdrawalsPage> {
  return request<WithdrawalsPage>({ url: '/api/fund/withdrawLog', data: { page }, silent: true });
}

export const withdrawalsQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(),
    queryFn: ({ pageParam }) => getWithdrawals(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: WithdrawalsPage) => (last.has_more ? last.page + 1 : undefined),
  });

/** My withdrawals with their states, newest first. */
export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQuery());
}
