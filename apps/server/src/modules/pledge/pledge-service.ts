import { formatAmount } from '@mcc/contract/amount';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, render } from '../../platform/i18n/language';
import { addDays, dayOf, daysBetween, startOfDay } from '../jobs/calendar';
import { member } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import { parseText, pickText } from '../notice/localized-text';
import type { OrderTips } from '../tips/tips-service';
import { PLEDGED } from './pledge-line-types';
import { dailyEarning, formatRate } from './pledge-math';
import { pledgeMessages as m, pledgeStatusTexts } from './pledge-messages';
import type { PledgeOrderStatus, PledgeOrderTable, PledgeProductTable } from './tables';

export const PLEDGE_PAGE_SIZE = 20;
/** The asset the headline figures (`pledge/total`, team figures) are counted in. */
export const MAIN_ASSET = 'USDT';

export type ProductRow = Omit<PledgeProductTable, 'id'> & { id: bigint };
export type OrderRow = Omit<PledgeOrderTable, 'id'> & { id: bigint };

const sumBigint = (column: string) => sql<bigint>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

export interface PledgeDeps {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  assets: AssetRegistry;
  tips: OrderTips;
  /** The day boundary of earnings (config TIME_ZONE). */
  timeZone: string;
}

/** Amounts of one asset as the wire shows them: at least two decimals ("12.50"). */
export function money(value: bigint, asset: Pick<Asset, 'scale'> | undefined): string {
  return formatAmount(value, asset?.scale ?? 6, 2);
}

/** One order as members and the console see it. */
export function orderView(o: OrderRow, productName: string, asset: Asset | undefined, today: string, language: Language) {
  const lastDue = o.last_day !== null && o.last_day < today ? o.last_day : today;
  const pendingDays = o.next_day !== null && o.next_day <= lastDue ? daysBetween(o.next_day, lastDue) + 1 : 0;
  const flexible = o.term_days === 0n;
  return {
    id: Number(o.id),
    product_id: Number(o.product_id),
    product_name: productName,
    asset: o.asset,
    principal: money(o.principal, asset),
    daily_rate: formatRate(o.daily_rate),
    daily_earning: money(dailyEarning(o.principal, o.daily_rate), asset),
    term_days: Number(o.term_days),
    flexible,
    status: o.status,
    status_text: render(pledgeStatusTexts[o.status], language),
    subscribed_at: Math.floor(Number(o.created_at) / 1000),
    start_day: o.first_day,
    maturity_day: o.last_day,
    earned: money(o.earned, asset),
    days_left: !flexible && o.status === 'running' && o.last_day !== null ? Math.max(0, daysBetween(today, o.last_day)) : null,
    pending_days: pendingDays,
    redeemable: flexible && o.status === 'running',
    settled_at: o.settled_at === null ? null : Math.floor(Number(o.settled_at) / 1000),
  };
}

/**
 * Staking for members: the products on offer, subscribing (principal moves from available to
 * pledged), orders, earnings and redeeming a flexible order. Earnings and maturities are paid by
 * the daily jobs (pledge-jobs.ts).
 */
export class PledgeService {
  readonly #db: Kysely<DB>;
  readonly #clock: Clock;
  readonly #ledger: Ledger;
  readonly #assets: AssetRegistry;
  readonly #tips: OrderTips;
  readonly #timeZone: string;

