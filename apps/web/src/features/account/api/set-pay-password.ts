import { accountApi } from '@mcc/contract/account';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/query-keys';

export function setPayPassword(body: InputOf<typeof accountApi.setPayPwd>) {
  return call(accountApi.setPayPwd, body);
}

export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPayPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

/** Whether the paypwd code is right (the code stays usable); a refusal comes back to the sheet quietly. */
export function useCheckPayPasswordCode() {
  return useMutation({
    mutationFn: (body: InputOf<typeof accountApi.checkPayPwdCode>) => call(accountApi.checkPayPwdCode, body, { quietRefusal: true }),
  });
}
