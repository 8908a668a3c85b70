import { accountApi } from '@mcc/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { clearToken } from '../../../runtime/session';

export function logout() {
  return call(accountApi.logout, {});
}

/** Ends the session on the server, then forgets it here whatever the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
