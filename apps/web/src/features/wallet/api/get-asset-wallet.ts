import { fundApi } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { type WalletAsset, walletKeys } from './wallet-keys';

const walletCall = { USDT: fundApi.usdt, MCC: fundApi.mcc } as const;

export function getAssetWallet(asset: WalletAsset) {
  return call(walletCall[asset], {}, { silent: true });
}

export const assetWalletQuery = (asset: WalletAsset) =>
  queryOptions({ queryKey: walletKeys.asset(asset), queryFn: () => getAssetWallet(asset) });

/** One asset's balances with its transfer and withdraw rules. */
export function useAssetWallet(asset: WalletAsset) {
  return useQuery(assetWalletQuery(asset));
}
