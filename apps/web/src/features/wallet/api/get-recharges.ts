import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore } from '../../../shared/api/pages';
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
    getNextPageParam: nextBefore,
  });

/** My recharge claims with their states, newest first. */
export function useRecharges() {
  return useInfiniteQuery(rechargesQuery());
}
