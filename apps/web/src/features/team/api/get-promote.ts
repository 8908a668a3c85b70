import type { TeamPromoteData } from '@mcc/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { teamKeys } from './team-keys';

/** My invite code, my invite link and the shares per level. */
export function getPromote(): Promise<TeamPromoteData> {
  return request<TeamPromoteData>({ url: '/api/team/promote', silent: true });
}

export function usePromote() {
  return useQuery(queryOptions({ queryKey: teamKeys.promote(), queryFn: getPromote }));
}
