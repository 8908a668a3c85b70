import { accountApi } from '@mcc/contract/account';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { signIn } from './sign-in';

export function login(body: InputOf<typeof accountApi.login>) {
  return call(accountApi.login, body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: ({ userinfo }) => signIn(queryClient, userinfo) });
}
