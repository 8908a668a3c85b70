import { auctionApi } from '@mcc/contract/auction';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { expectEmptyPastOldest, expectIndexedPlans, expectListing, expectPlansUse, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { plansOf } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { auctionCatalogue, nftOwner } from './auction-fixtures';
import { AuctionRepository } from './auction-repository';

// A member's won orders and a seller's lots as keyset pages: every row once, newest first, each
// page read from the (buyer_id, id) or (seller_id, id) index — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new AuctionRepository();
let alice: Member;
let seller: Member;
const won: number[] = [];
const sold: number[] = [];
const LOTS = 45;

beforeAll(async () => {
  const operator = await addOperator(t, 'super_admin');
  const { boxId } = await auctionCatalogue(t, operator);
  const owner = await nftOwner(t, boxId);
  seller = owner.m;
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  const at = BigInt(t.clock.now().getTime());
  for (let i = 1; i <= LOTS; i++) {
    for (const buyer of [alice, other]) {
      const lot = await t.database.db
        .insertInto('auction_lots')
        .values({
          token_id: BigInt(owner.tokenId),
          seller_id: buyer === alice ? seller.id : other.id,
          asset: 'USDT',
          start_price: USDT,
          reserve: null,
          increment_rate: 500n,
          starts_at: at - 3_600_000n,
          ends_at: at,
          original_ends_at: at,
          status: 'sold',
          top_bid_id: null,
          top_bidder_id: buyer.id,
          top_amount: BigInt(i) * USDT,
          created_at: at,
          updated_at: at,
          closed_at: at,
          deposit_rate: null,
          deposit_amount: null,
          fee_rate: 0n,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const order = await t.database.db
        .insertInto('auction_orders')
        .values({
          lot_id: lot.id,
          token_id: BigInt(owner.tokenId),
          buyer_id: buyer.id,
          seller_id: seller.id,
          asset: 'USDT',
          amount: BigInt(i) * USDT,
          status: 'completed',
          settlement: 'confirmed',
          escrow_entry_id: 1n,
          settle_entry_id: null,
          auto_confirm_at: at,
          created_at: at,
          updated_at: at,
          settled_at: at,
          deposit: null,
          pay_by: null,
          paid_at: null,
          pay_entry_id: null,
          fee_rate: 0n,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (buyer !== alice) continue;
      won.unshift(Number(order.id));
      sold.unshift(Number(lot.id));
    }
  }
});

describe("a member's won orders and lots by keyset", () => {
  it('walks every order I won once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, alice, '/api/order/index?tab=won', {
      ids: won,
      total: LOTS,
      pages: 3,
      first: { standing: 'won', my_bid: '45.00', order_status: 'completed' },
      id: (row) => row.order_id,
    });
    await expectEmptyPastOldest(t, alice, '/api/order/index?tab=won', won.at(-1), LOTS);
  });

  it('walks every lot I sold once, newest first, each with its order', async () => {
    const { ids, pages } = await walkBefore(t, seller, '/api/coupon/index', (row) => (row.lot as { id: number }).id);
    expect(ids).toEqual(sold);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(pages[0]!.list[0]).toMatchObject({ order_id: won[0], order_status: 'completed' });
  });

  it('keeps the bidding tab by page, its next_before null', async () => {
    const res = await get(t, `${auctionApi.orders.path}?tab=bidding`, { as: alice });
    expect(res.body.data).toMatchObject({ list: [], has_more: false, next_before: null });
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const orders = await plansOf(t.database.db, (db) => repo.pageOfBuyer(db, alice.id, { page: 1, before: 10_000n }));
    expect(orders).toHaveLength(2);
    expectIndexedPlans(orders, ['auction_orders']);
    expectPlansUse(orders, 'auction_orders_buyer_idx');
    const lots = await plansOf(t.database.db, (db) => repo.pageOfSeller(db, seller.id, { page: 1, before: 10_000n }));
    expect(lots).toHaveLength(2);
    expectIndexedPlans(lots, ['auction_lots']);
    expectPlansUse(lots, 'auction_lots_seller_idx');
  });
});
