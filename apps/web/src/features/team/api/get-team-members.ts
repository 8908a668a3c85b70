import type { DataOf } from '@mcc/contract/endpoint';
import { teamApi } from '@mcc/contract/team';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { teamKeys } from './team-keys';

export type MembersPage = DataOf<typeof teamApi.members>;

/** A level's members below `before` (the `next_before` of the page before), or the newest without it. */
export function getTeamMembers(level: number, before: number | undefined): Promise<MembersPage> {
  return call(teamApi.members, { level, before }, { silent: true });
}

export function useTeamMembers(level: number) {
  return useInfiniteQuery(beforeQuery(teamKeys.members(level), (before) => getTeamMembers(level, before)));
}
