import type { DataOf } from '@mcc/contract/endpoint';
import { teamApi } from '@mcc/contract/team';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { teamKeys } from './team-keys';

export type MembersPage = DataOf<typeof teamApi.members>;

export function getTeamMembers(level: number, page: number): Promise<MembersPage> {
  return call(teamApi.members, { level, page }, { silent: true });
}

export function useTeamMembers(level: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: teamKeys.members(level),
      queryFn: ({ pageParam }) => getTeamMembers(level, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: MembersPage) => (last.has_more ? last.page + 1 : undefined),
    }),
  );
}
