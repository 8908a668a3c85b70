import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { clearToken } from '../../../runtime/session';

export function logout(): Promise<null> {
  return request({ url: '/api/user/logout' });
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
