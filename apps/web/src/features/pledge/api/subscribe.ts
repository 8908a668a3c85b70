import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyCall } from '../../../shared/money-attempt';
import { pledgeKeys } from './pledge-keys';

export type SubscribeResult = DataOf<typeof pledgeApi.add>;

/** Subscribes under its attempt's Idempotency-Key; every staking figure, the balances and the tips refresh after. */
export function useSubscribe() {
  return useMoneyCall(pledgeApi.add, [pledgeKeys.all, queryRoots.wallet, queryRoots.user]);
}
