import type { ProfileBody, Userinfo } from '@mcc/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/get-user';

export function updateProfile(body: ProfileBody): Promise<{ userinfo: Userinfo }> {
  return request({ url: '/api/user/profile', method: 'POST', data: body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => queryClient.setQueryData(userKeys.info(), data),
  });
}
