import { fundApi } from '@mcc/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { walletKeys } from './wallet-keys';

/** My withdrawals with their states, newest first. */
export function useWithdrawals() {
  return useInfiniteQuery(endpointBeforeQuery(walletKeys.withdrawals(), fundApi.withdrawLog));
}
