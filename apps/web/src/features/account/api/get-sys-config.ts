import { commonApi } from '@mcc/contract/common';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';

/** The public settings (the service contact on the About page). */
export function useSysConfigQuery() {
  return useQuery({ queryKey: queryRoots.sysConfig, queryFn: () => call(commonApi.sysConfig, {}, { silent: true }) });
}
