import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { type WalletAsset, walletKeys } from './wallet-keys';

export type DetailsPage = DataOf<typeof fundApi.usdtDetail>;

const detailCall = { USDT: fundApi.usdtDetail, MCC: fundApi.mccDetail } as const;

/** A page of an asset's details, newest first, older than the line `before` (0: the newest); `type` '' = every type. */
export function getDetails(asset: WalletAsset, before: number, type: string): Promise<DetailsPage> {
  return call(detailCall[asset], { before: before || undefined, type: type || undefined }, { silent: true });
}

export const detailsQuery = (asset: WalletAsset, type: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.details(asset, type),
    queryFn: ({ pageParam }) => getDetails(asset, pageParam, type),
    // Keyset pages: each page asks for the lines older than the last one shown, so a deep page
    // costs the server what the first does.
    initialPageParam: 0,
    getNextPageParam: (last: DetailsPage) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
  });

export function useDetails(asset: WalletAsset, type: string) {
  return useInfiniteQuery(detailsQuery(asset, type));
}
