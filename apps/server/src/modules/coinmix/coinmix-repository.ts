import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../../platform/db/executor';
import { bigintOrZero, sumOf } from '../../platform/db/sums';
import { insertReturningId, pageNewestFirst, rowCount, rowOfMember, rowWhere } from '../shared-rows-repository';
import type { CoinmixFeeAccrualTable, CoinmixNavTable, CoinmixOrderTable } from './tables';

export type NavRow = Selectable<CoinmixNavTable>;
export type OrderRow = Selectable<CoinmixOrderTable>;
export type OrderStatus = CoinmixOrderTable['status'];

/** The fund's NAV postings: inserted, never updated. */
export class NavRepository {
  insert(db: Executor, row: Insertable<CoinmixNavTable>): Promise<bigint> {
    return insertReturningId(db, 'coinmix_navs', row);
  }

  latest(db: Executor): Promise<NavRow | undefined> {
    return db.selectFrom('coinmix_navs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** The first posting after `afterId`: the one a redemption made after `afterId` settles at. */
  firstAfter(db: Executor, afterId: bigint): Promise<NavRow | undefined> {
    return db.selectFrom('coinmix_navs').selectAll().where('id', '>', afterId).orderBy('id').limit(1).executeTakeFirst();
  }

  find(db: Executor, id: bigint): Promise<NavRow | undefined> {
    return rowWhere(db, 'coinmix_navs', { id });
  }

  /** Every posting, oldest first (one a day or so: a few hundred a year). */
  series(db: Executor): Promise<{ id: bigint; nav: bigint; created_at: bigint }[]> {
    return db.selectFrom('coinmix_navs').select(['id', 'nav', 'created_at']).orderBy('id').execute();
  }

  /** The postings, newest first: page `page`, or those older than `before` down the primary key. */
  page(db: Executor, window: KeysetWindow): Promise<KeysetPage<NavRow>> {
    return pageNewestFirst(db, 'coinmix_navs', {}, window);
  }

  /** Redemptions settled at each of `ids`. */
  async settledCounts(db: Executor, ids: bigint[]): Promise<Map<bigint, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('coinmix_orders')
      .select(['nav_id', sql<bigint>`count(*)`.as('n')])
      .where('kind', '=', 'redeem')
      .where('status', '=', 'settled')
      .where('nav_id', 'in', ids)
      .groupBy('nav_id')
      .execute();
    return new Map(rows.map((r) => [r.nav_id!, Number(r.n)]));
  }

  /** The last posting made before `before` (Unix ms): the NAV a day is valued at. */
  lastBefore(db: Executor, before: bigint): Promise<{ id: bigint; nav: bigint } | undefined> {
    return db
      .selectFrom('coinmix_navs')
      .select(['id', 'nav'])
      .where('created_at', '<', before)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The posting before `id`, for the change the console shows. */
  async previousNav(db: Executor, id: bigint): Promise<bigint | undefined> {
    return (await db.selectFrom('coinmix_navs').select('nav').where('id', '<', id).orderBy('id', 'desc').limit(1).executeTakeFirst())?.nav;
  }
}

/** Subscriptions and redemptions. */
export class OrderRepository {
  insert(db: Executor, row: Insertable<CoinmixOrderTable>): Promise<bigint> {
    return insertReturningId(db, 'coinmix_orders', row);
  }

  /** One order; with `userId`, only that member's (another member's id reads as none). */
  find(db: Executor, id: bigint, userId?: bigint): Promise<OrderRow | undefined> {
    return rowOfMember(db, 'coinmix_orders', id, userId);
  }

  /** A conditional status change: false when the order is no longer in `from` (someone else moved it first). */
  async move(db: Executor, id: bigint, from: OrderStatus, set: Partial<Omit<OrderRow, 'id'>>): Promise<boolean> {
    const result = await db.updateTable('coinmix_orders').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Pending subscriptions and redemptions, oldest first, from `afterId` on (for settling in batches). */
  pending(db: Executor, afterId: bigint, limit: number): Promise<OrderRow[]> {
    return db
      .selectFrom('coinmix_orders')
      .selectAll()
      .where('status', '=', 'pending')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  pendingOfMember(db: Executor, userId: bigint): Promise<OrderRow[]> {
    return db
      .selectFrom('coinmix_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * A member's orders, newest first: page `page`, or those older than `before` down the
   * (user_id, id) index, or (user_id, kind, id) with a kind.
   */
  pageOfMember(db: Executor, userId: bigint, window: KeysetWindow, kind?: 'subscribe' | 'redeem'): Promise<KeysetPage<OrderRow>> {
    return pageNewestFirst(db, 'coinmix_orders', { user_id: userId, kind }, window);
  }

  /**
   * Every member's orders with their UID, newest first: page `page`, or those older than `before`
   * down the primary key, or the (status, id) index with a status. A kind alone (half the orders)
   * is checked on the rows read down the primary key.
   */
  pageForConsole(
    db: Executor,
    window: KeysetWindow,
    filter: { kind?: 'subscribe' | 'redeem'; status?: OrderStatus },
  ): Promise<KeysetPage<OrderRow & { uid: string }>> {
    let base = db.selectFrom('coinmix_orders');
    if (filter.kind) base = base.where('coinmix_orders.kind', '=', filter.kind);
    if (filter.status) base = base.where('coinmix_orders.status', '=', filter.status);
    return paginateBefore(db, base, 'coinmix_orders.id', window, (q) =>
      q
        .innerJoin('users', 'users.id', 'coinmix_orders.user_id')
        .selectAll('coinmix_orders')
        .select('users.uid')
        .orderBy('coinmix_orders.id', 'desc'),
    );
  }

  /** Sums over orders: USDT subscribed and settled (fees included), paid out by redemptions, and fees of both. */
  async totals(db: Executor): Promise<{ subscribed: bigint; redeemed: bigint; fees: bigint; holders: number }> {
    const row = await db
      .selectFrom('coinmix_orders')
      .select([
        bigintOrZero(sql`sum(case when kind = 'subscribe' and status = 'done' then amount else 0 end)`).as('subscribed'),
        bigintOrZero(sql`sum(case when kind = 'redeem' and status = 'settled' then net else 0 end)`).as('redeemed'),
        bigintOrZero(sql`sum(case when status in ('done', 'settled') then fee else 0 end)`).as('fees'),
      ])
      .executeTakeFirstOrThrow();
    return { subscribed: row.subscribed, redeemed: row.redeemed, fees: row.fees, holders: 0 };
  }

  /** When the first subscription was made (Unix ms), or undefined before any. */
  async firstSubscriptionAt(db: Executor): Promise<bigint | undefined> {
    return (
      await db.selectFrom('coinmix_orders').select('created_at').where('kind', '=', 'subscribe').orderBy('id').limit(1).executeTakeFirst()
    )?.created_at;
  }

  async setEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('coinmix_orders').set({ entry_id: entryId }).where('id', '=', id).execute();
  }

  /** Orders still waiting that a NAV posted as `navId` prices. */
  pendingBefore(db: Executor, navId: bigint): Promise<number> {
    return rowCount(db.selectFrom('coinmix_orders').where('status', '=', 'pending').where('after_nav_id', '<', navId));
  }

  /**
   * Across members' accounts: the units waiting to be redeemed, the USDT in the coin-mix wallet's
   * purposes, and how many members hold units.
   */
  memberSums(
    db: Executor,
    of: { units: string; redeeming: string; wallet: string[] },
  ): Promise<{ pending: bigint; wallets: bigint; holders: bigint }> {
    return db
      .selectFrom('ledger_accounts')
      .select([
        bigintOrZero(sql`sum(case when asset = ${of.units} and purpose = ${of.redeeming} then balance else 0 end)`).as('pending'),
        bigintOrZero(sql`sum(case when asset = 'USDT' and purpose in (${sql.join(of.wallet)}) then balance else 0 end)`).as('wallets'),
        sql<bigint>`count(distinct case when asset = ${of.units} and balance > 0 then user_id end)`.as('holders'),
      ])
      .where('kind', '=', 'member')
      .executeTakeFirstOrThrow();
  }
}

/** The daily management-fee accruals, one per day. */
export class AccrualRepository {
  insert(db: Executor, row: Insertable<CoinmixFeeAccrualTable>): Promise<bigint> {
    return insertReturningId(db, 'coinmix_fee_accruals', row);
  }

  async lastDay(db: Executor): Promise<string | null> {
    const row = await db.selectFrom('coinmix_fee_accruals').select('day').orderBy('day', 'desc').limit(1).executeTakeFirst();
    return row?.day ?? null;
  }

  async total(db: Executor): Promise<bigint> {
    const row = await db.selectFrom('coinmix_fee_accruals').select(sumOf('fee').as('total')).executeTakeFirstOrThrow();
    return row.total;
  }

  async setEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('coinmix_fee_accruals').set({ entry_id: entryId }).where('id', '=', id).execute();
  }
}
