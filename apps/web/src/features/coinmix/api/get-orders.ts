import { coinmixApi } from '@mcc/contract/coinmix';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { coinMixKeys } from './coinmix-keys';

/** My coin-mix orders, newest first, by keyset pages. */
export function useCoinMixOrders() {
  return useInfiniteQuery(endpointBeforeQuery(coinMixKeys.orders(), coinmixApi.orders));
}
