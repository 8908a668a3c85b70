import { marketApi } from '@mcc/contract/market';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { marketKeys } from './market-keys';

/** My trades, or (`all`) everyone's latest, newest first, by keyset pages. */
export function useTradeRecords(scope: 'mine' | 'all') {
  return useInfiniteQuery(endpointBeforeQuery(marketKeys.recordsOf(scope), marketApi.record, { scope }));
}