  constructor(deps: PledgeDeps) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#assets = deps.assets;
    this.#tips = deps.tips;
    this.#timeZone = deps.timeZone;
  }

  /** Today in the jobs' time zone. */
  today(): string {
    return dayOf(this.#clock.now(), this.#timeZone);
  }

  #todayStart(): bigint {
    return BigInt(startOfDay(this.today(), this.#timeZone).getTime());
  }

  /** The products on offer with what the member may still subscribe, the member's totals and available balances. */
  async index(userId: bigint, language: Language) {
    const [products, holdings, assets] = await Promise.all([
      this.#db.selectFrom('pledge_products').selectAll().where('enabled', '=', 1n).orderBy('sort_order').orderBy('id').execute(),
      this.#db.selectFrom('pledge_holdings').select(['product_id', 'principal']).where('user_id', '=', userId).execute(),
      this.#assets.list(),
    ]);
    const mine = new Map(holdings.map((h) => [h.product_id, h.principal]));
    const available: Record<string, string> = {};
    for (const code of new Set(products.map((p) => p.asset))) {
      const asset = assets.find((a) => a.code === code);
      available[code] = money(await this.#ledger.balanceOf(this.#db, member(userId, code)), asset);
    }
    const list = products.map((p) => {
      const asset = assets.find((a) => a.code === p.asset);
      const myAmount = mine.get(p.id) ?? 0n;
      const remaining = p.total_quota === 0n ? null : p.total_quota > p.held_amount ? p.total_quota - p.held_amount : 0n;
      let canSubscribe = p.max_amount;
      if (remaining !== null && remaining < canSubscribe) canSubscribe = remaining;
      if (p.member_limit > 0n) {
        const left = p.member_limit > myAmount ? p.member_limit - myAmount : 0n;
        if (left < canSubscribe) canSubscribe = left;
      }
      if (canSubscribe < p.min_amount) canSubscribe = 0n;
      return {
        id: Number(p.id),
        name: pickText(parseText(p.name_json), language),
        asset: p.asset,
        term_days: Number(p.term_days),
        flexible: p.term_days === 0n,
        daily_rate: formatRate(p.daily_rate),
        min_amount: money(p.min_amount, asset),
        max_amount: money(p.max_amount, asset),
        total_quota: money(p.total_quota, asset),
        remaining_quota: remaining === null ? null : money(remaining, asset),
        member_limit: money(p.member_limit, asset),
        my_amount: money(myAmount, asset),
        can_subscribe: money(canSubscribe, asset),
        input_decimals: asset?.inputDecimals ?? 2,
      };
    });
    const totals = await this.totals(userId);
    return { products: list, summary: totals.main, available };
  }

  /**
   * Subscribes `amountText` of the product's asset inside `trx` (the Idempotency-Key's transaction).
   * The quota and the member's limit are taken by conditional updates, so concurrent subscriptions
   * never oversell; the principal moves from available to pledged in the same transaction.
   */
  async subscribe(trx: Transaction<DB>, userId: bigint, productId: bigint, amountText: string) {
    const product = await trx.selectFrom('pledge_products').selectAll().where('id', '=', productId).executeTakeFirst();
    if (product?.enabled !== 1n) refuse(m.productNotFound, {}, 'product_id');
    const asset = await this.#assets.require(product.asset, 'product_id', trx);
    const amount = amountOrRefuse(amountText, asset);
    const show = (v: bigint) => money(v, asset);
    if (amount < product.min_amount) refuse(m.belowMin, { min: show(product.min_amount), asset: asset.code }, 'amount');
    if (amount > product.max_amount) refuse(m.aboveMax, { max: show(product.max_amount), asset: asset.code }, 'amount');

    const now = nowMs(this.#clock);
    const taken = await trx
      .updateTable('pledge_products')
      .set((eb) => ({ held_amount: eb('held_amount', '+', amount) }))
      .where('id', '=', productId)
      .where('enabled', '=', 1n)
      .where((eb) => eb.or([eb('total_quota', '=', 0n), eb(eb('held_amount', '+', amount), '<=', eb.ref('total_quota'))]))
      .returning('held_amount')
      .executeTakeFirst();
    if (!taken) {
      const fresh = await trx
        .selectFrom('pledge_products')
        .select(['total_quota', 'held_amount'])
        .where('id', '=', productId)
        .executeTakeFirst();
      const left = fresh && fresh.total_quota > fresh.held_amount ? fresh.total_quota - fresh.held_amount : 0n;
      refuse(m.quotaExceeded, { left: show(left), asset: asset.code }, 'amount');
    }

    await trx
      .insertInto('pledge_holdings')
      .values({ product_id: productId, user_id: userId, principal: 0n })
      .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
      .execute();
    const limit = product.member_limit;
    const held = await trx
      .updateTable('pledge_holdings')
      .set((eb) => ({ principal: eb('principal', '+', amount) }))
      .where('product_id', '=', productId)
      .where('user_id', '=', userId)
      .$if(limit > 0n, (q) => q.where((eb) => eb(eb('principal', '+', amount), '<=', limit)))
      .returning('principal')
      .executeTakeFirst();
    if (!held) {
      const mine = await trx
        .selectFrom('pledge_holdings')
        .select('principal')
        .where('product_id', '=', productId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const left = limit > (mine?.principal ?? 0n) ? limit - (mine?.principal ?? 0n) : 0n;
      refuse(m.memberLimitExceeded, { left: show(left), asset: asset.code }, 'amount');
    }

    const subscribeDay = this.today();
    const firstDay = addDays(subscribeDay, 1);
    const lastDay = product.term_days === 0n ? null : addDays(subscribeDay, Number(product.term_days));
    const order = await trx
      .insertInto('pledge_orders')
      .values({
        user_id: userId,
        product_id: productId,
        asset: asset.code,
        principal: amount,
        daily_rate: product.daily_rate,
        term_days: product.term_days,
        subscribe_day: subscribeDay,
        first_day: firstDay,
        last_day: lastDay,
        next_day: firstDay,
        status: 'running',
        earned: 0n,
        settled_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#ledger.post(trx, {
      kind: 'pledge_subscribe',
      moves: [{ from: member(userId, asset.code), to: member(userId, asset.code, PLEDGED), amount }],
      params: { order_id: String(order.id) },
      ref: { type: 'pledge_order', id: order.id },
    });
    await this.#tips.add(trx, {
      userId,
      kind: 'pledge_subscribed',
      params: { product: parseText(product.name_json), amount: show(amount), asset: asset.code, first_day: firstDay },
      refType: 'pledge_order',
      refId: order.id,
    });
    return { id: Number(order.id), principal: show(amount), first_day: firstDay, maturity_day: lastDay };
  }

  /**
   * Redeems a running flexible order inside `trx`: the principal goes back to available now.
   * Earnings stay due through today's (the one for having held it overnight into today, if the
   * job has not paid it yet); the part of today it was held earns nothing — that is the forfeit.
   */
  async redeem(trx: Transaction<DB>, userId: bigint, orderId: bigint) {
    const today = this.today();
    const now = nowMs(this.#clock);
    const order = await trx
      .updateTable('pledge_orders')
      .set((eb) => ({
        status: 'redeemed' as PledgeOrderStatus,
        last_day: today,
        next_day: eb.case().when('next_day', '>', today).then(sql<string | null>`null`).else(eb.ref('next_day')).end(),
        settled_at: now,
        updated_at: now,
      }))
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .where('status', '=', 'running')
      .where('term_days', '=', 0n)
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      const exists = await trx
        .selectFrom('pledge_orders')
        .select('id')
        .where('id', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      refuse(exists ? m.notRedeemable : m.orderNotFound, {}, 'id');
    }
    const settled = await releasePrincipal(trx, this.#ledger, this.#assets, order, 'pledge_redeem');
    const product = await trx
      .selectFrom('pledge_products')
      .select('name_json')
      .where('id', '=', order.product_id)
      .executeTakeFirstOrThrow();
    await this.#tips.add(trx, {
      userId,
      kind: 'pledge_redeemed',
      params: { product: parseText(product.name_json), principal: settled.principal, asset: order.asset },
      refType: 'pledge_order',
      refId: order.id,
    });
    return { id: Number(order.id), principal: settled.principal, status: 'redeemed' as const };
  }

  /** A page of the member's orders, newest first. */
  async orders(userId: bigint, language: Language, page: number, status?: PledgeOrderStatus) {
    let base = this.#db.selectFrom('pledge_orders').where('pledge_orders.user_id', '=', userId);
    if (status) base = base.where('pledge_orders.status', '=', status);
    const count = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('pledge_products', 'pledge_products.id', 'pledge_orders.product_id')
      .selectAll('pledge_orders')
      .select('pledge_products.name_json')
      .orderBy('pledge_orders.id', 'desc')
      .limit(PLEDGE_PAGE_SIZE)
      .offset((page - 1) * PLEDGE_PAGE_SIZE)
      .execute();
    const assets = await this.#assets.list();
    const today = this.today();
    return {
      total: Number(count.n),
      list: rows.map(({ name_json, ...o }) =>
        orderView(
          o,
          pickText(parseText(name_json), language),
          assets.find((a) => a.code === o.asset),
          today,
          language,
        ),
      ),
    };
  }

  /**
   * The member's principal running, earnings credited today (server time zone) and ever, per
   * asset; `main` is the headline asset's (USDT) figures.
   */
  async totals(userId: bigint) {
    const [principal, earned, running, assets] = await Promise.all([
      this.#db
        .selectFrom('pledge_orders')
        .where('user_id', '=', userId)
        .where('status', '=', 'running')
        .select(['asset', sumBigint('principal').as('principal'), (eb) => eb.fn.countAll<bigint>().as('orders')])
        .groupBy('asset')
        .execute(),
      this.#db
        .selectFrom('pledge_earnings')
        .where('user_id', '=', userId)
        .select([
          'asset',
          sumBigint('amount').as('total'),
          sql<bigint>`cast(coalesce(sum(case when created_at >= ${this.#todayStart()} then amount else 0 end), 0) as bigint)`.as('today'),
        ])
        .groupBy('asset')
        .execute(),
      this.#db
        .selectFrom('pledge_orders')
        .where('user_id', '=', userId)
        .where('status', '=', 'running')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow(),
      this.#assets.list(),
    ]);
    const codes = new Set([MAIN_ASSET, ...principal.map((p) => p.asset), ...earned.map((e) => e.asset)]);
    const byAsset: Record<string, { principal: string; today_earnings: string; total_earnings: string }> = {};
    for (const code of codes) {
      const asset = assets.find((a) => a.code === code);
      const p = principal.find((row) => row.asset === code);
      const e = earned.find((row) => row.asset === code);
      byAsset[code] = {
        principal: money(BigInt(p?.principal ?? 0n), asset),
        today_earnings: money(BigInt(e?.today ?? 0n), asset),
        total_earnings: money(BigInt(e?.total ?? 0n), asset),
      };
    }
    const main = { asset: MAIN_ASSET, ...byAsset[MAIN_ASSET]!, running_orders: Number(running.n) };
    return { main, byAsset };
  }

  /** A page of the member's earnings, newest first; optionally of one of their orders. */
  async earnings(userId: bigint, language: Language, page: number, orderId?: bigint) {
    let base = this.#db.selectFrom('pledge_earnings').where('pledge_earnings.user_id', '=', userId);
    if (orderId !== undefined) base = base.where('pledge_earnings.order_id', '=', orderId);
    const count = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
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
      .orderBy('pledge_earnings.id', 'desc')
      .limit(PLEDGE_PAGE_SIZE)
      .offset((page - 1) * PLEDGE_PAGE_SIZE)
      .execute();
    const assets = await this.#assets.list();
    return {
      total: Number(count.n),
      list: rows.map((r) => ({
        id: Number(r.id),
        order_id: Number(r.order_id),
        product_name: pickText(parseText(r.name_json), language),
        day: r.day,
        asset: r.asset,
        amount: money(
          r.amount,
          assets.find((a) => a.code === r.asset),
        ),
        created_at: Math.floor(Number(r.created_at) / 1000),
      })),
    };
  }
}

/**
 * Gives a settled order's principal back (pledged → available) in `trx`, and frees its quota and
 * the member's limit. The caller has already moved the order out of `running` with a conditional
 * update, which is what makes this happen once.
 */
export async function releasePrincipal(
  trx: Transaction<DB>,
  ledger: Ledger,
  assets: AssetRegistry,
  order: OrderRow,
  kind: 'pledge_redeem' | 'pledge_maturity',
): Promise<{ principal: string }> {
  await trx
    .updateTable('pledge_products')
    .set((eb) => ({ held_amount: eb('held_amount', '-', order.principal) }))
    .where('id', '=', order.product_id)
    .execute();
  await trx
    .updateTable('pledge_holdings')
    .set((eb) => ({ principal: eb('principal', '-', order.principal) }))
    .where('product_id', '=', order.product_id)
    .where('user_id', '=', order.user_id)
    .execute();
  await ledger.post(trx, {
    kind,
    moves: [{ from: member(order.user_id, order.asset, PLEDGED), to: member(order.user_id, order.asset), amount: order.principal }],
    params: { order_id: String(order.id) },
    ref: { type: 'pledge_order', id: order.id },
  });
  return { principal: money(order.principal, await assets.find(order.asset, trx)) };
}
