import type { DataOf } from '@mcc/contract/endpoint';
import { type PledgeStatus, pledgeApi } from '@mcc/contract/pledge';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export type OrdersPage = DataOf<typeof pledgeApi.orders>;

/** A page of my orders of `status`, newest first, older than the order `before` (0: the newest). */
export function getPledgeOrders(status: PledgeStatus, before: number): Promise<OrdersPage> {
  return call(pledgeApi.orders, { before: before || undefined, status }, { silent: true });
}

export const pledgeOrdersQuery = (status: PledgeStatus) =>
  infiniteQueryOptions({
    queryKey: pledgeKeys.orders(status),
    queryFn: ({ pageParam }) => getPledgeOrders(status, pageParam),
    // Keyset pages: each asks for the orders older than the last one shown, at the cost of the first.
    initialPageParam: 0,
    getNextPageParam: (last: OrdersPage) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
  });

export function usePledgeOrders(status: PledgeStatus) {
  return useInfiniteQuery(pledgeOrdersQuery(status));
}
