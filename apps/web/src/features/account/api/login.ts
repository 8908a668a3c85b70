import type { LoginBody, Userinfo } from '@mcc/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { signIn } from './sign-in';

export function login(body: LoginBody): Promise<{ userinfo: Userinfo }> {
  return request({ url: '/api/user/login', method: 'POST', data: body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: ({ userinfo }) => signIn(queryClient, userinfo) });
}
