import { auctionApi } from '@mcc/contract/auction';
import type { StreamEvents } from '@mcc/contract/stream';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { bidFromEvent, mergeBids } from '../lot-bids';
import { auctionKeys, type LotDetailData } from './auction-keys';

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
