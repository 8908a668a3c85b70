import { auctionApi } from '@mcc/contract/auction';
import { beforeAll, describe, expect, it } from 'vitest';
import { auctionHouse, lotWithBidder } from '../../../test/auctions';
import { getFrom } from '../../../test/http';
import { addMember } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { setSettings, testDialect, useTestApp } from '../../../test/test-app';
import { nowMs } from '../../platform/clock';
import { ok } from '../nft/nft-fixtures';
import { anotherProcess, bid, HOUR, listLot, lotOf, nftOwner } from './auction-fixtures';

const t = useTestApp();
let boxId: number;

beforeAll(async () => {
  ({ boxId } = await auctionHouse(t, { auction_pay_hours: 24 }));
});

describe(`the terms a lot is listed on (${testDialect})`, () => {
  it('settles at the fee of the moment it was listed, though the setting changed since', async () => {
    const { seller, lotId, bidder: buyer } = await lotWithBidder(t, boxId, { start: '10', seconds: HOUR }, 100n * USDT);
    await ok(bid(t, buyer, lotId, '40'));
    await setSettings(t, { auction_fee: '0.1' });
    t.clock.advance(2 * HOUR * 1000);
    await anotherProcess(t).settlement.closeDue(nowMs(t.clock));
    const orderId = (await lotOf(t, buyer, lotId)).order_id!;
    const before = await ok<{ fee: string; proceeds: string }>(getFrom(t, auctionApi.order, { as: seller, query: { id: orderId } }));
    expect(before).toMatchObject({ fee: '1.00', proceeds: '39.00' });
    const sellerBefore = await balanceOf(t, seller.id);
    const feesBefore = await systemBalance(t, 'fees');
    // Nobody confirms: the order settles by itself after its time, at the lot's 2.5%.
    t.clock.advance(100 * HOUR * 1000);
    expect(await anotherProcess(t).settlement.autoConfirmDue(nowMs(t.clock))).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, seller.id)).toBe(sellerBefore + 39n * USDT);
    expect(await systemBalance(t, 'fees')).toBe(feesBefore + 1n * USDT);
    await setSettings(t, { auction_fee: '0.025' });
    await expectBooksBalanced(t);
  });

  it('forfeits a deposit at the fee of the moment it was listed', async () => {
    const terms = { start: '10', depositPercent: '20', seconds: HOUR };
    const { seller, lotId, bidder: buyer } = await lotWithBidder(t, boxId, terms, 100n * USDT);
    expect(await ok(bid(t, buyer, lotId, '20'))).toMatchObject({ held: '4.00' });
    await setSettings(t, { auction_fee: '0.5' });
    t.clock.advance(2 * HOUR * 1000);
    await anotherProcess(t).settlement.closeDue(nowMs(t.clock));
    const sellerBefore = await balanceOf(t, seller.id);
    t.clock.advance(25 * HOUR * 1000);
    expect(await anotherProcess(t).settlement.forfeitDue(nowMs(t.clock))).toBe(1);
    // 4.00 deposit at 2.5%: 0.10 to the platform, 3.90 to the seller.
    expect(await balanceOf(t, seller.id)).toBe(sellerBefore + 3_900_000n);
    await setSettings(t, { auction_fee: '0.025' });
    await expectBooksBalanced(t);
  });

  it('a deposit named as an amount holds its share of every bid, so a huge bid cannot block the lot', async () => {
    const { m: seller, tokenId } = await nftOwner(t, boxId);
    const lotId = await listLot(t, seller, tokenId, { start: '10', depositAmount: '2', seconds: HOUR });
    const blocker = await addMember(t);
    const bidder = await addMember(t);
    await credit(t, blocker.id, 100n * USDT);
    await credit(t, bidder.id, 1_000n * USDT);
    // 20% of a bid of nearly 10^12 USDT (18 digits in base units) is far beyond the member's balance.
    const huge = await bid(t, blocker, lotId, '999999999999.99');
    expect(huge.status).toBe(200);
    expect(huge.body.code).toBe(0);
    expect(await balanceOf(t, blocker.id)).toBe(100n * USDT);
    expect((await lotOf(t, blocker, lotId)).bid_count).toBe(0);
    // What the member can cover holds its share: 2 per 10 of the bid.
    expect(await ok(bid(t, blocker, lotId, '400'))).toMatchObject({ held: '80.00' });
    expect(await balanceOf(t, blocker.id, 'USDT', 'bid_hold')).toBe(80n * USDT);
    // And it can be outbid like any bid.
    expect(await ok(bid(t, bidder, lotId, '450'))).toMatchObject({ held: '90.00' });
    expect(await balanceOf(t, blocker.id)).toBe(100n * USDT);
    expect((await lotOf(t, bidder, lotId)).current_bid).toBe('450.00');
    await expectBooksBalanced(t);
  });
});
