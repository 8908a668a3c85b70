import { adminFundApi } from '@mcc/contract/admin-fund';
import type { Endpoint, InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const rechargeListQuery = (search: InputOf<typeof adminFundApi.recharges>) =>
  queryOptions({
    queryKey: ['recharges', search],
    queryFn: () => api.call(adminFundApi.recharges, search),
    placeholderData: (previous) => previous,
  });

export const withdrawListQuery = (search: InputOf<typeof adminFundApi.withdrawals>) =>
  queryOptions({
    queryKey: ['withdrawals', search],
    queryFn: () => api.call(adminFundApi.withdrawals, search),
    placeholderData: (previous) => previous,
  });

export const adjustmentListQuery = (search: InputOf<typeof adminFundApi.adjustments>) =>
  queryOptions({
    queryKey: ['adjustments', 'list', search],
    queryFn: () => api.call(adminFundApi.adjustments, search),
    placeholderData: (previous) => previous,
  });

/** A review decision (a money call); afterwards every list, member and dashboard figure it may change is refreshed. */
export function useDecision<E extends Endpoint<'POST'>>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<E>) => api.call(endpoint, body),
    onSuccess: () => {
      for (const key of ['recharges', 'withdrawals', 'adjustments', 'members', 'dashboard']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
