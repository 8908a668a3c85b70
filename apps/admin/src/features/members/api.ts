import { adminApi } from '@mcc/contract/admin';
import { adminFundApi } from '@mcc/contract/admin-fund';
import { adminSupportApi } from '@mcc/contract/admin-support';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type MemberSearch = InputOf<typeof adminApi.members>;

export const memberListQuery = (search: MemberSearch) =>
  queryOptions({
    queryKey: ['members', 'list', search],
    queryFn: () => api.call(adminApi.members, search),
    placeholderData: (previous) => previous,
  });

export const memberDetailQuery = (userId: number) =>
  queryOptions({ queryKey: ['members', 'detail', userId], queryFn: () => api.call(adminApi.memberDetail, { user_id: userId }) });

export const memberBalanceQuery = (userId: number) =>
  queryOptions({
    queryKey: ['members', 'balance', userId],
    queryFn: () => api.call(adminFundApi.memberBalance, { user_id: userId }),
  });

export const memberFundDetailQuery = (userId: number, asset: string, page: number) =>
  queryOptions({
    queryKey: ['members', 'fundDetail', userId, asset, page],
    queryFn: () => api.call(adminFundApi.memberDetail, { user_id: userId, asset, page }),
    placeholderData: (previous) => previous,
  });

/** A member's adjustments, newest first: the newest page, or those older than `before`. */
export const memberAdjustmentsQuery = (userId: number, before: number | undefined) =>
  queryOptions({
    queryKey: ['adjustments', 'list', { user_id: userId, before }],
    queryFn: () => api.call(adminFundApi.adjustments, { user_id: userId, before }),
    placeholderData: (previous) => previous,
  });

/** Freeze or unfreeze; refreshes the member everywhere it is shown. */
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, frozen, reason }: { userId: number; frozen: boolean; reason: string }) =>
      api.call(frozen ? adminApi.freezeMember : adminApi.unfreezeMember, { user_id: userId, reason }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** Adjusts a balance: applied at once, or waiting for a second operator above the threshold. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof adminFundApi.adjust>) => api.call(adminFundApi.adjust, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: ['adjustments'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const supportStateQuery = (userId: number) =>
  queryOptions({
    queryKey: ['members', 'support', userId],
    queryFn: () => api.call(adminSupportApi.state, { user_id: userId }),
  });

/** The support actions, by the name the panel uses. */
export const supportActionEndpoints = {
  resetPassword: adminSupportApi.resetPassword,
  resetPayPassword: adminSupportApi.resetPayPassword,
  resetTotp: adminSupportApi.resetTotp,
  endSessions: adminSupportApi.endSessions,
  unlockLogin: adminSupportApi.unlockLogin,
  unlockPayPassword: adminSupportApi.unlockPayPassword,
} as const;
export type SupportActionName = keyof typeof supportActionEndpoints;

/** Runs a support action; refreshes the member (state, pay password shown on the profile) and the audit log. */
export function useSupportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId, reason }: { action: SupportActionName; userId: number; reason: string }) =>
      api.call(supportActionEndpoints[action], { user_id: userId, reason }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
