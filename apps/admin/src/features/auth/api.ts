import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { getToken } from '../../lib/session';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api.call(adminApi.me, {}),
  staleTime: 60_000,
  retry: false,
});

/** The signed-in operator; disabled without a token. */
export function useMe() {
  return useQuery({ ...meQuery, enabled: getToken() !== null });
}

/** Whether the signed-in operator's role grants a permission (the server checks it again). */
export function useCan(): (permission: string) => boolean {
  const { data } = useMe();
  return (permission) => data?.permissions.includes(permission) ?? false;
}

export function login(username: string, password: string) {
  return api.call(adminSignInApi.login, { username, password });
}

export function logout() {
  return api.call(adminApi.logout, {});
}

/** Changes the signed-in operator's own password; this session stays, their others end. */
export function changeOwnPassword(current: string, password: string) {
  return api.call(adminApi.changeOwnPassword, { current, password });
}
