import type { DataOf } from '@mcc/contract/endpoint';
import { nftApi } from '@mcc/contract/nft';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

// The NFT pages' reads, each through its contract descriptor.

export type NftHome = DataOf<typeof nftApi.home>;
export type NftDetailData = DataOf<typeof nftApi.detail>;
export type BoxesData = DataOf<typeof nftApi.boxes>;
export type SeedsData = DataOf<typeof nftApi.seeds>;
export type GameData = DataOf<typeof nftApi.game>;

export function useNftHome() {
  return useQuery(queryOptions({ queryKey: nftKeys.home(), queryFn: () => call(nftApi.home, {}, { silent: true }) }));
}

export function useCollections() {
  return useQuery(queryOptions({ queryKey: nftKeys.collections(), queryFn: () => call(nftApi.collections, {}, { silent: true }) }));
}

/** Keyset pages: the next asks for the rows older than the last one shown (0 asks for the newest), at the cost of the first. */
const nextBefore = (last: { has_more: boolean; next_before: number | null }) =>
  last.has_more && last.next_before !== null ? last.next_before : undefined;

export function useMarket(collectionId: number | undefined, tier: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.market(collectionId, tier),
      queryFn: ({ pageParam }) =>
        call(
          nftApi.market,
          { before: pageParam || undefined, collection_id: collectionId, tier: tier as 'N' | undefined },
          { silent: true },
        ),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}

export function useMine(collectionId: number | undefined, tier: string | undefined, state?: 'held' | 'listed' | 'locked') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.mine(collectionId, tier, state),
      queryFn: ({ pageParam }) =>
        call(
          nftApi.mine,
          { before: pageParam || undefined, collection_id: collectionId, tier: tier as 'N' | undefined, state },
          { silent: true },
        ),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}

export function useMyListings() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.myListings(),
      queryFn: ({ pageParam }) => call(nftApi.myListings, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}

/** One NFT; a refusal (no such NFT) is the page's to show, not a toast. */
export function useNftDetail(id: number | null) {
  return useQuery({
    queryKey: nftKeys.detail(id ?? 0),
    queryFn: () => call(nftApi.detail, { id: id ?? 0 }, { silent: true, quietRefusal: true }),
    enabled: id !== null,
    retry: false,
  });
}

export function useBoxes() {
  return useQuery(queryOptions({ queryKey: nftKeys.boxes(), queryFn: () => call(nftApi.boxes, {}, { silent: true }) }));
}

export function useSeeds() {
  return useQuery(queryOptions({ queryKey: nftKeys.seeds(), queryFn: () => call(nftApi.seeds, {}, { silent: true }) }));
}

export function useSeedHistory() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.seedHistory(),
      queryFn: ({ pageParam }) => call(nftApi.seedHistory, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}

export function useDraws(kind: 'box' | 'synthesis') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: nftKeys.draws(kind),
      queryFn: ({ pageParam }) => call(nftApi.draws, { before: pageParam || undefined, kind }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: nextBefore,
    }),
  );
}

export function useVerify(drawId: number | null) {
  return useQuery({
    queryKey: nftKeys.verify(drawId ?? 0),
    queryFn: () => call(nftApi.verify, { draw_id: drawId ?? 0 }, { silent: true }),
    enabled: drawId !== null,
  });
}

export function useGame() {
  return useQuery(queryOptions({ queryKey: nftKeys.game(), queryFn: () => call(nftApi.game, {}, { silent: true }) }));
}
