import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { type WalletAsset, walletKeys } from './wallet-keys';

export type DetailsPage = DataOf<typeof fundApi.usdtDetail>;

const detailCall = { USDT: fundApi.usdtDetail, MCC: fundApi.mccDetail } as const;

/** A page of an asset's details, newest first, older than the line `before` (undefined: the newest); `type` '' = every type. */
export function getDetails(asset: WalletAsset, before: number | undefined, type: string): Promise<DetailsPage> {
  return call(detailCall[asset], { before, type: type || undefined }, { silent: true });
}

export const detailsQuery = (asset: WalletAsset, type: string) =>
  beforeQuery(walletKeys.details(asset, type), (before) => getDetails(asset, before, type));

export function useDetails(asset: WalletAsset, type: string) {
  return useInfiniteQuery(detailsQuery(asset, type));
}
