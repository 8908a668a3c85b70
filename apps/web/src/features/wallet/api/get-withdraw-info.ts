import { fundApi } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { type WalletAsset, walletKeys } from './wallet-keys';

export function getWithdrawInfo(asset: WalletAsset) {
  return call(fundApi.withdrawInfo, { asset }, { silent: true });
}

export const withdrawInfoQuery = (asset: WalletAsset) =>
  queryOptions({ queryKey: walletKeys.withdrawInfo(asset), queryFn: () => getWithdrawInfo(asset) });

/** Fee, minimum, today's limit left, the most I can withdraw and my recent addresses. */
export function useWithdrawInfo(asset: WalletAsset) {
  return useQuery(withdrawInfoQuery(asset));
}
