import { adminMarketApi } from '@mcc/contract/admin-market';
import type { InputOf } from '@mcc/contract/endpoint';
import { callQuery, listQuery, useCallMutation } from '../../lib/queries';

// The console's market calls. Query keys start with 'market' so one invalidation refreshes the
// pool, its history and the trades after any change.

export const marketPoolQuery = callQuery(['market', 'pool'], adminMarketApi.pool, {});

/** Liquidity added and removed, newest first: the newest page, or those older than `before`. */
export const liquidityQuery = (before: number | undefined) =>
  listQuery(['market', 'liquidity', before], adminMarketApi.liquidity, { before });

export type TradeSearch = InputOf<typeof adminMarketApi.trades>;

export const marketTradesQuery = (search: TradeSearch) => listQuery(['market', 'trades', search], adminMarketApi.trades, search);

type Change =
  | typeof adminMarketApi.addLiquidity
  | typeof adminMarketApi.removeLiquidity
  | typeof adminMarketApi.setFee
  | typeof adminMarketApi.setPaused;

/** A change of the pool (liquidity under its attempt's Idempotency-Key); the market and the dashboard refresh after. */
export function useMarketChange<E extends Change>(endpoint: E) {
  return useCallMutation(endpoint, [['market'], ['dashboard']]);
}
