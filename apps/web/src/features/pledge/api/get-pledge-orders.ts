import type { PledgeOrderItem, PledgeStatus } from '@mcc/contract/pledge';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export interface OrdersPage {
  list: PledgeOrderItem[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

export function getPledgeOrders(status: PledgeStatus, page: number): Promise<OrdersPage> {
  return request<OrdersPage>({ url: '/api/pledge/order', data: { page, status }, silent: true });
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
