import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export type RechargesPage = DataOf<typeof fundApi.rechargeLog>;

export function getRecharges(page: number): Promise<RechargesPage> {
  return call(fundApi.rechargeLog, { page }, { silent: true });
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
