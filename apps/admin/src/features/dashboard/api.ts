import { adminApi } from '@mcc/contract/admin';
import { adminFundApi } from '@mcc/contract/admin-fund';
import { opsApi } from '@mcc/contract/ops';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'members'],
  queryFn: () => api.call(adminApi.dashboard, {}),
});

export const financeSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'finance'],
  queryFn: () => api.call(adminFundApi.summary, {}),
});

/** The operators' health at a glance: jobs, ledger:verify, chain watchers, withdrawals waiting (refreshed each minute). */
export const opsHealthQuery = queryOptions({
  queryKey: ['dashboard', 'health'],
  queryFn: () => api.call(opsApi.health, {}),
  refetchInterval: 60_000,
});
