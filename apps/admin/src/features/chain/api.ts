import { adminChainApi } from '@mcc/contract/chain';
import type { DataOf, InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery, useCallMutation } from '../../lib/queries';

export const chainNetworksQuery = () =>
  queryOptions({ queryKey: ['chain', 'networks'], queryFn: () => api.call(adminChainApi.networks, {}), refetchInterval: 5000 });

/** A deposit as the console's list of deposits shows it. */
export type AdminDeposit = DataOf<typeof adminChainApi.deposits>['list'][number];

export const chainDepositsQuery = (search: InputOf<typeof adminChainApi.deposits>) =>
  queryOptions({
    queryKey: ['chain', 'deposits', search],
    queryFn: () => api.call(adminChainApi.deposits, search),
    placeholderData: (previous) => previous,
    refetchInterval: 5000,
  });

export const chainPayoutsQuery = () => callQuery(['chain', 'payouts'], adminChainApi.payouts, {});

export const chainSweepQuery = () => callQuery(['chain', 'sweep'], adminChainApi.sweep, {});

/** Adds or changes a network; every chain figure is refetched after. */
export function useSaveNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof adminChainApi.saveNetwork>) => api.call(adminChainApi.saveNetwork, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chain'] }),
  });
}

/** Settles a payout held for reconciliation (paid or failed); payouts and the withdrawal queue are refetched after. */
export function useReconcilePayout() {
  return useCallMutation(adminChainApi.reconcilePayout, [['chain'], ['withdrawals']]);
}
