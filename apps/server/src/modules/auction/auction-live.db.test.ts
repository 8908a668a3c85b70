import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { listenOnLoopback, openSse, streamTicket } from '../../../test/sse-client';
import { testDialect, useTestApp } from '../../../test/test-app';
import { ok } from '../nft/nft-fixtures';
import { auctionCatalogue, bid, HOUR, listLot, nftOwner } from './auction-fixtures';

// The lot page and the order tips are live: bids, the new end and tips arrive over the one event
// stream (streamApi.events.path), tips only on their member's streams.

const t = useTestApp();
let base: string;
let boxId: number;

beforeAll(async () => {
  const operator = await addOperator(t, 'content');
  ({ boxId } = await auctionCatalogue(t, operator));
  base = await listenOnLoopback(t.app);
});

describe(`live auction events (${testDialect})`, () => {
  it('each bidder sees the other’s bid and the moved end at once; the outbid member alone gets the tip', async () => {
    const { m: seller, tokenId } = await nftOwner(t, boxId);
    const lotId = await listLot(t, seller, tokenId, { start: '10', seconds: HOUR });
    const [alice, bob] = [await addMember(t), await addMember(t)];
    for (const m of [alice, bob]) await credit(t, m.id, 100n * USDT);
    const aliceStream = await openSse(`${base}/api/stream?ticket=${await streamTicket(t.app, alice)}`);
    const bobStream = await openSse(`${base}/api/stream?ticket=${await streamTicket(t.app, bob)}`);
    try {
      await ok(bid(t, alice, lotId, '10'));
      const seenByBob = await bobStream.next('auction.bid', 5000);
      expect(seenByBob.data).toMatchObject({ lot_id: lotId, amount: '10.00', min_next_bid: '10.50', bid_count: 1, extended: false });
      expect((await aliceStream.next('auction.bid', 5000)).data).toMatchObject({ bid_count: 1 });

      // Bob outbids in the last minutes: Alice sees the bid and the new end, and her tip.
      t.clock.advance((HOUR - 2 * 60) * 1000);
      const answer = await ok<{ ends_at: number }>(bid(t, bob, lotId, '11'));
      const seenByAlice = await aliceStream.next('auction.bid', 5000);
      expect(seenByAlice.data).toMatchObject({ lot_id: lotId, amount: '11.00', extended: true, ends_at: answer.ends_at, bid_count: 2 });
      const tip = await aliceStream.next('order.tip', 5000);
      expect(tip.data).toMatchObject({ kind: 'auction_outbid', ref_type: 'auction_lot' });
      expect(bobStream.received.filter((e) => e.event === 'order.tip')).toEqual([]);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });
});
