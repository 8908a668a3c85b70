import type { Userinfo } from '@mcc/contract/account';
import type { MemberFigures } from '@mcc/contract/pledge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../runtime/request';
import { useToken } from '../../runtime/session';
import { queryRoots } from './query-keys';

export const userKeys = { all: queryRoots.user, info: () => [...queryRoots.user, 'info'] as const };

/** `GET /api/user/index`: the member, and the figures staking, team, tips and notices add. */
type UserIndex = { userinfo: Userinfo } & Partial<MemberFigures>;

export function getUser(): Promise<UserIndex> {
  return request<UserIndex>({ url: '/api/user/index' });
}

export const userQuery = () => queryOptions({ queryKey: userKeys.info(), queryFn: getUser, select: (data) => data.userinfo });

/** The signed-in member; idle without a token. */
export function useUser() {
  const token = useToken();
  return useQuery({ ...userQuery(), enabled: Boolean(token) });
}

/** The user centre's figures from the same call (one request, one cache entry); idle without a token. */
export function useUserFigures() {
  const token = useToken();
  return useQuery({ queryKey: userKeys.info(), queryFn: getUser, enabled: Boolean(token) });
}
