import { marketApi } from '@mcc/contract/market';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { marketKeys } from './market-keys';

/**
 * My trades, or (`all`) everyone's latest, newest first. Keyset pages: each page asks for the trades
 * older than the last one shown (0: the newest), so a deep page costs the server what the first does.
 */
export function useTradeRecords(scope: 'mine' | 'all') {
  return useInfiniteQuery({
    queryKey: marketKeys.recordsOf(scope),
    queryFn: ({ pageParam }) => call(marketApi.record, { before: pageParam || undefined, scope }, { silent: true }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
  });
}
