import type { CandleInterval } from '@mcc/contract/market';
import { marketApi } from '@mcc/contract/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/request';
import { useToken } from '../../runtime/session';
import { queryRoots } from './query-keys';

// The market's candles, shared by the market page's chart and the MCC wallet's mini chart (one cache).
export const marketHistoryKey = (interval: CandleInterval) => [...queryRoots.market, 'history', interval] as const;

export const marketHistoryQuery = (interval: CandleInterval) =>
  queryOptions({
    queryKey: marketHistoryKey(interval),
    queryFn: () => call(marketApi.history, { interval }, { silent: true }),
  });

/** OHLC candles of `interval`, oldest first (at most 500); idle without a token. */
export function useMarketHistory(interval: CandleInterval) {
  const token = useToken();
  return useQuery({ ...marketHistoryQuery(interval), enabled: Boolean(token) });
}
