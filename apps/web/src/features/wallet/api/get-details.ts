import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { type WalletAsset, walletKeys } from './wallet-keys';

export type DetailsPage = DataOf<typeof fundApi.usdtDetail>;

const detailCall = { USDT: fundApi.usdtDetail, MCC: fundApi.mccDetail } as const;

/** A page of an asset's details, newest first; `type` '' = every type. */
export function getDetails(asset: WalletAsset, page: number, type: string): Promise<DetailsPage> {
  return call(detailCall[asset], { page, type: type || undefined }, { silent: true });
}

export const detailsQuery = (asset: WalletAsset, type: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.details(asset, type),
    queryFn: ({ pageParam }) => getDetails(asset, pageParam, type),
    initialPageParam: 1,
    getNextPageParam: (last: DetailsPage) => (last.has_more ? last.page + 1 : undefined),
  });

export function useDetails(asset: WalletAsset, type: string) {
  return useInfiniteQuery(detailsQuery(asset, type));
}
