import { fundApi } from '@mcc/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { walletKeys } from './wallet-keys';

/** My recharge claims with their states, newest first. */
export function useRecharges() {
  return useInfiniteQuery(endpointBeforeQuery(walletKeys.recharges(), fundApi.rechargeLog));
}
