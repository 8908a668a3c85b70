import type { TeamInfoData } from '@mcc/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { teamKeys } from './team-keys';

/** Members, active members and staked principal per level; referral rewards today and in all. */
export function getTeamInfo(): Promise<TeamInfoData> {
  return request<TeamInfoData>({ url: '/api/team/info', silent: true });
}

export function useTeamInfo() {
  return useQuery(queryOptions({ queryKey: teamKeys.info(), queryFn: getTeamInfo }));
}
