import { chainApi, type DepositItem } from '@mcc/contract/chain';
import type { DataOf } from '@mcc/contract/endpoint';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStreamEvent } from '../../../runtime/live-stream';
import { call } from '../../../runtime/request';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { walletKeys } from './wallet-keys';

export type DepositsPage = DataOf<typeof chainApi.deposits>;

const autoKeys = {
  networks: () => [...walletKeys.all, 'auto-recharge'] as const,
  deposits: () => [...walletKeys.all, 'deposits'] as const,
};

/** My deposit address on each configured network (the server makes it on first ask). */
export function useDepositNetworks() {
  return useQuery({ queryKey: autoKeys.networks(), queryFn: () => call(chainApi.autoRecharge, {}, { silent: true }) });
}

/** My deposits seen on chain, newest first. */
export function useDeposits() {
  return useInfiniteQuery(endpointBeforeQuery(autoKeys.deposits(), chainApi.deposits));
}

/**
 * Keeps the deposits live from the shared stream: a confirmation count changes in place at once; a
 * new deposit, a credit or a drop refetches the list and, once credited, the balances.
 */
export function useDepositsLive(): void {
  const queryClient = useQueryClient();
  useStreamEvent('chain.deposit', (event) => {
    let known = false;
    queryClient.setQueryData<{ pages: DepositsPage[]; pageParams: unknown[] }>(autoKeys.deposits(), (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              list: page.list.map((item: DepositItem) => {
                if (item.id !== event.id) return item;
                known = true;
                return { ...item, confirmations: event.confirmations };
              }),
            })),
          }
        : old,
    );
    if (!known || event.status !== 'confirming') void queryClient.invalidateQueries({ queryKey: autoKeys.deposits() });
    if (event.status === 'credited') void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  });
  useStreamEvent('stream.reset', () => void queryClient.invalidateQueries({ queryKey: autoKeys.deposits() }));
}
