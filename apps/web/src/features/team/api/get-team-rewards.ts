import type { TeamRewardItem } from '@mcc/contract/team';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { teamKeys } from './team-keys';

export interface RewardsPage {
  list: TeamRewardItem[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

export function getTeamRewards(page: number): Promise<RewardsPage> {
  return request<RewardsPage>({ url: '/api/team/rewards', data: { page }, silent: true });
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
