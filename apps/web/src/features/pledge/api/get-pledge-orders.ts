import { type PledgeStatus, pledgeApi } from '@mcc/contract/pledge';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { pledgeKeys } from './pledge-keys';

/** My orders of `status`, newest first. */
export function usePledgeOrders(status: PledgeStatus) {
  return useInfiniteQuery(endpointBeforeQuery(pledgeKeys.orders(status), pledgeApi.orders, { status }));
}
