import { auctionApi } from '@mcc/contract/auction';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctionHouse, lotWithBidder } from '../../../test/auctions';
import { getFrom, postTo } from '../../../test/http';
import { addMember } from '../../../test/members';
import { balanceOf, credit, entryCount, expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { testDialect, useTestApp } from '../../../test/test-app';
import { nowMs } from '../../platform/clock';
import { ok } from '../nft/nft-fixtures';
import { dailyJobs } from '../pledge/pledge-fixtures';
import { anotherProcess, bid, confirm, HOUR, listLot, lotOf, nftOwner, nowSeconds, pay, tokenState } from './auction-fixtures';

const t = useTestApp();
let boxId: number;

beforeAll(async () => {
  ({ boxId } = await auctionHouse(t, { auction_pay_hours: 24 }));
});

type Order = {
  status: string;
  amount: string;
  deposit: string | null;
  due: string;
  pay_by: number | null;
  can_pay: boolean;
  can_confirm: boolean;
  can_appeal: boolean;
  proceeds: string;
  fee: string;
  timeline: { kind: string; amount: string | null }[];
};

describe(`deposit lots (${testDialect})`, () => {
  it('refuses a deposit that is not 1–99% or below the start price, or both at once', async () => {
    const { m: seller, tokenId } = await nftOwner(t, boxId);
    const ends_at = nowSeconds(t) + HOUR;
    const list = (extra: Record<string, string>) =>
      postTo(t, auctionApi.add, { token_id: tokenId, start_price: '10', ends_at, ...extra }, { as: seller });
    const refusal = { code: 0, msg: 'The deposit is a percentage from 1% to 99% or an amount below the start price, not both' };
    expect((await list({ deposit_percent: '0.5' })).body).toMatchObject(refusal);
    expect((await list({ deposit_percent: '99.5' })).body).toMatchObject(refusal);
    expect((await list({ deposit_amount: '10' })).body).toMatchObject(refusal);
    expect((await list({ deposit_percent: '10', deposit_amount: '2' })).body).toMatchObject(refusal);
    // Nothing was listed: the NFT is still free.
    expect(await tokenState(t, tokenId)).toMatchObject({ state: 'held', locked_by: null });
  });

  it('bids hold the deposit; the winner pays the rest on time, once; the order then confirms as usual', async () => {
    const { m: seller, tokenId } = await nftOwner(t, boxId);
    const lotId = await listLot(t, seller, tokenId, { start: '10', depositPercent: '10', seconds: HOUR });
    const lot = await ok<{ deposit_rate: string | null; pay_hours: number; min_next_hold: string }>(
      getFrom(t, auctionApi.detail, { as: seller, query: { id: lotId } }),
    );
    expect(lot).toMatchObject({ deposit_rate: '0.1', pay_hours: 24, min_next_hold: '1.00' });

    const alice = await addMember(t);
    const bob = await addMember(t);
    const carol = await addMember(t);
    await credit(t, alice.id, 100n * USDT);
    await credit(t, bob.id, 100n * USDT);
    // Alice's 40 holds 4; Bob's 50 holds 5 and gives Alice her 4 back.
    expect(await ok(bid(t, alice, lotId, '40'))).toMatchObject({ held: '4.00' });
    expect(await balanceOf(t, alice.id, 'USDT', 'bid_hold')).toBe(4n * USDT);
    expect(await ok(bid(t, bob, lotId, '50'))).toMatchObject({ held: '5.00' });
    expect(await balanceOf(t, alice.id)).toBe(100n * USDT);
    expect(await balanceOf(t, bob.id)).toBe(95n * USDT);

    t.clock.advance(2 * HOUR * 1000);
    const escrowBefore = await systemBalance(t, 'escrow');
    await anotherProcess(t).settlement.closeDue(nowMs(t.clock));
    const orderId = (await lotOf(t, bob, lotId)).order_id!;
    expect(await systemBalance(t, 'escrow')).toBe(escrowBefore + 5n * USDT);
    const due = await ok<Order>(getFrom(t, auctionApi.order, { as: bob, query: { id: orderId } }));
    expect(due).toMatchObject({ status: 'unpaid', amount: '50.00', deposit: '5.00', due: '45.00', can_pay: true, can_confirm: false });
    expect(due.can_appeal).toBe(false);
    expect(due.pay_by).toBeGreaterThan(nowSeconds(t));
    expect(due.timeline.map((s) => s.kind)).toEqual(['bid', 'won', 'deposit']);
    // Nothing but the payment moves an unpaid order.
    expect((await confirm(t, bob, orderId)).body).toMatchObject({ code: 0, msg: 'Pay the rest of this order first' });
    // Only the buyer pays; another member does not even see the order.
    expect((await pay(t, seller, orderId)).body).toMatchObject({ code: 0, msg: 'Only the buyer can do this' });
    expect((await pay(t, carol, orderId)).body).toMatchObject({ code: 0, msg: 'No such order' });
    expect((await pay(t, alice, orderId)).body).toMatchObject({ code: 0, msg: 'No such order' });

    // The payment: the rest into escrow; the same key again answers the same and moves nothing.
    const first = await pay(t, bob, orderId, 'pay-1');
    expect(first.body).toMatchObject({ code: 1, data: { status: 'awaiting', paid: '45.00', amount: '50.00' } });
    const again = await pay(t, bob, orderId, 'pay-1');
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(t, bob.id)).toBe(50n * USDT);
    expect(await systemBalance(t, 'escrow')).toBe(escrowBefore + 50n * USDT);
    // A second payment under a new key is refused.
    expect((await pay(t, bob, orderId, 'pay-2')).body).toMatchObject({ code: 0, msg: 'This order has nothing left to pay' });
    expect(await balanceOf(t, bob.id)).toBe(50n * USDT);
    expect(await entryCount(t, 'auction_pay', orderId)).toBe(1);

    const paid = await ok<Order>(getFrom(t, auctionApi.order, { as: bob, query: { id: orderId } }));
    expect(paid).toMatchObject({ status: 'awaiting', due: '0.00', can_pay: false, can_confirm: true, can_appeal: true });
    expect(paid.timeline.map((s) => [s.kind, s.amount])).toEqual([
      ['bid', '50.00'],
      ['won', '50.00'],
      ['deposit', '5.00'],
      ['paid', '45.00'],
    ]);
    const sellerBefore = await balanceOf(t, seller.id);
    expect(await ok(confirm(t, bob, orderId))).toMatchObject({ status: 'completed', proceeds: '48.75' });
    expect(await balanceOf(t, seller.id)).toBe(sellerBefore + 48_750_000n);
    expect(await systemBalance(t, 'escrow')).toBe(escrowBefore);
    expect(await tokenState(t, tokenId)).toMatchObject({ owner_id: BigInt(bob.id), state: 'held', locked_by: null });
    await expectBooksBalanced(t);
  });

  it('a payment the buyer cannot cover is refused and moves nothing', async () => {
    const { lotId, bidder: dave } = await lotWithBidder(t, boxId, { start: '20', depositAmount: '2', seconds: HOUR }, 10n * USDT);
    expect(await ok(bid(t, dave, lotId, '20'))).toMatchObject({ held: '2.00' });
    t.clock.advance(2 * HOUR * 1000);
    await anotherProcess(t).settlement.closeDue(nowMs(t.clock));
    const orderId = (await lotOf(t, dave, lotId)).order_id!;
    const refused = await pay(t, dave, orderId);
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(0);
    expect(await balanceOf(t, dave.id)).toBe(8n * USDT);
    expect((await ok<Order>(getFrom(t, auctionApi.order, { as: dave, query: { id: orderId } }))).status).toBe('unpaid');
    // With the money there, the same order is paid.
    await credit(t, dave.id, 10n * USDT);
    expect(await ok(pay(t, dave, orderId))).toMatchObject({ status: 'awaiting', paid: '18.00' });
    expect(await balanceOf(t, dave.id)).toBe(0n);
    await expectBooksBalanced(t);
  });

  it('unpaid after the deadline: the deposit goes to the seller less the fee and the NFT back, exactly once', async () => {
    const terms = { start: '10', depositAmount: '3', seconds: HOUR };
    const { seller, tokenId, lotId, bidder: erin } = await lotWithBidder(t, boxId, terms, 100n * USDT);
    expect(await ok(bid(t, erin, lotId, '10'))).toMatchObject({ held: '3.00' });
    t.clock.advance(2 * HOUR * 1000);
    await anotherProcess(t).settlement.closeDue(nowMs(t.clock));
    const orderId = (await lotOf(t, erin, lotId)).order_id!;
    expect(await tokenState(t, tokenId)).toMatchObject({ owner_id: BigInt(erin.id), state: 'locked' });

    // 24 hours after the lot's end the payment is refused even before the job ran.
    t.clock.advance(24 * HOUR * 1000);
    expect((await pay(t, erin, orderId)).body).toMatchObject({
      code: 0,
      msg: 'The time to pay has passed; the deposit goes to the seller',
    });
    expect(await balanceOf(t, erin.id)).toBe(97n * USDT);

    const sellerBefore = await balanceOf(t, seller.id);
    const escrowBefore = await systemBalance(t, 'escrow');
    const feesBefore = await systemBalance(t, 'fees');
    const cutoff = nowMs(t.clock);
    const [a, b] = await Promise.all([anotherProcess(t).settlement.forfeitDue(cutoff), anotherProcess(t).settlement.forfeitDue(cutoff)]);
    expect(a + b).toBe(1);
    expect(await anotherProcess(t).settlement.forfeitDue(cutoff)).toBe(0);
    // 3.00 deposit, 2.5% fee = 0.075.
    expect(await balanceOf(t, seller.id)).toBe(sellerBefore + 2_925_000n);
    expect(await systemBalance(t, 'fees')).toBe(feesBefore + 75_000n);
    expect(await systemBalance(t, 'escrow')).toBe(escrowBefore - 3n * USDT);
    // The daily jobs find nothing more to forfeit.
    const jobs = dailyJobs(t);
    expect((await jobs.run(jobs.today(), 'test')).status).toBe('done');
    expect(await entryCount(t, 'auction_forfeit', orderId)).toBe(1);
    expect(await balanceOf(t, seller.id)).toBe(sellerBefore + 2_925_000n);
    expect(await balanceOf(t, erin.id)).toBe(97n * USDT);
    expect(await tokenState(t, tokenId)).toMatchObject({ owner_id: BigInt(seller.id), state: 'held', locked_by: null });
    const order = await ok<Order>(getFrom(t, auctionApi.order, { as: seller, query: { id: orderId } }));
    expect(order).toMatchObject({ status: 'forfeited', fee: '0.075', proceeds: '2.925', can_pay: false });
    expect(order.timeline.map((s) => s.kind)).toEqual(['won', 'deposit', 'forfeited']);
    expect((await pay(t, erin, orderId)).body).toMatchObject({
      code: 0,
      msg: 'The time to pay has passed; the deposit goes to the seller',
    });
    await expectBooksBalanced(t);
  });
});
