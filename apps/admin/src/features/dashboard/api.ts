import type { AdminDashboard } from '@mcc/contract/admin';
import type { FinanceSummary } from '@mcc/contract/admin-fund';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'members'],
  queryFn: () => api.get<AdminDashboard>('/dashboard/index'),
});

export const financeSummaryQuery = queryOptions({
  queryKey: ['dashboard', 'finance'],
  queryFn: () => api.get<FinanceSummary>('/finance/summary'),
});
