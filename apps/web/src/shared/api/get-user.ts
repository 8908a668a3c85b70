import type { DataOf } from '@mcc/contract/endpoint';
import { userIndexApi } from '@mcc/contract/user-index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/request';
import { useToken } from '../../runtime/session';
import { queryRoots } from './query-keys';

export const userKeys = { all: queryRoots.user, info: () => [...queryRoots.user, 'info'] as const };

type UserIndexData = DataOf<typeof userIndexApi.index>;
/**
 * `GET /api/user/index`: the member, and the figures staking, team, tips and notices add. Signing in
 * and saving the profile put only `{ userinfo }` under the same key, so the figures may be missing.
 */
type UserIndex = Pick<UserIndexData, 'userinfo'> & Partial<Omit<UserIndexData, 'userinfo'>>;

export function getUser(): Promise<UserIndex> {
  return call(userIndexApi.index, {});
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
