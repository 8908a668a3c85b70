import type { FundDetailItem } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { assetPath, type WalletAsset, walletKeys } from './wallet-keys';

export interface DetailsPage {
  list: FundDetailItem[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
  types: { type: string; text: string }[];
}

/** A page of an asset's details, newest first; `type` '' = every type. */
export function getDetails(asset: WalletAsset, page: number, type: string): Promise<DetailsPage> {
  return request<DetailsPage>({
    url: `/api/fund/${assetPath[asset]}Detail`,
    data: { page, type: type || undefined },
    silent: true,
  });
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
