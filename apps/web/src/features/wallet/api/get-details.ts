import { fundApi } from '@mcc/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { type WalletAsset, walletKeys } from './wallet-keys';

const detailCall = { USDT: fundApi.usdtDetail, MCC: fundApi.mccDetail } as const;

/** An asset's details, newest first; `type` '' = every type. */
export function useDetails(asset: WalletAsset, type: string) {
  return useInfiniteQuery(endpointBeforeQuery(walletKeys.details(asset, type), detailCall[asset], { type: type || undefined }));
}
