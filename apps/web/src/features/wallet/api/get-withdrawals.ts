import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export type WithdrawalsPage = DataOf<typeof fundApi.withdrawLog>;

export function getWithdrawals(page: number): Promise<WithdrawalsPage> {
  return call(fundApi.withdrawLog, { page }, { silent: true });
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
