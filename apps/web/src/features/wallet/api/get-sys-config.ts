import { commonApi } from '@mcc/contract/common';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';

function getSysConfig() {
  return call(commonApi.sysConfig, {}, { silent: true });
}

/**
 * The public settings, fetched fresh for the page: a member is about to send money to the deposit
 * address, so it must be the current one, not what was stored when the app started.
 */
export function useSysConfig() {
  return useQuery({ queryKey: queryRoots.sysConfig, queryFn: getSysConfig, staleTime: 0 });
}
