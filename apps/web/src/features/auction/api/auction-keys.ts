import type { auctionApi } from '@mcc/contract/auction';
import type { DataOf, InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';

// The auction's query keys (general to specific), its answers' types and what its calls share. Each
// call has a file of its own beside this one, through its contract descriptor. A bid, paying the rest
// of a deposit lot and a confirmation move money (Idempotency-Key, pay password); listing and appeals do not.

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

export const afterMoney = [root, queryRoots.wallet, queryRoots.user, queryRoots.nft];

export function useAuctionCall<E extends typeof auctionApi.add | typeof auctionApi.feedback | typeof auctionApi.feedbackReply>(
  endpoint: E,
) {
  const queryClient = useQueryClient();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => call(endpoint, input, { quietRefusal: true }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: root }), queryClient.invalidateQueries({ queryKey: queryRoots.nft })]),
  });
}
