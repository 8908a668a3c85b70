import { adminApi } from '@mcc/contract/admin';
import { adminFundApi } from '@mcc/contract/admin-fund';
import { opsApi } from '@mcc/contract/ops';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery } from '../../lib/queries';

export const dashboardQuery = callQuery(['dashboard', 'members'], adminApi.dashboard, {});

export const financeSummaryQuery = callQuery(['dashboard', 'finance'], adminFundApi.summary, {});

/** The operators' health at a glance: jobs, ledger:verify, chain watchers, withdrawals waiting (refreshed each minute). */
export const opsHealthQuery = queryOptions({
  queryKey: ['dashboard', 'health'],
  queryFn: () => api.call(opsApi.health, {}),
  refetchInterval: 60_000,
});
