import type { AdminAdjustmentItem, AdminRechargeItem, AdminWithdrawItem } from '@mcc/contract/admin-fund';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Paged } from '../../lib/paged';

export interface ReviewSearch {
  page: number;
  status?: string;
  keyword?: string;
}

export const rechargeListQuery = (search: ReviewSearch) =>
  queryOptions({
    queryKey: ['recharges', search],
    queryFn: () => api.get<Paged<AdminRechargeItem> & { pending: number }>('/recharge/index', { ...search }),
    placeholderData: (previous) => previous,
  });

export const withdrawListQuery = (search: ReviewSearch) =>
  queryOptions({
    queryKey: ['withdrawals', search],
    queryFn: () => api.get<Paged<AdminWithdrawItem> & { pending: number; threshold: string }>('/withdraw/index', { ...search }),
    placeholderData: (previous) => previous,
  });

export const adjustmentListQuery = (search: { page: number; status?: string }) =>
  queryOptions({
    queryKey: ['adjustments', 'list', search],
    queryFn: () => api.get<Paged<AdminAdjustmentItem> & { pending: number; threshold: string }>('/user/adjustments', { ...search }),
    placeholderData: (previous) => previous,
  });

/** A review decision; afterwards every list, member and dashboard figure it may change is refreshed. */
export function useDecision<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.postMoney<{ id: number; status: string }>(path, body),
    onSuccess: () => {
      for (const key of ['recharges', 'withdrawals', 'adjustments', 'members', 'dashboard']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
