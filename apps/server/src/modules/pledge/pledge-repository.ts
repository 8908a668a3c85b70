import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../../platform/db/executor';
import { bigintOrZero, sumOf } from '../../platform/db/sums';
import { hasRowWhere, insertReturningId, rowCount, rowOfMember, rowWhere } from '../shared-rows-repository';
import type { PledgeEarningTable, PledgeOrderStatus, PledgeOrderTable, PledgeProductTable, ReferralRewardTable } from './tables';

export type ProductRow = Selectable<PledgeProductTable>;
export type OrderRow = Selectable<PledgeOrderTable>;

/** Staking products and the quota they have left. */
export class ProductRepository {
  find(db: Executor, id: bigint): Promise<ProductRow | undefined> {
    return rowWhere(db, 'pledge_products', { id });
  }

  /** The products on offer, in their display order. */
  enabled(db: Executor): Promise<ProductRow[]> {
    return db.selectFrom('pledge_products').selectAll().where('enabled', '=', 1n).orderBy('sort_order').orderBy('id').execute();
  }

  /** Every product with how many orders of it are running, in display order. */
  withRunningOrders(db: Executor): Promise<(ProductRow & { running: bigint | null })[]> {
    return db
      .selectFrom('pledge_products')
      .selectAll('pledge_products')
      .select((eb) =>
        eb
          .selectFrom('pledge_orders')
          .whereRef('pledge_orders.product_id', '=', 'pledge_products.id')
          .where('pledge_orders.status', '=', 'running')
          .select(eb.fn.countAll<bigint>().as('n'))
          .as('running'),
      )
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** The assets products are offered in. */
  async assets(db: Executor): Promise<string[]> {
    const rows = await db.selectFrom('pledge_products').select('asset').distinct().execute();
    return rows.map((r) => r.asset);
  }

  /** The stored name (JSON of a `Text`). */
  async nameJson(db: Executor, id: bigint): Promise<string> {
    const row = await db.selectFrom('pledge_products').select('name_json').where('id', '=', id).executeTakeFirstOrThrow();
    return row.name_json;
  }

  insert(db: Executor, values: Insertable<PledgeProductTable>): Promise<ProductRow> {
    return db.insertInto('pledge_products').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(db: Executor, id: bigint, values: Updateable<PledgeProductTable>): Promise<ProductRow> {
    return db.updateTable('pledge_products').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Takes `amount` of an enabled product's quota by a conditional update, so concurrent
   * subscriptions never oversell; the product as it is after, or undefined when the quota is short
   * or the product is no longer on offer.
   */
  takeQuota(db: Executor, id: bigint, amount: bigint): Promise<ProductRow | undefined> {
    return db
      .updateTable('pledge_products')
      .set((eb) => ({ held_amount: eb('held_amount', '+', amount) }))
      .where('id', '=', id)
      .where('enabled', '=', 1n)
      .where((eb) => eb.or([eb('total_quota', '=', 0n), eb(eb('held_amount', '+', amount), '<=', eb.ref('total_quota'))]))
      .returningAll()
      .executeTakeFirst();
  }

  async releaseQuota(db: Executor, id: bigint, amount: bigint): Promise<void> {
    await db
      .updateTable('pledge_products')
      .set((eb) => ({ held_amount: eb('held_amount', '-', amount) }))
      .where('id', '=', id)
      .execute();
  }
}

/** What each member has running in each product: the per-member limit's count. */
export class HoldingRepository {
  async ofMember(db: Executor, userId: bigint): Promise<Map<bigint, bigint>> {
    const rows = await db.selectFrom('pledge_holdings').select(['product_id', 'principal']).where('user_id', '=', userId).execute();
    return new Map(rows.map((h) => [h.product_id, h.principal]));
  }

  async principal(db: Executor, productId: bigint, userId: bigint): Promise<bigint> {
    const row = await rowWhere(db, 'pledge_holdings', { product_id: productId, user_id: userId });
    return row?.principal ?? 0n;
  }

  /**
   * Adds `amount` to the member's holding by a conditional update that keeps it within `limit`
   * (0 = none), so concurrent subscriptions of one member never pass it; false when it would.
   */
  async take(db: Executor, productId: bigint, userId: bigint, amount: bigint, limit: bigint): Promise<boolean> {
    await db
      .insertInto('pledge_holdings')
      .values({ product_id: productId, user_id: userId, principal: 0n })
      .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
      .execute();
    const held = await db
      .updateTable('pledge_holdings')
      .set((eb) => ({ principal: eb('principal', '+', amount) }))
      .where('product_id', '=', productId)
      .where('user_id', '=', userId)
      .$if(limit > 0n, (q) => q.where((eb) => eb(eb('principal', '+', amount), '<=', limit)))
      .returning('principal')
      .executeTakeFirst();
    return held !== undefined;
  }

  async release(db: Executor, productId: bigint, userId: bigint, amount: bigint): Promise<void> {
    await db
      .updateTable('pledge_holdings')
      .set((eb) => ({ principal: eb('principal', '-', amount) }))
      .where('product_id', '=', productId)
      .where('user_id', '=', userId)
      .execute();
  }
}

export interface OrderFilter {
  status?: PledgeOrderStatus;
  productId?: bigint;
  /** A member's UID. */
  uid?: string;
}

/** Orders with the member's UID and their uplines (null where there is none), for what the reward pool owes. */
export interface OwedRow {
  id: bigint;
  asset: string;
  principal: bigint;
  daily_rate: bigint;
  next_day: string | null;
  last_day: string | null;
  uid: string;
  up1: bigint | null;
  up2: bigint | null;
  up3: bigint | null;
}

/** Subscriptions: their days due, their state changes, and the lists of members and console. */
export class OrderRepository {
  /** An order; with `userId`, only that member's. */
  find(db: Executor, id: bigint, userId?: bigint): Promise<OrderRow | undefined> {
    return rowOfMember(db, 'pledge_orders', id, userId);
  }

  insert(db: Executor, values: Insertable<PledgeOrderTable>): Promise<bigint> {
    return insertReturningId(db, 'pledge_orders', values);
  }

  /** Whether any order, of any state, was sold in the product. */
  anyOf(db: Executor, productId: bigint): Promise<boolean> {
    return hasRowWhere(db, 'pledge_orders', { product_id: productId });
  }

  runningIn(db: Executor, productId: bigint): Promise<number> {
    return rowCount(db.selectFrom('pledge_orders').where('product_id', '=', productId).where('status', '=', 'running'));
  }

  /**
   * Redeems the member's running flexible order on `today` by a conditional update (the claim that
   * makes it happen once): a day after today is no longer due. Undefined when it is not one.
   */
  redeem(db: Executor, id: bigint, userId: bigint, today: string, now: bigint): Promise<OrderRow | undefined> {
    return db
      .updateTable('pledge_orders')
      .set((eb) => ({
        status: 'redeemed' as PledgeOrderStatus,
        last_day: today,
        next_day: eb.case().when('next_day', '>', today).then(sql<string | null>`null`).else(eb.ref('next_day')).end(),
        settled_at: now,
        updated_at: now,
      }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'running')
      .where('term_days', '=', 0n)
      .returningAll()
      .executeTakeFirst();
  }

  /** Matures a running order whose last day is on or before `day` (the claim); undefined when it is not one. */
  mature(db: Executor, id: bigint, day: string, now: bigint): Promise<OrderRow | undefined> {
    return db
      .updateTable('pledge_orders')
      .set({ status: 'matured', settled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('last_day', '<=', day)
      .returningAll()
      .executeTakeFirst();
  }

  /** Claims the earning of `day` by moving `next_day` on to `next` (conditional); false when someone else did. */
  async claimDay(db: Executor, id: bigint, day: string, next: string | null, earning: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('pledge_orders')
      .set((eb) => ({ next_day: next, earned: eb('earned', '+', earning), updated_at: now }))
      .where('id', '=', id)
      .where('next_day', '=', day)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The first day with an earning due, up to `through`. */
  async firstEarningDay(db: Executor, through: string): Promise<string | null> {
    const row = await db
      .selectFrom('pledge_orders')
      .select((eb) => eb.fn.min<string>('next_day').as('day'))
      .where('next_day', 'is not', null)
      .where('next_day', '<=', through)
      .executeTakeFirst();
    return row?.day ?? null;
  }

  /** The first day a running order matures, up to `through`. */
  async firstMaturityDay(db: Executor, through: string): Promise<string | null> {
    const row = await db
      .selectFrom('pledge_orders')
      .select((eb) => eb.fn.min<string>('last_day').as('day'))
      .where('status', '=', 'running')
      .where('last_day', 'is not', null)
      .where('last_day', '<=', through)
      .executeTakeFirst();
    return row?.day ?? null;
  }

  /**
   * Up to `limit` orders with an earning due on or before `day`, oldest day first, after the order
   * `after` (its due day and id) in that order: a job reads them a batch at a time.
   */
  dueBy(db: Executor, day: string, limit: number, after?: { day: string; id: bigint }) {
    let query = db.selectFrom('pledge_orders').select(['id', 'next_day as day']).where('next_day', '<=', day);
    if (after)
      query = query.where((eb) =>
        eb.or([eb('next_day', '>', after.day), eb.and([eb('next_day', '=', after.day), eb('id', '>', after.id)])]),
      );
    return query.orderBy('next_day').orderBy('id').limit(limit).$narrowType<{ day: string }>().execute();
  }

  /** Up to `limit` running orders whose last day is on or before `day`, oldest first, after the order `after` in that order. */
  maturingBy(db: Executor, day: string, limit: number, after?: { day: string; id: bigint }) {
    let query = db
      .selectFrom('pledge_orders')
      .select(['id', 'last_day as day'])
      .where('status', '=', 'running')
      .where('last_day', '<=', day);
    if (after)
      query = query.where((eb) =>
        eb.or([eb('last_day', '>', after.day), eb.and([eb('last_day', '=', after.day), eb('id', '>', after.id)])]),
      );
    return query.orderBy('last_day').orderBy('id').limit(limit).$narrowType<{ day: string }>().execute();
  }

  /**
   * A page of a member's orders with their product's name, newest first: page `page`, or the orders
   * older than `before` down the (user_id, id) index.
   */
  pageOfMember(
    db: Executor,
    userId: bigint,
    window: KeysetWindow,
    status?: PledgeOrderStatus,
  ): Promise<KeysetPage<OrderRow & { name_json: string }>> {
    let base = db.selectFrom('pledge_orders').where('pledge_orders.user_id', '=', userId);
    if (status) base = base.where('pledge_orders.status', '=', status);
    return paginateBefore(db, base, 'pledge_orders.id', window, (q) =>
      q
        .innerJoin('pledge_products', 'pledge_products.id', 'pledge_orders.product_id')
        .selectAll('pledge_orders')
        .select('pledge_products.name_json')
        .orderBy('pledge_orders.id', 'desc'),
    );
  }

  /**
   * Every member's orders with the product's name and the member's UID, newest first (the console's
   * list): page `page`, or those older than `before` down the primary key. A member's UID is resolved
   * to their id first and read down the (user_id, id) index; a status down the (status, id) index, a
   * product down the (product_id, id) index.
   */
  pageOfAll(db: Executor, filter: OrderFilter, window: KeysetWindow): Promise<KeysetPage<OrderRow & { name_json: string; uid: string }>> {
    let base = db.selectFrom('pledge_orders').innerJoin('users', 'users.id', 'pledge_orders.user_id');
    if (filter.status) base = base.where('pledge_orders.status', '=', filter.status);
    if (filter.productId !== undefined) base = base.where('pledge_orders.product_id', '=', filter.productId);
    const uid = filter.uid;
    if (uid) base = base.where('pledge_orders.user_id', '=', (eb) => eb.selectFrom('users as m').select('m.id').where('m.uid', '=', uid));
    return paginateBefore(db, base, 'pledge_orders.id', window, (q) =>
      q
        .innerJoin('pledge_products', 'pledge_products.id', 'pledge_orders.product_id')
        .selectAll('pledge_orders')
        .select(['pledge_products.name_json', 'users.uid'])
        .orderBy('pledge_orders.id', 'desc'),
    );
  }

  /** A member's running principal and orders, per asset. */
  runningOf(db: Executor, userId: bigint): Promise<{ asset: string; principal: bigint; orders: bigint }[]> {
    return db
      .selectFrom('pledge_orders')
      .where('user_id', '=', userId)
      .where('status', '=', 'running')
      .select(['asset', sumOf('principal').as('principal'), (eb) => eb.fn.countAll<bigint>().as('orders')])
      .groupBy('asset')
      .execute();
  }

  #withUplines(db: Executor) {
    return db
      .selectFrom('pledge_orders')
      .innerJoin('users as m', 'm.id', 'pledge_orders.user_id')
      .leftJoin('users as u1', 'u1.id', 'm.inviter_id')
      .leftJoin('users as u2', 'u2.id', 'u1.inviter_id')
      .leftJoin('users as u3', 'u3.id', 'u2.inviter_id')
      .select([
        'pledge_orders.id',
        'pledge_orders.asset',
        'pledge_orders.principal',
        'pledge_orders.daily_rate',
        'pledge_orders.next_day',
        'pledge_orders.last_day',
        'm.uid',
        'u1.id as up1',
        'u2.id as up2',
        'u3.id as up3',
      ]);
  }

  /** Every running order with its uplines. */
  runningWithUplines(db: Executor): Promise<OwedRow[]> {
    return this.#withUplines(db).where('pledge_orders.status', '=', 'running').execute();
  }

  /** Orders with earnings due but unpaid as of `today` (the pool was short), oldest day first; the first `limit` when given. */
  waitingWithUplines(db: Executor, today: string, limit?: number): Promise<OwedRow[]> {
    return this.#withUplines(db)
      .where('pledge_orders.next_day', 'is not', null)
      .where('pledge_orders.next_day', '<=', today)
      .orderBy('pledge_orders.next_day')
      .orderBy('pledge_orders.id')
      .$if(limit !== undefined, (q) => q.limit(limit ?? 0))
      .execute();
  }

  /** How many orders have earnings due but unpaid as of `today`. */
  waitingCount(db: Executor, today: string): Promise<number> {
    return rowCount(db.selectFrom('pledge_orders').where('next_day', 'is not', null).where('next_day', '<=', today));
  }
}

export type EarningRow = Pick<Selectable<PledgeEarningTable>, 'id' | 'order_id' | 'day' | 'asset' | 'amount' | 'created_at'> & {
  name_json: string;
};

/** Each day's earning of each order, and the uplines' rewards on it. */
export class EarningRepository {
  /** Writes a day's earning; the unique key (order, day) refuses a second one. */
  insert(db: Executor, values: Insertable<PledgeEarningTable>): Promise<bigint> {
    return insertReturningId(db, 'pledge_earnings', values);
  }

  async insertRewards(db: Executor, rows: Insertable<ReferralRewardTable>[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('referral_rewards').values(rows).execute();
  }

  /**
   * A member's earnings per asset: today's (credited since `since`, in ms, for a day up to `today`:
   * a day the demo's jobs ran ahead is not today's) and ever.
   */
  totalsOf(db: Executor, userId: bigint, since: bigint, today: string): Promise<{ asset: string; total: bigint; today: bigint }[]> {
    return db
      .selectFrom('pledge_earnings')
      .where('user_id', '=', userId)
      .select([
        'asset',
        sumOf('amount').as('total'),
        bigintOrZero(sql`sum(case when created_at >= ${since} and day <= ${today} then amount else 0 end)`).as('today'),
      ])
      .groupBy('asset')
      .execute();
  }

  /**
   * A page of a member's earnings with the product's name, newest first; optionally of one of their
   * orders. Page `page`, or the earnings older than `before` down the (user_id, id) index.
   */
  pageOfMember(db: Executor, userId: bigint, window: KeysetWindow, orderId?: bigint): Promise<KeysetPage<EarningRow>> {
    let base = db.selectFrom('pledge_earnings').where('pledge_earnings.user_id', '=', userId);
    if (orderId !== undefined) base = base.where('pledge_earnings.order_id', '=', orderId);
    return paginateBefore(db, base, 'pledge_earnings.id', window, (q) =>
      q
        .innerJoin('pledge_orders', 'pledge_orders.id', 'pledge_earnings.order_id')
        .innerJoin('pledge_products', 'pledge_products.id', 'pledge_orders.product_id')
        .select([
          'pledge_earnings.id',
          'pledge_earnings.order_id',
          'pledge_earnings.day',
          'pledge_earnings.asset',
          'pledge_earnings.amount',
          'pledge_earnings.created_at',
          'pledge_products.name_json',
        ])
        .orderBy('pledge_earnings.id', 'desc'),
    );
  }
}
