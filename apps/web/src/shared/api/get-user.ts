import type { DataOf } from '@mcc/contract/endpoint';
import { userIndexApi } from '@mcc/contract/user-index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/request';
import { useToken } from '../../runtime/session';
import { userKeys } from './query-keys';

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

/**
 * When the security hold after a change of the login or pay password, mobile or email ends (Unix
 * seconds), null when there is none, undefined while loading. Its own entry, fetched when a money
 * page opens: signing in fills the member's entry without it.
 */
export function useWithdrawHold(): number | null | undefined {
  const token = useToken();
  const hold = useQuery({
    queryKey: userKeys.hold(),
    queryFn: getUser,
    enabled: Boolean(token),
    staleTime: 0,
    select: (data) => data.withdraw_hold_until ?? null,
  });
  const until = hold.data;
  if (until === undefined) return hold.isError ? null : undefined;
  return until !== null && until * 1000 > Date.now() ? until : null;
}
