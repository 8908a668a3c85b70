import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export type WithdrawalsPage = DataOf<typeof fundApi.withdrawLog>;

/** A page of my withdrawals, newest first, older than the withdrawal `before` (0: the newest). */
export function getWithdrawals(before: number): Promise<WithdrawalsPage> {
  return call(fundApi.withdrawLog, { before: before || undefined }, { silent: true });
}

export const withdrawalsQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(),
    queryFn: ({ pageParam }) => getWithdrawals(pageParam),
    // Keyset pages: each asks for the withdrawals older than the last one shown, at the cost of the first.
    initialPageParam: 0,
    getNextPageParam: (last: WithdrawalsPage) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
  });

/** My withdrawals with their states, newest first. */
export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQuery());
}
