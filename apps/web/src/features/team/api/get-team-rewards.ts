import type { DataOf } from '@mcc/contract/endpoint';
import { teamApi } from '@mcc/contract/team';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { teamKeys } from './team-keys';

export type RewardsPage = DataOf<typeof teamApi.rewards>;

/** The rewards older than `before` (the `next_before` of the page before), or the newest without it. */
export function getTeamRewards(before: number | undefined): Promise<RewardsPage> {
  return call(teamApi.rewards, { before }, { silent: true });
}

export function useTeamRewards() {
  return useInfiniteQuery(beforeQuery(teamKeys.rewards(), getTeamRewards));
}
