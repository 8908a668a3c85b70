import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export type RechargesPage = DataOf<typeof fundApi.rechargeLog>;

/** A page of my recharges, newest first, older than the recharge `before` (0: the newest). */
export function getRecharges(before: number): Promise<RechargesPage> {
  return call(fundApi.rechargeLog, { before: before || undefined }, { silent: true });
}

export const rechargesQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.recharges(),
    queryFn: ({ pageParam }) => getRecharges(pageParam),
    // Keyset pages: each asks for the recharges older than the last one shown, at the cost of the first.
    initialPageParam: 0,
    getNextPageParam: (last: RechargesPage) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
  });

/** My recharge claims with their states, newest first. */
export function useRecharges() {
  return useInfiniteQuery(rechargesQuery());
}
