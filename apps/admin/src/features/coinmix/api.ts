import { adminCoinmixApi } from '@mcc/contract/admin-coinmix';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery, listQuery } from '../../lib/queries';

// The console's coin-mix calls. Query keys start with 'coinmix' so one invalidation refreshes the
// totals, the postings and the orders after a NAV posting or a custody transfer.

export const summaryQuery = callQuery(['coinmix', 'summary'], adminCoinmixApi.summary, {});

/** The NAV postings older than `before` (the `next_before` of the page before), or the newest without it. */
export const navsQuery = (before: number | undefined) => listQuery(['coinmix', 'navs', before ?? null], adminCoinmixApi.navs, { before });

export type OrderSearch = InputOf<typeof adminCoinmixApi.orders>;

export const ordersQuery = (search: OrderSearch) => listQuery(['coinmix', 'orders', search], adminCoinmixApi.orders, search);

/** A NAV posting or a custody transfer (under its attempt's Idempotency-Key); the fund's figures refresh after. */
export function useCoinmixChange<E extends typeof adminCoinmixApi.postNav | typeof adminCoinmixApi.custody>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<E>) => api.call(endpoint, body),
    onSuccess: () => {
      // Settlement runs right after the posting: read the figures again once it had time to finish.
      void queryClient.invalidateQueries({ queryKey: ['coinmix'] });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['coinmix'] }), 1500);
    },
  });
}
