import { type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, type Page, paginate } from '../../platform/db/executor';
import { dueIds, insertReturningId, pageNewestFirst, rowsByIds, rowsWhere, rowWhere, updateIfStill } from '../shared-rows-repository';
import type {
  AuctionAppealMessageTable,
  AuctionAppealTable,
  AuctionBidTable,
  AuctionLotTable,
  AuctionOrderTable,
  LotStatus,
  OrderStatus,
  Settlement,
} from './tables';

export type LotRow = Selectable<AuctionLotTable>;
export type BidRow = Selectable<AuctionBidTable>;
export type OrderRow = Selectable<AuctionOrderTable>;
export type AppealRow = Selectable<AuctionAppealTable>;
export type AppealMessageRow = Selectable<AuctionAppealMessageTable>;

/** What holds an NFT on auction: its lot. */
export function auctionLock(lotId: bigint): string {
  return `auction:${lotId}`;
}

/**
 * Lots, bids, orders and appeals. Every change of state is a conditional update on the state the
 * caller saw, so that two actions racing on one row cannot both succeed.
 */
export class AuctionRepository {
  findLot(db: Executor, id: bigint): Promise<LotRow | undefined> {
    return rowWhere(db, 'auction_lots', { id });
  }

  lotsByIds(db: Executor, ids: bigint[]): Promise<Map<bigint, LotRow>> {
    return rowsByIds(db, 'auction_lots', ids);
  }

  insertLot(db: Executor, values: Insertable<AuctionLotTable>): Promise<bigint> {
    return insertReturningId(db, 'auction_lots', values);
  }

  /**
   * Takes the lot's row lock for a bid (PostgreSQL: the row; SQLite: the database's write lock), so
   * the bids of one lot run one after another and each reads the top bid the previous one left.
   */
  async lockLot(db: Executor, id: bigint, now: bigint): Promise<LotRow | undefined> {
    await db.updateTable('auction_lots').set({ updated_at: now }).where('id', '=', id).execute();
    return this.findLot(db, id);
  }

  /** Records a new top bid on the version the bidder's transaction read; false when the lot moved on. */
  async setTop(
    db: Executor,
    lot: LotRow,
    top: { bidId: bigint; userId: bigint; amount: bigint; endsAt: bigint },
    now: bigint,
  ): Promise<boolean> {
    return updateIfStill(
      db,
      'auction_lots',
      { id: lot.id, status: 'open', version: lot.version },
      {
        top_bid_id: top.bidId,
        top_bidder_id: top.userId,
        top_amount: top.amount,
        ends_at: top.endsAt,
        version: sql<bigint>`version + 1`,
        bid_count: sql<bigint>`bid_count + 1`,
        updated_at: now,
      },
    );
  }

