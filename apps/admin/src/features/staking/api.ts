import type { AdminNotice, AdminNoticeBody } from '@mcc/contract/notice';
import type {
  AdminPledgeOrderItem,
  AdminPledgeProduct,
  AdminPledgeProductBody,
  JobRunItem,
  JobsStatusData,
  RewardPoolItem,
} from '@mcc/contract/pledge';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Paged } from '../../lib/paged';

// The console's staking calls: products, orders, the reward pool, the daily jobs and notices.
// Query keys start with 'staking' so one invalidation refreshes every figure an action may change.

export const productsQuery = queryOptions({
  queryKey: ['staking', 'products'],
  queryFn: () => api.get<{ list: AdminPledgeProduct[] }>('/pledge/products'),
});

export interface OrderSearch {
  page: number;
  status?: string;
  uid?: string;
  product_id?: number;
}

export const ordersQuery = (search: OrderSearch) =>
  queryOptions({
    queryKey: ['staking', 'orders', search],
    queryFn: () => api.get<Paged<AdminPledgeOrderItem>>('/pledge/orders', { ...search }),
    placeholderData: (previous) => previous,
  });

export const poolQuery = queryOptions({
  queryKey: ['staking', 'pool'],
  queryFn: () => api.get<{ list: RewardPoolItem[]; warn_days: number }>('/pledge/pool'),
});

export const jobsQuery = queryOptions({
  queryKey: ['staking', 'jobs'],
  queryFn: () => api.get<JobsStatusData>('/jobs/index'),
});

export const noticesQuery = (page: number) =>
  queryOptions({
    queryKey: ['staking', 'notices', page],
    queryFn: () => api.get<Paged<AdminNotice>>('/notice/list', { page }),
    placeholderData: (previous) => previous,
  });

function useStakingMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      for (const key of ['staking', 'dashboard', 'members']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useSaveProduct = () =>
  useStakingMutation((body: AdminPledgeProductBody) => api.post<AdminPledgeProduct>('/pledge/product/save', body));

export const useFundPool = () =>
  useStakingMutation((body: { asset: string; amount: string; reason: string }) =>
    api.postMoney<{ entry_id: number; asset: string; balance: string }>('/pledge/pool/fund', body),
  );

export const useRunJobs = () => useStakingMutation((body: { date: string }) => api.post<JobRunItem>('/jobs/run', body));

export const useSaveNotice = () => useStakingMutation((body: AdminNoticeBody) => api.post<AdminNotice>('/notice/save', body));

export const useDeleteNotice = () => useStakingMutation((body: { id: number }) => api.post<{ id: number }>('/notice/delete', body));

/** The four languages of every member-facing text, in the order the console asks for them. */
export const languages = [
  { key: 'zh-Hans', label: '简体中文' },
  { key: 'en', label: 'English' },
  { key: 'ja', label: '日本語' },
  { key: 'zh-Hant', label: '繁體中文' },
] as const;

/** "0.005" → "0.5%", by moving the decimal point in the string (no float arithmetic). */
export function rateAsPercent(rate: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) return rate;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const integer = `${whole}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(2).replace(/0+$/, '');
  return `${integer}${rest ? `.${rest}` : ''}%`;
}
