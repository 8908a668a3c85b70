import { securityApi } from '@mcc/contract/security';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';

export const sessionKeys = { all: [...queryRoots.user, 'sessions'] as const };

export function getSessions() {
  return call(securityApi.sessions, {});
}

/** The member's live sessions, this one marked `current`. */
export function useSessions() {
  return useQuery({ queryKey: sessionKeys.all, queryFn: getSessions });
}
