import { marketApi } from '@mcc/contract/market';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { marketKeys } from './market-keys';

/** My trades, or (`all`) everyone's latest, newest first, page by page. */
export function useTradeRecords(scope: 'mine' | 'all') {
  return useInfiniteQuery({
    queryKey: marketKeys.recordsOf(scope),
    queryFn: ({ pageParam }) => call(marketApi.record, { page: pageParam, scope }, { silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
