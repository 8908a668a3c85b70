import { teamApi } from '@mcc/contract/team';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { teamKeys } from './team-keys';

/** My team rewards, newest first. */
export function useTeamRewards() {
  return useInfiniteQuery(endpointBeforeQuery(teamKeys.rewards(), teamApi.rewards));
}
