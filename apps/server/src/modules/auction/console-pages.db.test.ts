import { adminAuctionApi } from '@mcc/contract/admin-auction';
import { beforeAll, describe, expect, it } from 'vitest';
import { closedLotRow, insertLotWithOrder } from '../../../test/history-rows';
import { get } from '../../../test/http';
import { expectCursorRefused, expectEmptyPastOldest, expectListing, FROM_CURSOR, readNumbered, walkBefore } from '../../../test/keyset';
import { addMember } from '../../../test/members';
import { USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { expectConsolePagePlans, expectIndexedPlans, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { auctionCatalogue, nftOwner } from './auction-fixtures';
import { AuctionRepository } from './auction-repository';

// The console's lots, orders and appeals as keyset pages: every row once, newest first, read down the
// primary key (with a status, the (status, id) index) — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new AuctionRepository();
let operator: Operator;
const lots: number[] = [];
const unsold: number[] = [];
const orders: number[] = [];
const appealed: number[] = [];
const appeals: number[] = [];
const open: number[] = [];
const EACH = 45;

beforeAll(async () => {
  operator = await addOperator(t, 'super_admin');
  const { boxId } = await auctionCatalogue(t, operator);
  const owner = await nftOwner(t, boxId);
  const buyer = await addMember(t, { nickname: 'Buyer' });
  const at = BigInt(t.clock.now().getTime());
  for (let i = 1; i <= EACH; i++) {
    for (const seller of [owner.m, null]) {
      const closed = i % 3 === 0 ? 'unsold' : 'sold';
      const decided = i % 3 === 0;
      const lot = closedLotRow(owner.tokenId, seller?.id ?? null, buyer.id, BigInt(i) * USDT, at, closed);
      const { lotId, orderId } = await insertLotWithOrder(t.database.db, lot, {
        seller_id: seller?.id ?? null,
        status: decided ? 'refunded' : 'appealed',
        settlement: decided ? 'refunded' : null,
        settled_at: decided ? at : null,
      });
      const appeal = await t.database.db
        .insertInto('auction_appeals')
        .values({
          order_id: orderId,
          user_id: buyer.id,
          reason: 'not_received',
          status: decided ? 'decided' : 'open',
          decision: decided ? 'refund' : null,
          decision_reason: decided ? 'Never sent' : null,
          admin_id: null,
          created_at: at,
          decided_at: decided ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lots.unshift(Number(lotId));
      orders.unshift(Number(orderId));
      appeals.unshift(Number(appeal.id));
      if (closed === 'unsold') unsold.unshift(Number(lotId));
      if (!decided) appealed.unshift(Number(orderId));
      if (!decided) open.unshift(Number(appeal.id));
    }
  }
});

/** The ids of pages 1 to `pages` of a list by number, as the operator sees them. */
const numbered = (url: string, pages: number, total: number) => readNumbered(t, operator, url, pages, total);

describe("the console's lots, orders and appeals by keyset", () => {
  it('walks every lot once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, operator, adminAuctionApi.lots.path, {
      ids: lots,
      total: 2 * EACH,
      pages: 5,
      first: { status: 'unsold', top_amount: '45.00', seller: null },
    });
    const { ids: ofUnsold } = await walkBefore(t, operator, `${adminAuctionApi.lots.path}?status=unsold`);
    expect(ofUnsold).toEqual(unsold);
  });

  it('walks every order once, newest first, the status kept across pages', async () => {
    const { ids, pages } = await walkBefore(t, operator, adminAuctionApi.orders.path);
    expect(ids).toEqual(orders);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(await numbered(adminAuctionApi.orders.path, 5, 2 * EACH)).toEqual(orders);
    const { ids: ofAppealed } = await walkBefore(t, operator, `${adminAuctionApi.orders.path}?status=appealed`);
    expect(ofAppealed).toEqual(appealed);
    const older = await get(t, `${adminAuctionApi.orders.path}?status=appealed&before=${appealed[10]}`, { as: operator });
    expect(older.body.data.list.map((r: { id: number }) => r.id)).toEqual(appealed.slice(11, 31));
    expect(older.body.data).toMatchObject({ has_more: true, next_before: appealed[30], total: appealed.length });
  });

  it('walks every appeal once, newest first, and the open queue alone', async () => {
    const { ids, pages } = await walkBefore(t, operator, adminAuctionApi.appeals.path);
    expect(ids).toEqual(appeals);
    expect(pages[0]!.list[0]).toMatchObject({ status: 'decided', decision: 'refund', order: { id: orders[0] } });
    expect(await numbered(adminAuctionApi.appeals.path, 5, 2 * EACH)).toEqual(appeals);
    const { ids: queue, pages: queuePages } = await walkBefore(t, operator, `${adminAuctionApi.appeals.path}?status=open`);
    expect(queue).toEqual(open);
    expect(queuePages.map((p) => p.total)).toEqual(queuePages.map(() => open.length));
    expect(await numbered(`${adminAuctionApi.appeals.path}?status=open`, 3, open.length)).toEqual(open);
  });

  it('answers an empty last page for a cursor past the oldest row, and refuses one that is not an id', async () => {
    await expectEmptyPastOldest(t, operator, adminAuctionApi.appeals.path, appeals.at(-1), 2 * EACH);
    await expectCursorRefused(t, operator, adminAuctionApi.lots.path);
  });

  it('reads each page and the count from an index, with no OFFSET for a cursor', async () => {
    const want = { statements: 12, tables: ['auction_lots', 'auction_orders', 'auction_appeals'] };
    const plans = await expectConsolePagePlans(t.database.db, want, async (db) => {
      await repo.pageOfAll(db, {}, FROM_CURSOR);
      await repo.pageOfAll(db, { status: 'unsold' }, FROM_CURSOR);
      await repo.pageOfOrders(db, {}, FROM_CURSOR);
      await repo.pageOfOrders(db, { status: 'appealed' }, FROM_CURSOR);
      await repo.pageOfAppeals(db, {}, FROM_CURSOR);
      await repo.pageOfAppeals(db, { status: 'open' }, FROM_CURSOR);
    });
    // With a status, the page and its count walk the (status, id) index.
    const filtered = [plans[2]!, plans[3]!, plans[6]!, plans[7]!, plans[10]!, plans[11]!];
    expectIndexedPlans(filtered, ['auction_lots', 'auction_orders', 'auction_appeals']);
    const indexes = ['auction_lots_status_id_idx', 'auction_orders_status_id_idx', 'auction_appeals_status_idx'];
    for (const [i, { plan }] of filtered.entries()) expect(usesIndex(plan, indexes[Math.floor(i / 2)]!), plan).toBe(true);
  });
});
