import type { LotBid } from '@mcc/contract/auction';
import type { StreamEvents } from '@mcc/contract/stream';

/**
 * The bid history as the lot page shows it: every bid seen so far and every bid in the fresh
 * answer, newest first. A live update or a refetch adds bids and refreshes the ones it names; it
 * never drops a bid the member has already seen.
 */
export function mergeBids(seen: readonly LotBid[], fresh: readonly LotBid[]): LotBid[] {
  const byId = new Map(seen.map((bid) => [bid.id, bid]));
  for (const bid of fresh) byId.set(bid.id, bid);
  const merged = [...byId.values()].sort((a, b) => b.id - a.id);
  // Only the newest bid can be on top; one seen on top earlier and not in the answer was outbid since.
  return merged.map((bid, index) => (index > 0 && bid.status === 'top' ? { ...bid, status: 'outbid' } : bid));
}

/** A bid announced live, as a row of the history (the refetch that follows says whether it is the member's). */
export function bidFromEvent(event: StreamEvents['auction.bid']): LotBid {
  return { id: event.bid_id, bidder: event.bidder, amount: event.amount, status: 'top', is_mine: false, created_at: event.created_at };
}

/** The member has bid on this lot and another bid is on top now. */
export function isOutbid(lot: { status: string; is_leading: boolean; bids: readonly LotBid[] }): boolean {
  return lot.status === 'open' && !lot.is_leading && lot.bids.some((bid) => bid.is_mine);
}
