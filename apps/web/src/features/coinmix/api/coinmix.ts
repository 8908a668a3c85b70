import { coinmixApi } from '@mcc/contract/coinmix';
import type { DataOf } from '@mcc/contract/endpoint';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { coinMixIndexQuery, coinMixWalletQuery } from '../../../shared/api/get-total-value';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyCall } from '../../../shared/money-attempt';

// The coin-mix fund's calls, one place for its query keys (general to specific) and hooks. Every
// money call refreshes the fund's figures and the USDT wallet's (money moves between them).

const root = queryRoots.coinMix;
export const coinMixKeys = {
  all: root,
  index: () => [...root, 'index'] as const,
  history: () => [...root, 'history'] as const,
  quote: (side: string, amount: string) => [...root, 'quote', side, amount] as const,
  orders: () => [...root, 'orders'] as const,
  wallet: () => [...root, 'wallet'] as const,
  details: () => [...root, 'details'] as const,
  withdrawInfo: () => [...root, 'withdraw-info'] as const,
};
const moved = [root, queryRoots.wallet, queryRoots.user] as const;

export type CoinMixIndex = DataOf<typeof coinmixApi.index>;
export type CoinMixQuote = DataOf<typeof coinmixApi.quote>;

export function useCoinMixIndex() {
  return useQuery(coinMixIndexQuery());
}

export function useNavHistory() {
  return useQuery(queryOptions({ queryKey: coinMixKeys.history(), queryFn: () => call(coinmixApi.history, {}, { silent: true }) }));
}

/** The server's own fee and units for what the member typed (null while the input is not a valid amount). */
export function useCoinMixQuote(side: 'subscribe' | 'redeem', amount: string | null) {
  return useQuery({
    queryKey: coinMixKeys.quote(side, amount ?? ''),
    queryFn: () => call(coinmixApi.quote, { side, amount: amount ?? '' }, { silent: true, quietRefusal: true }),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCoinMixOrders() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coinMixKeys.orders(),
      // Keyset pages: the next asks for the orders older than the last one shown (0 asks for the newest).
      queryFn: ({ pageParam }) => call(coinmixApi.orders, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
    }),
  );
}

export function useCoinMixWallet() {
  return useQuery(coinMixWalletQuery());
}

export function useCoinMixDetails() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: coinMixKeys.details(),
      queryFn: ({ pageParam }) => call(coinmixApi.detail, { page: pageParam }, { silent: true }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    }),
  );
}

export function useCoinMixWithdrawInfo() {
  return useQuery(
    queryOptions({ queryKey: coinMixKeys.withdrawInfo(), queryFn: () => call(coinmixApi.withdrawInfo, {}, { silent: true }) }),
  );
}

export const useSubscribe = () => useMoneyCall(coinmixApi.subscribe, moved);
export const useRedeem = () => useMoneyCall(coinmixApi.redeem, moved);
export const useCancelRedemption = () => useMoneyCall(coinmixApi.cancel, moved);
export const useCoinMixTransfer = () => useMoneyCall(coinmixApi.transfer, moved);
export const useCoinMixWithdraw = () => useMoneyCall(coinmixApi.withdraw, moved);
