import { adminApi } from '@mcc/contract/admin';
import { adminFundApi } from '@mcc/contract/admin-fund';
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
