import type { InputOf } from '@mcc/contract/endpoint';
import { securityApi } from '@mcc/contract/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';
import { sessionKeys } from './get-sessions';

export function changePassword(body: InputOf<typeof securityApi.changePassword>) {
  return call(securityApi.changePassword, body);
}

/** A new login password: the other sessions end and the security hold starts, so both are read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: queryRoots.user }), client.invalidateQueries({ queryKey: sessionKeys.all })]),
  });
}
