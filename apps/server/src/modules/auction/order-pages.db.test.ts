import { auctionApi } from '@mcc/contract/auction';
import { beforeAll, describe, expect, it } from 'vitest';
import { closedLotRow, insertLotWithOrder } from '../../../test/history-rows';
import { getFrom } from '../../../test/http';
import { expectWholeList, FROM_CURSOR, walkBefore } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { expectPagePlans } from '../../../test/query-plan';
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
  const [me, other] = await addMembers(t, 'Alice', 'Other');
  alice = me;
  const at = BigInt(t.clock.now().getTime());
  for (let i = 1; i <= LOTS; i++) {
    for (const buyer of [alice, other]) {
      const lot = closedLotRow(owner.tokenId, buyer === alice ? seller.id : other.id, buyer.id, BigInt(i) * USDT, at, 'sold');
      const { lotId, orderId } = await insertLotWithOrder(t.database.db, lot, {
        seller_id: seller.id,
        status: 'completed',
        settlement: 'confirmed',
        settled_at: at,
      });
      if (buyer !== alice) continue;
      won.unshift(Number(orderId));
      sold.unshift(Number(lotId));
    }
  }
});

describe("a member's won orders and lots by keyset", () => {
  it('walks every order I won once, newest first, as the numbered pages show them', async () => {
    await expectWholeList(t, alice, auctionApi.orders, {
      query: { tab: 'won' },
      ids: won,
      total: LOTS,
      pages: 3,
      first: { standing: 'won', my_bid: '45.00', order_status: 'completed' },
      id: (row) => row.order_id,
    });
  });

  it('walks every lot I sold once, newest first, each with its order', async () => {
    const { ids, pages } = await walkBefore(t, seller, auctionApi.coupons.path, (row) => (row.lot as { id: number }).id);
    expect(ids).toEqual(sold);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(pages[0]!.list[0]).toMatchObject({ order_id: won[0], order_status: 'completed' });
  });

  it('keeps the bidding tab by page, its next_before null', async () => {
    const res = await getFrom(t, auctionApi.orders, { as: alice, query: { tab: 'bidding' } });
    expect(res.body.data).toMatchObject({ list: [], has_more: false, next_before: null });
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const orders = { statements: 2, tables: ['auction_orders'], index: 'auction_orders_buyer_idx' };
    await expectPagePlans(t.database.db, orders, (db) => repo.pageOfBuyer(db, alice.id, FROM_CURSOR));
    const lots = { statements: 2, tables: ['auction_lots'], index: 'auction_lots_seller_idx' };
    await expectPagePlans(t.database.db, lots, (db) => repo.pageOfSeller(db, seller.id, FROM_CURSOR));
  });
});
