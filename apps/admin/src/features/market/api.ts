import { adminMarketApi } from '@mcc/contract/admin-market';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// The console's market calls. Query keys start with 'market' so one invalidation refreshes the
// pool, its history and the trades after any change.

export const marketPoolQuery = queryOptions({
  queryKey: ['market', 'pool'],
  queryFn: () => api.call(adminMarketApi.pool, {}),
});

/** Liquidity added and removed, newest first: the newest page, or those older than `before`. */
export const liquidityQuery = (before: number | undefined) =>
  queryOptions({
    queryKey: ['market', 'liquidity', before],
    queryFn: () => api.call(adminMarketApi.liquidity, { before }),
    placeholderData: (previous) => previous,
  });

export type TradeSearch = InputOf<typeof adminMarketApi.trades>;

export const marketTradesQuery = (search: TradeSearch) =>
  queryOptions({
    queryKey: ['market', 'trades', search],
    queryFn: () => api.call(adminMarketApi.trades, search),
    placeholderData: (previous) => previous,
  });

type Change =
  | typeof adminMarketApi.addLiquidity
  | typeof adminMarketApi.removeLiquidity
  | typeof adminMarketApi.setFee
  | typeof adminMarketApi.setPaused;

/** A change of the pool (liquidity under its attempt's Idempotency-Key); the market and the dashboard refresh after. */
export function useMarketChange<E extends Change>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<E>) => api.call(endpoint, body),
    onSuccess: () => {
      for (const key of ['market', 'dashboard']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
