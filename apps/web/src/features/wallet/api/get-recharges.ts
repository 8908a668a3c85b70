import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { walletKeys } from './wallet-keys';

export type RechargesPage = DataOf<typeof fundApi.rechargeLog>;

/** A page of my recharges, newest first, older than the recharge `before` (undefined: the newest). */
export function getRecharges(before: number | undefined): Promise<RechargesPage> {
  return call(fundApi.rechargeLog, { before }, { silent: true });
}

export const rechargesQuery = () => beforeQuery(walletKeys.recharges(), getRecharges);

/** My recharge claims with their states, newest first. */
export function useRecharges() {
  return useInfiniteQuery(rechargesQuery());
}
