import type { InputOf } from '@mcc/contract/endpoint';
import { totpApi } from '@mcc/contract/totp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { signIn } from './sign-in';

/** The code step of a sign-in with the second factor on: the ticket from the password step and a code. */
export function useLoginTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof totpApi.login>) => call(totpApi.login, body, { quietRefusal: true }),
    onSuccess: ({ userinfo }) => signIn(queryClient, userinfo),
  });
}
