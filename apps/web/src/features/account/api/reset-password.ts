import type { ResetpwdBody } from '@mcc/contract/account';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../runtime/request';

export function resetPassword(body: ResetpwdBody): Promise<null> {
  return request({ url: '/api/user/resetpwd', method: 'POST', data: body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
