import type { WithdrawInfo } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { type WalletAsset, walletKeys } from './wallet-keys';

export function getWithdrawInfo(asset: WalletAsset): Promise<WithdrawInfo> {
  return request<WithdrawInfo>({ url: '/api/fund/withdrawInfo', data: { asset }, silent: true });
}

export const withdrawInfoQuery = (asset: WalletAsset) =>
  queryOptions({ queryKey: walletKeys.withdrawInfo(asset), queryFn: () => getWithdrawInfo(asset) });

/** Fee, minimum, today's limit left, the most I can withdraw and my recent addresses. */
export function useWithdrawInfo(asset: WalletAsset) {
  return useQuery(withdrawInfoQuery(asset));
}
