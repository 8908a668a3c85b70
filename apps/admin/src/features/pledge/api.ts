import type { InputOf } from '@mcc/contract/endpoint';
import { adminNoticeApi } from '@mcc/contract/notice';
import { adminPledgeApi, jobsApi, type PledgeStatus } from '@mcc/contract/pledge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery, listQuery } from '../../lib/queries';

// The console's staking calls: products, orders, the reward pool, the daily jobs and notices.
// Query keys start with 'staking' so one invalidation refreshes every figure an action may change.

export const productsQuery = callQuery(['staking', 'products'], adminPledgeApi.products, {});

export interface OrderSearch {
  status?: PledgeStatus;
  uid?: string;
  product_id?: number;
}

/** Every member's orders, newest first: the newest page, or those older than `before`. */
export const ordersQuery = (search: OrderSearch, before: number | undefined) =>
  listQuery(['staking', 'orders', search, before], adminPledgeApi.orders, { ...search, before });

export const poolQuery = callQuery(['staking', 'pool'], adminPledgeApi.pool, {});

export const jobsQuery = callQuery(['staking', 'jobs'], jobsApi.status, {});

export const noticesQuery = (page: number) => listQuery(['staking', 'notices', page], adminNoticeApi.list, { page });

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
  useStakingMutation((body: InputOf<typeof adminPledgeApi.saveProduct>) => api.call(adminPledgeApi.saveProduct, body));

/** Funds the reward pool, under its attempt's Idempotency-Key. */
export const useFundPool = () =>
  useStakingMutation((body: InputOf<typeof adminPledgeApi.fundPool>) => api.call(adminPledgeApi.fundPool, body));

/** Takes money out of the reward pool, under its attempt's Idempotency-Key. */
export const useWithdrawPool = () =>
  useStakingMutation((body: InputOf<typeof adminPledgeApi.withdrawPool>) => api.call(adminPledgeApi.withdrawPool, body));

export const useRunJobs = () => useStakingMutation((body: InputOf<typeof jobsApi.run>) => api.call(jobsApi.run, body));

export const useSaveNotice = () => useStakingMutation((body: InputOf<typeof adminNoticeApi.save>) => api.call(adminNoticeApi.save, body));

export const useDeleteNotice = () =>
  useStakingMutation((body: InputOf<typeof adminNoticeApi.remove>) => api.call(adminNoticeApi.remove, body));

export { languages } from '../../lib/languages';

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
