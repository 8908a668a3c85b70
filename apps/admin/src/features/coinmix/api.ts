import { adminCoinmixApi } from '@mcc/contract/admin-coinmix';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// The console's coin-mix calls. Query keys start with 'coinmix' so one invalidation refreshes the
// totals, the postings and the orders after a NAV posting or a custody transfer.

export const summaryQuery = queryOptions({
  queryKey: ['coinmix', 'summary'],
  queryFn: () => api.call(adminCoinmixApi.summary, {}),
});

/** The NAV postings older than `before` (the `next_before` of the page before), or the newest without it. */
export const navsQuery = (before: number | undefined) =>
  queryOptions({
    queryKey: ['coinmix', 'navs', before ?? null],
    queryFn: () => api.call(adminCoinmixApi.navs, { before }),
    placeholderData: (previous) => previous,
  });

export type OrderSearch = InputOf<typeof adminCoinmixApi.orders>;

export const ordersQuery = (search: OrderSearch) =>
  queryOptions({
    queryKey: ['coinmix', 'orders', search],
    queryFn: () => api.call(adminCoinmixApi.orders, search),
    placeholderData: (previous) => previous,
  });

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
