import type { DataOf } from '@mcc/contract/endpoint';
import { type MarketSide, marketApi } from '@mcc/contract/market';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyCall } from '../../../shared/money-attempt';
import { marketKeys } from './market-keys';

export type TradeDone = DataOf<typeof marketApi.buy>;

/** Buys or sells under the attempt's Idempotency-Key; the market, the balances and the member refresh after. */
export function useTrade(side: MarketSide) {
  return useMoneyCall(side === 'buy' ? marketApi.buy : marketApi.sell, [marketKeys.all, queryRoots.wallet, queryRoots.user]);
}
