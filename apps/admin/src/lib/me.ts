import { adminApi } from '@mcc/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { getToken } from './session';

// The signed-in operator and their permissions: every page and the shell ask, so it lives with the
// request layer rather than in the sign-in feature.

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
