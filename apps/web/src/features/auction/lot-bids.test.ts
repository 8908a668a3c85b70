import type { LotBid } from '@mcc/contract/auction';
import { describe, expect, it } from 'vitest';
import { bidFromEvent, isOutbid, mergeBids } from './lot-bids';

const bid = (id: number, amount: string, status: LotBid['status'] = 'outbid', is_mine = false): LotBid => ({
  id,
  bidder: '10***05',
  amount,
  status,
  is_mine,
  created_at: 1_800_000_000 + id,
});

describe('the lot page bid history', () => {
  it('keeps every bid seen when an update carries only the newest', () => {
    const seen = [bid(3, '12.00', 'top'), bid(2, '11.00'), bid(1, '10.00', 'outbid', true)];
    const merged = mergeBids(seen, [bid(4, '13.00', 'top')]);
    expect(merged.map((b) => b.id)).toEqual([4, 3, 2, 1]);
    expect(merged.map((b) => b.status)).toEqual(['top', 'outbid', 'outbid', 'outbid']);
    expect(merged[3]?.is_mine).toBe(true);
  });

  it('takes the fresh answer for a bid it names (a live row becomes the member’s own)', () => {
    const live = bidFromEvent({
      lot_id: 7,
      bid_id: 5,
      amount: '14.00',
      bidder: '10***05',
      min_next_bid: '14.70',
      ends_at: 1_800_003_600,
      extended: false,
      bid_count: 5,
      created_at: 1_800_000_005,
    });
    const merged = mergeBids([live, bid(4, '13.00')], [bid(5, '14.00', 'top', true), bid(4, '13.00')]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ id: 5, is_mine: true, status: 'top' });
  });

  it('says outbid only to a member with a bid on an open lot who no longer leads', () => {
    const bids = [bid(2, '11.00', 'top'), bid(1, '10.00', 'outbid', true)];
    expect(isOutbid({ status: 'open', is_leading: false, bids })).toBe(true);
    expect(isOutbid({ status: 'open', is_leading: true, bids })).toBe(false);
    expect(isOutbid({ status: 'sold', is_leading: false, bids })).toBe(false);
    expect(isOutbid({ status: 'open', is_leading: false, bids: [bid(2, '11.00', 'top')] })).toBe(false);
  });
});
