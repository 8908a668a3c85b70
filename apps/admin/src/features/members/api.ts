import { adminApi } from '@mcc/contract/admin';
import { adminFundApi } from '@mcc/contract/admin-fund';
import { adminSupportApi } from '@mcc/contract/admin-support';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery, listQuery, useCallMutation } from '../../lib/queries';

export type MemberSearch = InputOf<typeof adminApi.members>;

export const memberListQuery = (search: MemberSearch) => listQuery(['members', 'list', search], adminApi.members, search);

export const memberDetailQuery = (userId: number) => callQuery(['members', 'detail', userId], adminApi.memberDetail, { user_id: userId });

export const memberBalanceQuery = (userId: number) =>
  callQuery(['members', 'balance', userId], adminFundApi.memberBalance, { user_id: userId });

export const memberFundDetailQuery = (userId: number, asset: string, page: number) =>
  listQuery(['members', 'fundDetail', userId, asset, page], adminFundApi.memberDetail, { user_id: userId, asset, page });

/** A member's adjustments, newest first: the newest page, or those older than `before`. */
export const memberAdjustmentsQuery = (userId: number, before: number | undefined) =>
  listQuery(['adjustments', 'list', { user_id: userId, before }], adminFundApi.adjustments, { user_id: userId, before });

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
  return useCallMutation(adminFundApi.adjust, [['members'], ['adjustments'], ['dashboard']]);
}

export const supportStateQuery = (userId: number) => callQuery(['members', 'support', userId], adminSupportApi.state, { user_id: userId });

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
