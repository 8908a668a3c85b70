import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { walletKeys } from './wallet-keys';

export type WithdrawalsPage = DataOf<typeof fundApi.withdrawLog>;

/** A page of my withdrawals, newest first, older than the withdrawal `before` (undefined: the newest). */
export function getWithdrawals(before: number | undefined): Promise<WithdrawalsPage> {
  return call(fundApi.withdrawLog, { before }, { silent: true });
}

export const withdrawalsQuery = () => beforeQuery(walletKeys.withdrawals(), getWithdrawals);

/** My withdrawals with their states, newest first. */
export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQuery());
}
