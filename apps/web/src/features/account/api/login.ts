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
  // With the second factor on the answer is a ticket for the code step (login-totp.ts), not yet a session.
  return useMutation({ mutationFn: login, onSuccess: (data) => ('userinfo' in data ? signIn(queryClient, data.userinfo) : undefined) });
}
