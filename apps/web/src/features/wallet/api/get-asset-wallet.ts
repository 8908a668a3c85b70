import type { AssetWallet } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { assetPath, type WalletAsset, walletKeys } from './wallet-keys';

export function getAssetWallet(asset: WalletAsset): Promise<AssetWallet> {
  return request<AssetWallet>({ url: `/api/fund/${assetPath[asset]}`, silent: true });
}

export const assetWalletQuery = (asset: WalletAsset) =>
  queryOptions({ queryKey: walletKeys.asset(asset), queryFn: () => getAssetWallet(asset) });

/** One asset's balances with its transfer and withdraw rules. */
export function useAssetWallet(asset: WalletAsset) {
  return useQuery(assetWalletQuery(asset));
}
