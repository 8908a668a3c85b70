import { fundApi } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/request';
import { useToken } from '../../runtime/session';
import { queryRoots } from './query-keys';

// Under the wallet's root: every money action that refreshes the wallet refreshes this total too.
export const walletValueKey = [...queryRoots.wallet, 'value'] as const;

export const walletValueQuery = () => queryOptions({ queryKey: walletValueKey, queryFn: () => call(fundApi.wallet, {}, { silent: true }) });

/** The total value in USDT of the member's assets, and each asset's price (MCC at the market price); idle without a token. */
export function useWalletValue() {
  const token = useToken();
  return useQuery({ ...walletValueQuery(), enabled: Boolean(token) });
}
