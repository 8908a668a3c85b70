import { accountApi } from '@mcc/contract/account';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../runtime/request';

export function resetPassword(body: InputOf<typeof accountApi.resetpwd>) {
  return call(accountApi.resetpwd, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
