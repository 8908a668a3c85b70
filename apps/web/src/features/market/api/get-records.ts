import { marketApi } from '@mcc/contract/market';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { marketKeys } from './market-keys';

/** My trades, or (`all`) everyone's latest, newest first, by keyset pages. */
export function useTradeRecords(scope: 'mine' | 'all') {
  return useInfiniteQuery(
    beforeQuery(marketKeys.recordsOf(scope), (before) => call(marketApi.record, { before, scope }, { silent: true })),
  );
}
