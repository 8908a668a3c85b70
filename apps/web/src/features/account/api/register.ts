import { accountApi } from '@mcc/contract/account';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { signIn } from './sign-in';

export function register(body: InputOf<typeof accountApi.register>) {
  return call(accountApi.register, body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: ({ userinfo }) => signIn(queryClient, userinfo) });
}