  /**
   * Closes an open lot whose end is at or before `cutoff`: sold when it has a top bid that meets the
   * reserve, unsold otherwise. Returns the closed row, or null when it was not open or not due (closed
   * already by another run, or extended by a bid that committed first).
   */
  async close(db: Executor, id: bigint, cutoff: bigint, now: bigint): Promise<LotRow | null> {
    const row = await db
      .updateTable('auction_lots')
      .set({
        status: sql<LotStatus>`case when top_bidder_id is not null and (reserve is null or top_amount >= reserve) then 'sold' else 'unsold' end`,
        closed_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('ends_at', '<=', cutoff)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  dueLots(db: Executor, cutoff: bigint, limit = 200): Promise<bigint[]> {
    return dueIds(db, 'auction_lots', 'open', 'ends_at', cutoff, limit);
  }

  /** Open lots, ending soonest first: by end time, not by id, so by page number (the `(status, ends_at)` index). */
  pageOfOpen(db: Executor, page: number): Promise<Page<LotRow>> {
    return paginate(db.selectFrom('auction_lots').where('status', '=', 'open'), page, (q) =>
      q.selectAll().orderBy('ends_at').orderBy('id'),
    );
  }

  /** A member's lots as seller, newest first: page `page`, or those older than `before` down the (seller_id, id) index. */
  pageOfSeller(db: Executor, sellerId: bigint, window: KeysetWindow): Promise<KeysetPage<LotRow>> {
    return pageNewestFirst(db, 'auction_lots', { seller_id: sellerId }, window);
  }

  /** Open lots the member bid on, ending soonest first: by end time, not by id, so by page number. */
  pageOfBidding(db: Executor, userId: bigint, page: number): Promise<Page<LotRow>> {
    const mine = db.selectFrom('auction_bids').select('lot_id').where('user_id', '=', userId);
    return paginate(db.selectFrom('auction_lots').where('status', '=', 'open').where('id', 'in', mine), page, (q) =>
      q.selectAll().orderBy('ends_at').orderBy('id'),
    );
  }

  /**
   * Every lot newest first (the console's list): page `page`, or those older than `before` down the
   * primary key (with a status, the (status, id) index).
   */
  pageOfAll(db: Executor, filter: { status?: LotStatus }, window: KeysetWindow): Promise<KeysetPage<LotRow>> {
    return pageNewestFirst(db, 'auction_lots', { status: filter.status }, window);
  }

  // ---- Bids ----

  insertBid(db: Executor, values: Insertable<AuctionBidTable>): Promise<bigint> {
    return insertReturningId(db, 'auction_bids', values);
  }

  setBidStatus(db: Executor, id: bigint, from: BidRow['status'], to: BidRow['status']): Promise<boolean> {
    return updateIfStill(db, 'auction_bids', { id, status: from }, { status: to });
  }

  findBid(db: Executor, id: bigint): Promise<BidRow | undefined> {
    return rowWhere(db, 'auction_bids', { id });
  }

  bidsOfLot(db: Executor, lotId: bigint, limit = 50): Promise<BidRow[]> {
    return db.selectFrom('auction_bids').selectAll().where('lot_id', '=', lotId).orderBy('id', 'desc').limit(limit).execute();
  }

  bidsOfMemberOnLot(db: Executor, lotId: bigint, userId: bigint): Promise<BidRow[]> {
    return rowsWhere(db, 'auction_bids', { lot_id: lotId, user_id: userId });
  }

  /** The member's highest bid on each lot. */
  async myBest(db: Executor, userId: bigint, lotIds: bigint[]): Promise<Map<bigint, bigint>> {
    if (lotIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('auction_bids')
      .select(['lot_id', sql<bigint>`max(amount)`.as('best')])
      .where('user_id', '=', userId)
      .where('lot_id', 'in', lotIds)
      .groupBy('lot_id')
      .execute();
    return new Map(rows.map((r) => [r.lot_id, BigInt(r.best)]));
  }

  // ---- Orders ----

  insertOrder(db: Executor, values: Insertable<AuctionOrderTable>): Promise<bigint> {
    return insertReturningId(db, 'auction_orders', values);
  }

  findOrder(db: Executor, id: bigint): Promise<OrderRow | undefined> {
    return rowWhere(db, 'auction_orders', { id });
  }

  async ordersByLots(db: Executor, lotIds: bigint[]): Promise<Map<bigint, OrderRow>> {
    if (lotIds.length === 0) return new Map();
    const rows = await db.selectFrom('auction_orders').selectAll().where('lot_id', 'in', lotIds).execute();
    return new Map(rows.map((r) => [r.lot_id, r]));
  }

  /** Moves an order from one status to another; false when it was not in `from`. */
  moveOrder(
    db: Executor,
    id: bigint,
    from: OrderStatus,
    to: { status: OrderStatus; settlement?: Settlement; settledAt?: bigint; fee?: bigint },
    now: bigint,
  ): Promise<boolean> {
    return updateIfStill(
      db,
      'auction_orders',
      { id, status: from },
      {
        status: to.status,
        updated_at: now,
        ...(to.settlement ? { settlement: to.settlement } : {}),
        ...(to.settledAt !== undefined ? { settled_at: to.settledAt } : {}),
        ...(to.fee !== undefined ? { fee: to.fee } : {}),
      },
    );
  }

  async setSettleEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('auction_orders').set({ settle_entry_id: entryId }).where('id', '=', id).execute();
  }

  dueOrders(db: Executor, cutoff: bigint, limit = 200): Promise<bigint[]> {
    return dueIds(db, 'auction_orders', 'awaiting', 'auto_confirm_at', cutoff, limit);
  }

  /** Orders sold on a deposit whose deadline for the rest passed at `cutoff` unpaid. */
  dueUnpaid(db: Executor, cutoff: bigint, limit = 200): Promise<bigint[]> {
    return dueIds(db, 'auction_orders', 'unpaid', 'pay_by', cutoff, limit);
  }

  /**
   * Records the payment of the rest: `unpaid` → `awaiting` while the deadline has not passed, the
   * auto-confirmation counted from now; false when the order was not unpaid or its time is up.
   */
  async markPaid(db: Executor, id: bigint, entryId: bigint, autoConfirmAt: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('auction_orders')
      .set({ status: 'awaiting', paid_at: now, pay_entry_id: entryId, auto_confirm_at: autoConfirmAt, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'unpaid')
      .where('pay_by', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The orders a member won, newest first: page `page`, or those older than `before` down the (buyer_id, id) index. */
  pageOfBuyer(db: Executor, buyerId: bigint, window: KeysetWindow): Promise<KeysetPage<OrderRow>> {
    return pageNewestFirst(db, 'auction_orders', { buyer_id: buyerId }, window);
  }

  /**
   * Every order newest first (the console's list): page `page`, or those older than `before` down the
   * primary key (with a status, the (status, id) index).
   */
  pageOfOrders(db: Executor, filter: { status?: OrderStatus }, window: KeysetWindow): Promise<KeysetPage<OrderRow>> {
    return pageNewestFirst(db, 'auction_orders', { status: filter.status }, window);
  }

  // ---- Appeals ----

  insertAppeal(db: Executor, values: Insertable<AuctionAppealTable>): Promise<bigint> {
    return insertReturningId(db, 'auction_appeals', values);
  }

  findAppeal(db: Executor, id: bigint): Promise<AppealRow | undefined> {
    return rowWhere(db, 'auction_appeals', { id });
  }

  appealOfOrder(db: Executor, orderId: bigint): Promise<AppealRow | undefined> {
    return rowWhere(db, 'auction_appeals', { order_id: orderId });
  }

  decideAppeal(
    db: Executor,
    id: bigint,
    decision: { decision: 'release' | 'refund'; reason: string; adminId: bigint },
    now: bigint,
  ): Promise<boolean> {
    return updateIfStill(
      db,
      'auction_appeals',
      { id, status: 'open' },
      { status: 'decided', decision: decision.decision, decision_reason: decision.reason, admin_id: decision.adminId, decided_at: now },
    );
  }

  insertMessage(db: Executor, values: Insertable<AuctionAppealMessageTable>): Promise<bigint> {
    return insertReturningId(db, 'auction_appeal_messages', values);
  }

  messages(db: Executor, appealId: bigint): Promise<AppealMessageRow[]> {
    return rowsWhere(db, 'auction_appeal_messages', { appeal_id: appealId });
  }

  /**
   * Appeals newest first (the console's queue is those `open`): page `page`, or those older than
   * `before` down the primary key (with a status, the (status, id) index).
   */
  pageOfAppeals(db: Executor, filter: { status?: 'open' | 'decided' }, window: KeysetWindow): Promise<KeysetPage<AppealRow>> {
    return pageNewestFirst(db, 'auction_appeals', { status: filter.status }, window);
  }
}
