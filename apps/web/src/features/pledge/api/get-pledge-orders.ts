import type { DataOf } from '@mcc/contract/endpoint';
import { type PledgeStatus, pledgeApi } from '@mcc/contract/pledge';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { pledgeKeys } from './pledge-keys';

export type OrdersPage = DataOf<typeof pledgeApi.orders>;

/** A page of my orders of `status`, newest first, older than the order `before` (undefined: the newest). */
export function getPledgeOrders(status: PledgeStatus, before: number | undefined): Promise<OrdersPage> {
  return call(pledgeApi.orders, { before, status }, { silent: true });
}

export const pledgeOrdersQuery = (status: PledgeStatus) =>
  beforeQuery(pledgeKeys.orders(status), (before) => getPledgeOrders(status, before));

export function usePledgeOrders(status: PledgeStatus) {
  return useInfiniteQuery(pledgeOrdersQuery(status));
}
