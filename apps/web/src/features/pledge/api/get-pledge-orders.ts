import type { DataOf } from '@mcc/contract/endpoint';
import { type PledgeStatus, pledgeApi } from '@mcc/contract/pledge';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export type OrdersPage = DataOf<typeof pledgeApi.orders>;

export function getPledgeOrders(status: PledgeStatus, page: number): Promise<OrdersPage> {
  return call(pledgeApi.orders, { page, status }, { silent: true });
}

export const pledgeOrdersQuery = (status: PledgeStatus) =>
  infiniteQueryOptions({
    queryKey: pledgeKeys.orders(status),
    queryFn: ({ pageParam }) => getPledgeOrders(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: OrdersPage) => (last.has_more ? last.page + 1 : undefined),
  });

export function usePledgeOrders(status: PledgeStatus) {
  return useInfiniteQuery(pledgeOrdersQuery(status));
}
