import type { SetPayPwdBody } from '@mcc/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { userKeys } from '../../../shared/api/get-user';

export function setPayPassword(body: SetPayPwdBody): Promise<null> {
  return request({ url: '/api/user/setPayPwd', method: 'POST', data: body });
}

export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPayPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}
