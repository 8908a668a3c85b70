import { fundApi } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/request';
import { useToken } from '../../runtime/session';
import { queryRoots } from './query-keys';

// Under the wallet's root so that every money action's invalidation of the wallet refreshes it too.
export const balanceKey = [...queryRoots.wallet, 'balance'] as const;

export function getBalance() {
  return call(fundApi.balance, {});
}

export const balanceQuery = () => queryOptions({ queryKey: balanceKey, queryFn: getBalance });

/** The signed-in member's balances per asset (`available`, `locked` as decimal strings); idle without a token. */
export function useBalance() {
  const token = useToken();
  return useQuery({ ...balanceQuery(), enabled: Boolean(token) });
}
