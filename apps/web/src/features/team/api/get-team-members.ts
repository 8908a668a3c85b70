import type { TeamMemberItem } from '@mcc/contract/team';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { teamKeys } from './team-keys';

export interface MembersPage {
  list: TeamMemberItem[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
  level: number;
}

export function getTeamMembers(level: number, page: number): Promise<MembersPage> {
  return request<MembersPage>({ url: '/api/team/member', data: { level, page }, silent: true });
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
