import type { DataOf } from '@mcc/contract/endpoint';
import { teamApi } from '@mcc/contract/team';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { teamKeys } from './team-keys';

export type RewardsPage = DataOf<typeof teamApi.rewards>;

export function getTeamRewards(page: number): Promise<RewardsPage> {
  return call(teamApi.rewards, { page }, { silent: true });
}

export function useTeamRewards() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: teamKeys.rewards(),
      queryFn: ({ pageParam }) => getTeamRewards(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: RewardsPage) => (last.has_more ? last.page + 1 : undefined),
    }),
  );
}
