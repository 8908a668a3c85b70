import type { Userinfo } from '@mcc/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../runtime/request';
import { useToken } from '../../runtime/session';

export const userKeys = { all: ['user'] as const, info: () => ['user', 'info'] as const };

export function getUser(): Promise<{ userinfo: Userinfo }> {
  return request<{ userinfo: Userinfo }>({ url: '/api/user/index' });
}

export const userQuery = () => queryOptions({ queryKey: userKeys.info(), queryFn: getUser, select: (data) => data.userinfo });

/** The signed-in member; idle without a token. */
export function useUser() {
  const token = useToken();
  return useQuery({ ...userQuery(), enabled: Boolean(token) });
}
