import type { DataOf } from '@mcc/contract/endpoint';
import { teamApi } from '@mcc/contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { teamKeys } from './team-keys';

/** My invite code, my invite link and the shares per level. */
export function getPromote(): Promise<DataOf<typeof teamApi.promote>> {
  return call(teamApi.promote, {}, { silent: true });
}

export function usePromote() {
  return useQuery(queryOptions({ queryKey: teamKeys.promote(), queryFn: getPromote }));
}
