import type { DataOf } from '@mcc/contract/endpoint';
import { teamApi } from '@mcc/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { teamKeys } from './team-keys';

/** Members, active members and staked principal per level; referral rewards today and in all. */
export function getTeamInfo(): Promise<DataOf<typeof teamApi.info>> {
  return call(teamApi.info, {}, { silent: true });
}

export function useTeamInfo() {
  return useQuery(queryOptions({ queryKey: teamKeys.info(), queryFn: getTeamInfo }));
}
