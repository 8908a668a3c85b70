import { adminAuctionApi } from '@mcc/contract/admin-auction';
import { auctionApi } from '@mcc/contract/auction';
import { nftApi } from '@mcc/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctionHouse, lotWithBidder } from '../../../test/auctions';
import { auditRows } from '../../../test/audit';
import { getFrom, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { balanceOf, credit, entryCount, expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { testDialect, useTestApp } from '../../../test/test-app';
import { nowMs } from '../../platform/clock';
import { ok } from '../nft/nft-fixtures';
import { dailyJobs } from '../pledge/pledge-fixtures';
import { anotherProcess, bid, confirm, HOUR, listLot, lotOf, MINUTE, nftOwner, tokenState } from './auction-fixtures';

const t = useTestApp();
let boxId: number;

beforeAll(async () => {
  ({ boxId } = await auctionHouse(t));
});

/** Cents as a decimal string, in integers only. */
const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;

async function closeNow(): Promise<void> {
  await anotherProcess(t).settlement.closeDue(nowMs(t.clock));
}

describe(`auctions (${testDialect})`, () => {
  it('lists an NFT (locked while listed), takes bids, extends near the end, sells to the top bid and settles on confirmation', async () => {
    const { m: seller, tokenId } = await nftOwner(t, boxId);
    const lotId = await listLot(t, seller, tokenId, { start: '10', seconds: HOUR });
    expect(await tokenState(t, tokenId)).toMatchObject({ state: 'locked', locked_by: `auction:${lotId}` });
    // A locked NFT cannot be listed for a fixed price or put on a second auction.
    expect((await postTo(t, nftApi.list, { token_id: tokenId, price: '5' }, { as: seller })).body.code).toBe(0);
    expect(
      (await postTo(t, auctionApi.add, { token_id: tokenId, start_price: '5', ends_at: 4_000_000_000 }, { as: seller })).body.code,
    ).toBe(0);

    const index = await ok<{ list: { id: number; current_bid: string; min_next_bid: string }[] }>(
      getFrom(t, auctionApi.index, { as: seller }),
    );
    expect(index.list.find((l) => l.id === lotId)).toMatchObject({ current_bid: '10.00', min_next_bid: '10.00' });

    const alice = await addMember(t);
    const bob = await addMember(t);
    await credit(t, alice.id, 100n * USDT);
    await credit(t, bob.id, 100n * USDT);

    // The seller cannot bid; below the minimum is refused with the minimum; nothing moves.
    expect((await bid(t, seller, lotId, '20')).body).toMatchObject({ code: 0, msg: 'You cannot bid on your own lot' });
    expect((await bid(t, alice, lotId, '9.99')).body).toMatchObject({ code: 0, msg: 'The bid must be at least 10.00 USDT' });
    expect(await balanceOf(t, alice.id)).toBe(100n * USDT);

    const first = await ok<{ id: number; min_next_bid: string; extended: boolean }>(bid(t, alice, lotId, '10'));
    expect(first).toMatchObject({ min_next_bid: '10.50', extended: false });
    expect(await balanceOf(t, alice.id)).toBe(90n * USDT);
    expect(await balanceOf(t, alice.id, 'USDT', 'bid_hold')).toBe(10n * USDT);
    expect((await bid(t, bob, lotId, '10.49')).body).toMatchObject({ code: 0, msg: 'The bid must be at least 10.50 USDT' });

    // Bob outbids Alice: her hold is back in the same entry.
    await ok(bid(t, bob, lotId, '12'));
    expect(await balanceOf(t, alice.id)).toBe(100n * USDT);
    expect(await balanceOf(t, alice.id, 'USDT', 'bid_hold')).toBe(0n);
    expect(await balanceOf(t, bob.id, 'USDT', 'bid_hold')).toBe(12n * USDT);

    // A bid 5 minutes before the end moves the end 10 minutes later.
    const before = await lotOf(t, alice, lotId);
    t.clock.advance((HOUR - 5 * MINUTE) * 1000);
    const late = await ok<{ ends_at: number; extended: boolean }>(bid(t, alice, lotId, '20'));
    expect(late).toMatchObject({ extended: true, ends_at: before.ends_at + 10 * MINUTE });
    const shown = await lotOf(t, bob, lotId);
    expect(shown).toMatchObject({ current_bid: '20.00', min_next_bid: '21.00', bid_count: 3 });
    expect(shown.bids.map((b) => [b.amount, b.status])).toEqual([
      ['20.00', 'top'],
      ['12.00', 'outbid'],
      ['10.00', 'outbid'],
    ]);
    expect(shown.bids[0]!.bidder).toMatch(/^\d\d\*\*\*\d\d$/);

    // At the old end nothing closes; after the new end the lot sells.
    t.clock.advance(6 * MINUTE * 1000);
    await closeNow();
    expect((await lotOf(t, alice, lotId)).status).toBe('open');
    t.clock.advance(10 * MINUTE * 1000);
    expect((await bid(t, bob, lotId, '30')).body).toMatchObject({ code: 0, msg: 'This auction has ended' });
    const escrowBefore = await systemBalance(t, 'escrow');
    await closeNow();
    const closed = await lotOf(t, alice, lotId);
    expect(closed.status).toBe('sold');
    expect(closed.order_id).not.toBeNull();
    expect(await systemBalance(t, 'escrow')).toBe(escrowBefore + 20n * USDT);
    expect(await balanceOf(t, alice.id, 'USDT', 'bid_hold')).toBe(0n);
    expect(await balanceOf(t, bob.id)).toBe(100n * USDT);
    // The NFT is the winner's, frozen until the order settles.
    expect(await tokenState(t, tokenId)).toMatchObject({ owner_id: BigInt(alice.id), state: 'locked' });

    const orderId = closed.order_id!;
    const order = await ok<{
      side: string;
      status: string;
      amount: string;
      fee: string;
      proceeds: string;
      can_confirm: boolean;
      timeline: { kind: string }[];
    }>(getFrom(t, auctionApi.order, { as: alice, query: { id: orderId } }));
    expect(order).toMatchObject({ side: 'buyer', status: 'awaiting', amount: '20.00', fee: '0.50', proceeds: '19.50', can_confirm: true });
    expect(order.timeline.map((s) => s.kind)).toEqual(['bid', 'bid', 'won', 'escrow']);
    const sellerView = await ok<{ side: string; can_confirm: boolean }>(
      getFrom(t, auctionApi.order, { as: seller, query: { id: orderId } }),
    );
    expect(sellerView).toMatchObject({ side: 'seller', can_confirm: false });
    expect((await confirm(t, seller, orderId)).body).toMatchObject({ code: 0, msg: 'Only the buyer can do this' });

    const sellerBefore = await balanceOf(t, seller.id);
    const confirmed = await ok<{ status: string; proceeds: string }>(confirm(t, alice, orderId));
    expect(confirmed).toMatchObject({ status: 'completed', proceeds: '19.50' });
    expect(await balanceOf(t, seller.id)).toBe(sellerBefore + 19_500_000n);
    expect(await systemBalance(t, 'escrow')).toBe(escrowBefore);
    expect(await tokenState(t, tokenId)).toMatchObject({ owner_id: BigInt(alice.id), state: 'held', locked_by: null });
    expect((await confirm(t, alice, orderId)).body).toMatchObject({ code: 0, msg: 'This order is already settled' });

    const won = await ok<{ list: { order_id: number; standing: string; order_status: string }[] }>(
      getFrom(t, auctionApi.orders, { as: alice, query: { tab: 'won' } }),
    );
    expect(won.list).toEqual([expect.objectContaining({ order_id: orderId, standing: 'won', order_status: 'completed' })]);
    const selling = await ok<{ list: { lot: { id: number }; order_status: string }[] }>(getFrom(t, auctionApi.coupons, { as: seller }));
    expect(selling.list[0]).toMatchObject({ lot: { id: lotId }, order_status: 'completed' });
    await expectBooksBalanced(t);
  });

  it('below the reserve the lot does not sell: the NFT unlocks and the hold is released', async () => {
    const terms = { start: '10', reserve: '50', seconds: HOUR };
    const { seller, tokenId, lotId, bidder: carol } = await lotWithBidder(t, boxId, terms, 100n * USDT);
    await ok(bid(t, carol, lotId, '49.99'));
    expect(await balanceOf(t, carol.id)).toBe(50_010_000n);
    t.clock.advance(2 * HOUR * 1000);
    await closeNow();
    expect((await lotOf(t, carol, lotId)).status).toBe('unsold');
    expect(await balanceOf(t, carol.id)).toBe(100n * USDT);
    expect(await balanceOf(t, carol.id, 'USDT', 'bid_hold')).toBe(0n);
    expect(await tokenState(t, tokenId)).toMatchObject({ owner_id: BigInt(seller.id), state: 'held', locked_by: null });
    await expectBooksBalanced(t);
  });

  it('200 concurrent bids from 10 members on one lot: one hold, equal to the top bid; everyone else has their money back', async () => {
    const { m: seller, tokenId } = await nftOwner(t, boxId);
    const lotId = await listLot(t, seller, tokenId, { start: '1', seconds: 2 * HOUR });
    const bidders: Member[] = [];
    for (let i = 0; i < 10; i++) {
      const m = await addMember(t);
      await credit(t, m.id, 100_000n * USDT);
      bidders.push(m);
    }
    // Amounts rise 3% with the index (compounded in integers) but arrive in any order: many are refused as below the minimum by then.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => bid(t, bidders[i % 10]!, lotId, cents((100n * 103n ** BigInt(i)) / 100n ** BigInt(i)))),
    );
    const accepted = answers.filter((a) => a.body.code === 1).length;
    const refused = answers.filter((a) => a.body.code === 0);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted + refused.length).toBe(200);
    for (const r of refused) expect(r.body.msg).toMatch(/^The bid must be at least \d+\.\d\d USDT$/);

    const tops = await t.database.db
      .selectFrom('auction_bids')
      .selectAll()
      .where('lot_id', '=', BigInt(lotId))
      .where('status', '=', 'top')
      .execute();
    expect(tops).toHaveLength(1);
    const lot = await t.database.db.selectFrom('auction_lots').selectAll().where('id', '=', BigInt(lotId)).executeTakeFirstOrThrow();
    expect(lot.top_bid_id).toBe(tops[0]!.id);
    expect(lot.top_amount).toBe(tops[0]!.amount);
    expect(Number(lot.bid_count)).toBe(accepted);
    let held = 0n;
    for (const m of bidders) {
      const hold = await balanceOf(t, m.id, 'USDT', 'bid_hold');
      const available = await balanceOf(t, m.id);
      held += hold;
      if (BigInt(m.id) === tops[0]!.user_id) {
        expect(hold).toBe(tops[0]!.amount);
        expect(available).toBe(100_000n * USDT - tops[0]!.amount);
      } else {
        expect(hold).toBe(0n);
        expect(available).toBe(100_000n * USDT);
      }
    }
    expect(held).toBe(tops[0]!.amount);
    // Bids only ever rise, in the order they were accepted.
    const all = await t.database.db
      .selectFrom('auction_bids')
      .select(['amount'])
      .where('lot_id', '=', BigInt(lotId))
      .orderBy('id')
      .execute();
    for (let i = 1; i < all.length; i++) expect(all[i]!.amount > all[i - 1]!.amount).toBe(true);
    await expectBooksBalanced(t);
  }, 300_000);

  it('the daily jobs run through a later day leave a live lot open: auctions run on real time', async () => {
    const { lotId, bidder: frank } = await lotWithBidder(t, boxId, { start: '5', seconds: HOUR }, 50n * USDT);
    await ok(bid(t, frank, lotId, '6'));
    const jobs = dailyJobs(t);
    expect((await jobs.run('2026-12-31', 'test')).status).toBe('done');
    expect((await lotOf(t, frank, lotId)).status).toBe('open');
    expect(await balanceOf(t, frank.id, 'USDT', 'bid_hold')).toBe(6n * USDT);
    // Once its end has passed, the same run closes it.
    t.clock.advance(2 * HOUR * 1000);
    expect((await jobs.run(jobs.today(), 'test')).status).toBe('done');
    expect((await lotOf(t, frank, lotId)).status).toBe('sold');
    await expectBooksBalanced(t);
  });

  it('closes exactly once: run twice, from two processes at once, and by the daily jobs', async () => {
    const { lotId, bidder: dave } = await lotWithBidder(t, boxId, { start: '5', seconds: HOUR }, 50n * USDT);
    await ok(bid(t, dave, lotId, '7'));
    t.clock.advance(2 * HOUR * 1000);
    const escrowBefore = await systemBalance(t, 'escrow');
    const cutoff = nowMs(t.clock);
    const [a, b] = await Promise.all([
      anotherProcess(t).settlement.close(BigInt(lotId), cutoff),
      anotherProcess(t).settlement.close(BigInt(lotId), cutoff),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await anotherProcess(t).settlement.close(BigInt(lotId), cutoff)).toBe(false);
    expect(await systemBalance(t, 'escrow')).toBe(escrowBefore + 7n * USDT);
    // 72 hours after the end, the daily jobs confirm it: once.
    t.clock.advance(73 * HOUR * 1000);
    const jobs = dailyJobs(t);
    expect((await jobs.run(jobs.today(), 'test')).status).toBe('done');
    const orders = await t.database.db.selectFrom('auction_orders').selectAll().where('lot_id', '=', BigInt(lotId)).execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'completed', settlement: 'auto' });
    expect(await entryCount(t, 'auction_settle', orders[0]!.id)).toBe(1);
    expect(await entryCount(t, 'auction_escrow', lotId)).toBe(1);
    await expectBooksBalanced(t);
  });

  it('confirms by itself 72 hours after the end unless appealed; an appeal freezes escrow until an operator decides', async () => {
    const sellers = [await nftOwner(t, boxId), await nftOwner(t, boxId)];
    const buyer = await addMember(t);
    await credit(t, buyer.id, 100n * USDT);
    const lots = [];
    for (const s of sellers) lots.push(await listLot(t, s.m, s.tokenId, { start: '10', seconds: HOUR }));
    for (const lotId of lots) await ok(bid(t, buyer, lotId, '10'));
    t.clock.advance(HOUR * 1000 + 1000);
    await closeNow();
    const orderIds = [];
    for (const lotId of lots) orderIds.push((await lotOf(t, buyer, lotId)).order_id!);
    const [plain, appealed] = orderIds as [number, number];

    // The appeal: text and images the buyer uploaded only; the seller cannot file one.
    expect(
      (await postTo(t, auctionApi.feedback, { order_id: appealed, reason: 'not_received', text: 'x' }, { as: sellers[1]!.m })).body,
    ).toMatchObject({ code: 0, msg: 'Only the buyer can do this' });
    expect(
      (
        await postTo(
          t,
          auctionApi.feedback,
          { order_id: appealed, reason: 'not_received', text: 'x', images: ['/uploads/not-mine.png'] },
          { as: buyer },
        )
      ).body,
    ).toMatchObject({ code: 0, msg: 'Images must be ones you uploaded' });
    await ok(
      postTo(t, auctionApi.feedback, { order_id: appealed, reason: 'not_as_described', text: 'The picture differs' }, { as: buyer }),
    );
    expect((await confirm(t, buyer, appealed)).body).toMatchObject({
      code: 0,
      msg: 'This order is under appeal until the platform decides',
    });
    await ok(postTo(t, auctionApi.feedbackReply, { order_id: appealed, text: 'It is the same NFT' }, { as: sellers[1]!.m }));

    const frozenSellerBefore = await balanceOf(t, sellers[1]!.m.id);
    const plainSellerBefore = await balanceOf(t, sellers[0]!.m.id);
    t.clock.advance(72 * HOUR * 1000);
    await anotherProcess(t).settlement.autoConfirmDue(nowMs(t.clock));
    expect(
      await ok<{ status: string; settlement: string }>(getFrom(t, auctionApi.order, { as: buyer, query: { id: plain } })),
    ).toMatchObject({
      status: 'completed',
      settlement: 'auto',
    });
    const frozen = await ok<{ status: string; appeal: { messages: { side: string }[] } }>(
      getFrom(t, auctionApi.order, { as: sellers[1]!.m, query: { id: appealed } }),
    );
    expect(frozen.status).toBe('appealed');
    expect(frozen.appeal.messages.map((msg) => msg.side)).toEqual(['buyer', 'seller']);
    expect(await balanceOf(t, sellers[0]!.m.id)).toBe(plainSellerBefore + 9_750_000n);
    expect(await balanceOf(t, sellers[1]!.m.id)).toBe(frozenSellerBefore);

    // The operator refunds: the buyer gets the money, the seller the NFT, both the reason.
    const operator = await addOperator(t, 'finance');
    const queue = await ok<{ list: { id: number; status: string; order: { id: number } }[] }>(
      getFrom(t, adminAuctionApi.appeals, { as: operator }),
    );
    const appeal = queue.list.find((a) => a.order.id === appealed)!;
    expect(appeal.status).toBe('open');
    const detail = await ok<{ buyer_messages: unknown[]; seller_messages: unknown[] }>(
      getFrom(t, adminAuctionApi.appeal, { as: operator, query: { id: appeal.id } }),
    );
    expect([detail.buyer_messages.length, detail.seller_messages.length]).toEqual([1, 1]);
    const support = await addOperator(t, 'support');
    const denied = await postTo(t, adminAuctionApi.decide, { id: appeal.id, decision: 'refund', reason: 'r' }, { as: support, key: 'k1' });
    expect([denied.status, denied.body.code]).toEqual([200, 0]);
    const buyerBefore = await balanceOf(t, buyer.id);
    await ok(
      postTo(
        t,
        adminAuctionApi.decide,
        { id: appeal.id, decision: 'refund', reason: 'Not as described' },
        { as: operator, key: 'decide-1' },
      ),
    );
    expect(
      (await postTo(t, adminAuctionApi.decide, { id: appeal.id, decision: 'release', reason: 'again' }, { as: operator, key: 'decide-2' }))
        .body,
    ).toMatchObject({
      code: 0,
      msg: 'This appeal has been decided',
    });
    expect(await balanceOf(t, buyer.id)).toBe(buyerBefore + 10n * USDT);
    expect(await tokenState(t, sellers[1]!.tokenId)).toMatchObject({ owner_id: BigInt(sellers[1]!.m.id), state: 'held' });
    const after = await ok<{ status: string; appeal: { decision: string; decision_reason: string } }>(
      getFrom(t, auctionApi.order, { as: buyer, query: { id: appealed } }),
    );
    expect(after).toMatchObject({ status: 'refunded', appeal: { decision: 'refund', decision_reason: 'Not as described' } });
    const audit = await auditRows(t, 'auction.appeal.decide');
    expect(audit).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it("V8.2.2 member B can neither see nor act on member A's orders and lots", async () => {
    const { m: a, tokenId } = await nftOwner(t, boxId);
    const b = await addMember(t);
    await credit(t, b.id, 100n * USDT);
    // B cannot put A's NFT on auction.
    expect(
      (
        await postTo(
          t,
          auctionApi.add,
          { token_id: tokenId, start_price: '5', ends_at: Math.floor(t.clock.now().getTime() / 1000) + HOUR },
          { as: b },
        )
      ).body.code,
    ).toBe(0);
    const lotId = await listLot(t, a, tokenId, { start: '5', seconds: HOUR });
    const winner = await addMember(t);
    await credit(t, winner.id, 100n * USDT);
    await ok(bid(t, winner, lotId, '5'));
    t.clock.advance(2 * HOUR * 1000);
    await closeNow();
    const orderId = (await lotOf(t, winner, lotId)).order_id!;
    expect((await lotOf(t, b, lotId)).order_id).toBeNull();
    expect((await getFrom(t, auctionApi.order, { as: b, query: { id: orderId } })).body).toMatchObject({ code: 0, msg: 'No such order' });
    expect((await getFrom(t, auctionApi.coupon, { as: b, query: { id: lotId } })).body).toMatchObject({ code: 0, msg: 'No such lot' });
    expect((await confirm(t, b, orderId)).body).toMatchObject({ code: 0, msg: 'No such order' });
    expect((await postTo(t, auctionApi.feedback, { order_id: orderId, reason: 'other', text: 'x' }, { as: b })).body).toMatchObject({
      code: 0,
      msg: 'No such order',
    });
    expect((await postTo(t, auctionApi.feedbackReply, { order_id: orderId, text: 'x' }, { as: b })).body).toMatchObject({
      code: 0,
      msg: 'No such order',
    });
    expect((await getFrom(t, auctionApi.orders, { as: b, query: { tab: 'won' } })).body.data.list).toEqual([]);
    expect((await getFrom(t, auctionApi.coupons, { as: b })).body.data.list).toEqual([]);
    // A sees their own lot as seller.
    expect((await getFrom(t, auctionApi.coupon, { as: a, query: { id: lotId } })).body.data).toMatchObject({
      id: lotId,
      is_seller: true,
      order_status: 'awaiting',
    });
  });
});
