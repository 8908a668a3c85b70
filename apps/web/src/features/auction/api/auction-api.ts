import { auctionApi } from '@mcc/contract/auction';
import type { DataOf, InputOf } from '@mcc/contract/endpoint';
import { nftApi } from '@mcc/contract/nft';
import type { StreamEvents } from '@mcc/contract/stream';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyCall } from '../../../shared/money-attempt';
import { bidFromEvent, mergeBids } from '../lot-bids';

// The auction pages' calls, each through its contract descriptor. A bid, paying the rest of a
// deposit lot and a confirmation move money (Idempotency-Key, pay password); listing and appeals do not.

const root = queryRoots.auction;
export const auctionKeys = {
  all: root,
  open: () => [...root, 'open'] as const,
  lot: (id: number) => [...root, 'lot', id] as const,
  mine: (tab: 'bidding' | 'won') => [...root, 'mine', tab] as const,
  selling: () => [...root, 'selling'] as const,
  order: (id: number) => [...root, 'order', id] as const,
  heldNfts: () => [...root, 'held-nfts'] as const,
};

export type LotDetailData = DataOf<typeof auctionApi.detail>;
export type OrderDetailData = DataOf<typeof auctionApi.order>;
export type BidResult = DataOf<typeof auctionApi.bid>;
export type ConfirmResult = DataOf<typeof auctionApi.confirm>;
export type PayResult = DataOf<typeof auctionApi.pay>;

const nextPage = (last: { has_more: boolean; page: number }) => (last.has_more ? last.page + 1 : undefined);

export function useLot(id: number | null) {
  const queryClient = useQueryClient();
  const queryKey = auctionKeys.lot(id ?? 0);
  return useQuery(
    queryOptions({
      queryKey,
      // A refetch (after a live bid, a close) merges its bids into the ones shown: it never cuts the history.
      queryFn: async () => {
        const fresh = await call(auctionApi.detail, { id: id ?? 0 }, { silent: true });
        const seen = queryClient.getQueryData<LotDetailData>(queryKey);
        return seen ? { ...fresh, bids: mergeBids(seen.bids, fresh.bids) } : fresh;
      },
      enabled: id !== null,
    }),
  );
}

/** A bid announced live on a lot the page shows: into its history and figures at once, before the refetch. */
export function applyLiveBid(queryClient: QueryClient, event: StreamEvents['auction.bid']): void {
  queryClient.setQueryData<LotDetailData>(auctionKeys.lot(event.lot_id), (lot) =>
    lot
      ? {
          ...lot,
          current_bid: event.amount,
          min_next_bid: event.min_next_bid,
          ends_at: event.ends_at,
          bid_count: Math.max(lot.bid_count, event.bid_count),
          bids: mergeBids(lot.bids, [bidFromEvent(event)]),
        }
      : lot,
  );
}

export function useOpenLots() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auctionKeys.open(),
      queryFn: ({ pageParam }) => call(auctionApi.index, { page: pageParam }, { silent: true }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

export function useMyBids(tab: 'bidding' | 'won') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auctionKeys.mine(tab),
      // Won: keyset pages, each asking for the orders older than the last one shown (0: the newest).
      // Bidding: the lots open now, ending soonest first, by page number.
      queryFn: ({ pageParam }) =>
        call(auctionApi.orders, tab === 'won' ? { before: pageParam || undefined, tab } : { page: pageParam, tab }, { silent: true }),
      initialPageParam: tab === 'won' ? 0 : 1,
      getNextPageParam: (last) =>
        tab === 'won' ? (last.has_more && last.next_before !== null ? last.next_before : undefined) : nextPage(last),
    }),
  );
}

export function useMyLots() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auctionKeys.selling(),
      // Keyset pages: each asks for the lots older than the last one shown (0: the newest).
      queryFn: ({ pageParam }) => call(auctionApi.coupons, { before: pageParam || undefined }, { silent: true }),
      initialPageParam: 0,
      getNextPageParam: (last) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
    }),
  );
}

export function useOrder(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: auctionKeys.order(id ?? 0),
      queryFn: () => call(auctionApi.order, { id: id ?? 0 }, { silent: true }),
      enabled: id !== null,
    }),
  );
}

/** The member's held NFTs, which can go on auction. */
export function useHeldNfts() {
  return useQuery(
    queryOptions({
      queryKey: auctionKeys.heldNfts(),
      queryFn: () => call(nftApi.mine, { page: 1, state: 'held' }, { silent: true }),
    }),
  );
}

const afterMoney = [root, queryRoots.wallet, queryRoots.user, queryRoots.nft];

export function useBid() {
  return useMoneyCall(auctionApi.bid, afterMoney);
}

export function usePayRest() {
  return useMoneyCall(auctionApi.pay, afterMoney);
}

export function useConfirmReceipt() {
  return useMoneyCall(auctionApi.confirm, afterMoney);
}

function useAuctionCall<E extends typeof auctionApi.add | typeof auctionApi.feedback | typeof auctionApi.feedbackReply>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => call(endpoint, input, { quietRefusal: true }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: root }), queryClient.invalidateQueries({ queryKey: queryRoots.nft })]),
  });
}

export const useAddLot = () => useAuctionCall(auctionApi.add);
export const useAppeal = () => useAuctionCall(auctionApi.feedback);
export const useAppealReply = () => useAuctionCall(auctionApi.feedbackReply);
