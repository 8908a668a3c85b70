import { addDecimal } from '@mcc/contract/amount';
import { coinmixApi } from '@mcc/contract/coinmix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/request';
import { useToken } from '../../runtime/session';
import { useWalletValue } from './get-wallet-value';
import { queryRoots } from './query-keys';

// The coin-mix fund's figures the user centre adds to the member's total; the coin-mix pages read
// the same queries (features/coinmix/api).
export const coinMixIndexQuery = () =>
  queryOptions({ queryKey: [...queryRoots.coinMix, 'index'] as const, queryFn: () => call(coinmixApi.index, {}, { silent: true }) });
export const coinMixWalletQuery = () =>
  queryOptions({ queryKey: [...queryRoots.coinMix, 'wallet'] as const, queryFn: () => call(coinmixApi.wallet, {}, { silent: true }) });

/**
 * Everything the member holds, in USDT: "my wallet" (MCC at the market price), the coin-mix units at
 * the NAV the server gives, the USDT of subscriptions waiting for the next NAV, and the coin-mix
 * wallet. Undefined while loading, null when a part failed.
 */
export function totalValue(...parts: (string | null | undefined)[]): string | null | undefined {
  if (parts.includes(null)) return null;
  if (parts.includes(undefined)) return undefined;
  return (parts as string[]).reduce((sum, part) => addDecimal(sum, part));
}

export function useTotalValue(): string | null | undefined {
  const enabled = Boolean(useToken());
  const wallet = useWalletValue();
  const index = useQuery({ ...coinMixIndexQuery(), enabled });
  const coinMixWallet = useQuery({ ...coinMixWalletQuery(), enabled });
  const part = (query: { isError: boolean }, value: string | undefined) => (query.isError ? null : value);
  return totalValue(
    part(wallet, wallet.data?.total_value),
    part(index, index.data?.value),
    part(index, index.data?.pending_amount),
    part(coinMixWallet, coinMixWallet.data?.total),
  );
}
