import type { RegisterBody, Userinfo } from '@mcc/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { signIn } from './sign-in';

export function register(body: RegisterBody): Promise<{ userinfo: Userinfo }> {
  return request({ url: '/api/user/register', method: 'POST', data: body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: ({ userinfo }) => signIn(queryClient, userinfo) });
}
