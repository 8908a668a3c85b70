import { adminNoticeApi } from '@mcc/contract/notice';
import { adminPledgeApi, jobsApi, type PledgeStatus } from '@mcc/contract/pledge';
import { callQuery, listQuery, useCallMutation } from '../../lib/queries';

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

/** What a staking change may alter: every staking figure, the dashboard and the members. */
const stakingRefresh = [['staking'], ['dashboard'], ['members']];

export const useSaveProduct = () => useCallMutation(adminPledgeApi.saveProduct, stakingRefresh);

/** Funds the reward pool: the console's one money call here, under its attempt's Idempotency-Key. */
export const useFundPool = () => useCallMutation(adminPledgeApi.fundPool, stakingRefresh);

export const useRunJobs = () => useCallMutation(jobsApi.run, stakingRefresh);

export const useSaveNotice = () => useCallMutation(adminNoticeApi.save, stakingRefresh);

export const useDeleteNotice = () => useCallMutation(adminNoticeApi.remove, stakingRefresh);

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
