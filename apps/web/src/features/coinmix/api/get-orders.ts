import { coinmixApi } from '@mcc/contract/coinmix';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { coinMixKeys } from './coinmix-keys';

/** My coin-mix orders, newest first, by keyset pages. */
export function useCoinMixOrders() {
  return useInfiniteQuery(beforeQuery(coinMixKeys.orders(), (before) => call(coinmixApi.orders, { before }, { silent: true })));
}
