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

/** What a staking change may move: every staking figure, the dashboard and the members' lists. */
const STAKING_FIGURES = [['staking'], ['dashboard'], ['members']];

export const useSaveProduct = () => useCallMutation(adminPledgeApi.saveProduct, STAKING_FIGURES);

/** Funds the reward pool, under its attempt's Idempotency-Key. */
export const useFundPool = () => useCallMutation(adminPledgeApi.fundPool, STAKING_FIGURES);

/** Takes money out of the reward pool, under its attempt's Idempotency-Key. */
export const useWithdrawPool = () => useCallMutation(adminPledgeApi.withdrawPool, STAKING_FIGURES);

export const useRunJobs = () => useCallMutation(jobsApi.run, STAKING_FIGURES);

export const useSaveNotice = () => useCallMutation(adminNoticeApi.save, STAKING_FIGURES);

export const useDeleteNotice = () => useCallMutation(adminNoticeApi.remove, STAKING_FIGURES);

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
