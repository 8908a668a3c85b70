import { accountApi } from '@mcc/contract/account';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/query-keys';

export function updateProfile(body: InputOf<typeof accountApi.profile>) {
  return call(accountApi.profile, body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => queryClient.setQueryData(userKeys.info(), data),
  });
}
