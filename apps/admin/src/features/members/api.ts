import type { MemberDetail, MemberItem } from '@mcc/contract/admin';
import type { AdminAdjustmentItem, AdminMemberBalance } from '@mcc/contract/admin-fund';
import type { FundDetailItem } from '@mcc/contract/fund';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Paged } from '../../lib/paged';

export interface MemberSearch {
  page: number;
  keyword?: string;
  status?: string;
}

export const memberListQuery = (search: MemberSearch) =>
  queryOptions({
    queryKey: ['members', 'list', search],
    queryFn: () => api.get<Paged<MemberItem>>('/user/index', { ...search }),
    placeholderData: (previous) => previous,
  });

export const memberDetailQuery = (userId: number) =>
  queryOptions({ queryKey: ['members', 'detail', userId], queryFn: () => api.get<MemberDetail>('/user/detail', { user_id: userId }) });

export const memberBalanceQuery = (userId: number) =>
  queryOptions({
    queryKey: ['members', 'balance', userId],
    queryFn: () => api.get<AdminMemberBalance>('/user/balance', { user_id: userId }),
  });

export const memberFundDetailQuery = (userId: number, asset: string, page: number) =>
  queryOptions({
    queryKey: ['members', 'fundDetail', userId, asset, page],
    queryFn: () => api.get<Paged<FundDetailItem>>('/user/fundDetail', { user_id: userId, asset, page }),
    placeholderData: (previous) => previous,
  });

export const memberAdjustmentsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['adjustments', 'list', { user_id: userId, page }],
    queryFn: () => api.get<Paged<AdminAdjustmentItem>>('/user/adjustments', { user_id: userId, page }),
  });

/** Freeze or unfreeze; refreshes the member everywhere it is shown. */
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, frozen, reason }: { userId: number; frozen: boolean; reason: string }) =>
      api.post<{ id: number; status: string }>(frozen ? '/user/freeze' : '/user/unfreeze', { user_id: userId, reason }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** POST /admin/api/user/adjust: applied at once, or waiting for a second operator above the threshold. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: number; asset: string; amount: string; reason: string }) =>
      api.postMoney<{ id: number; status?: string }>('/user/adjust', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
