import type { DataOf } from '@mcc/contract/endpoint';
import { teamApi } from '@mcc/contract/team';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { teamKeys } from './team-keys';

export type RewardsPage = DataOf<typeof teamApi.rewards>;

/** The rewards older than `before` (the `next_before` of the page before), or the newest without it. */
export function getTeamRewards(before: number | undefined): Promise<RewardsPage> {
  return call(teamApi.rewards, { before }, { silent: true });
}

export function useTeamRewards() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: teamKeys.rewards(),
      queryFn: ({ pageParam }) => getTeamRewards(pageParam || undefined),
      initialPageParam: 0,
      getNextPageParam: (last: RewardsPage) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
    }),
  );
}
