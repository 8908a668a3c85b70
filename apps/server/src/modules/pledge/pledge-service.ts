import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { PledgeOrderItem, PledgeTotals, pledgeApi } from '@mcc/contract/pledge';
import type { Kysely } from 'kysely';
import { addDays, dayOf, daysBetween, startOfDay } from '../../platform/calendar';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { type KeysetPage, keysetWindow, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, render } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { MAIN_ASSET, money } from '../../platform/main-asset';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import { formatRate } from '../../platform/rate';
import { member } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import type { Asset, AssetRegistry } from '../ledger/assets';
import { hold } from '../ledger/holds';
import type { Ledger } from '../ledger/ledger';
import type { OrderTips } from '../tips/tips-service';
import { PLEDGED } from './pledge-line-types';
import { dailyEarning } from './pledge-math';
import { pledgeMessages as m, pledgeStatusTexts } from './pledge-messages';
import {
  EarningRepository,
  HoldingRepository,
  OrderRepository,
  type OrderRow,
  ProductRepository,
  type ProductRow,
} from './pledge-repository';
import { releasePrincipal } from './pledge-settlement';

export interface PledgeDeps {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  assets: AssetRegistry;
  tips: OrderTips;
  /** The day boundary of earnings (config TIME_ZONE). */
  timeZone: string;
}

/** What is left of `limit` once `used` is taken, never below zero. */
const leftOf = (limit: bigint, used: bigint) => (limit > used ? limit - used : 0n);

/** A product's terms as members and the console both read them: asset, term, daily rate and limits. */
export function productTerms(p: ProductRow, asset: Asset | undefined) {
  return {
    asset: p.asset,
    term_days: Number(p.term_days),
    daily_rate: formatRate(p.daily_rate),
    min_amount: money(p.min_amount, asset),
    max_amount: money(p.max_amount, asset),
    total_quota: money(p.total_quota, asset),
    member_limit: money(p.member_limit, asset),
  };
}

/** One order as members and the console see it. */
export function orderView(o: OrderRow, productName: string, asset: Asset | undefined, today: string, language: Language): PledgeOrderItem {
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
    subscribed_at: unixSeconds(o.created_at),
    start_day: o.first_day,
    maturity_day: o.last_day,
    earned: money(o.earned, asset),
    days_left: !flexible && o.status === 'running' && o.last_day !== null ? Math.max(0, daysBetween(today, o.last_day)) : null,
    pending_days: pendingDays,
    redeemable: flexible && o.status === 'running',
    settled_at: unixSeconds(o.settled_at),
  };
}

/** A subscription checked and ready to take the quota and the principal. */
export interface SubscribePlan {
  userId: bigint;
  productId: bigint;
  asset: Asset;
  amount: bigint;
}

/** A redemption of one of the member's flexible orders. */
export interface RedeemPlan {
  userId: bigint;
  orderId: bigint;
}

/**
 * Staking for members: the products on offer, subscribing (principal moves from available to
 * pledged), orders, earnings and redeeming a flexible order. Earnings and maturities are paid by
 * the daily jobs (pledge-jobs.ts).
 */
export class PledgeService {
  readonly #products = new ProductRepository();
  readonly #holdings = new HoldingRepository();
  readonly #orders = new OrderRepository();
  readonly #earnings = new EarningRepository();

  constructor(private readonly deps: PledgeDeps) {}

  /** Today in the jobs' time zone. */
  today(): string {
    return dayOf(this.deps.clock.now(), this.deps.timeZone);
  }

  #todayStart(): bigint {
    return BigInt(startOfDay(this.today(), this.deps.timeZone).getTime());
  }

  /** The products on offer with what the member may still subscribe, the member's totals and available balances. */
  async index(userId: bigint, language: Language): Promise<DataOf<typeof pledgeApi.index>> {
    const { db, ledger } = this.deps;
    const [offered, mine, assets] = await Promise.all([
      this.#products.enabled(db),
      this.#holdings.ofMember(db, userId),
      this.deps.assets.list(),
    ]);
    const available: Record<string, string> = {};
    for (const code of new Set(offered.map((p) => p.asset))) {
      const asset = assets.find((a) => a.code === code);
      available[code] = money(await ledger.balanceOf(db, member(userId, code)), asset);
    }
    const list = offered.map((p) => {
      const asset = assets.find((a) => a.code === p.asset);
      const myAmount = mine.get(p.id) ?? 0n;
      const remaining = p.total_quota === 0n ? null : leftOf(p.total_quota, p.held_amount);
      let canSubscribe = p.max_amount;
      if (remaining !== null && remaining < canSubscribe) canSubscribe = remaining;
      if (p.member_limit > 0n) {
        const left = leftOf(p.member_limit, myAmount);
        if (left < canSubscribe) canSubscribe = left;
      }
      if (canSubscribe < p.min_amount) canSubscribe = 0n;
      return {
        id: Number(p.id),
        name: pickText(parseText(p.name_json), language),
        ...productTerms(p, asset),
        flexible: p.term_days === 0n,
        remaining_quota: remaining === null ? null : money(remaining, asset),
        my_amount: money(myAmount, asset),
        can_subscribe: money(canSubscribe, asset),
        input_decimals: asset?.inputDecimals ?? 2,
      };
    });
    const totals = await this.totals(userId);
    return { products: list, summary: totals.main, available };
  }

  /**
   * Subscribes to a product. The plan checks the product, the amount, the order's minimum and
   * maximum, and the quota and the member's limit as they stand; the effect takes the quota and the
   * member's limit by conditional updates (so concurrent subscriptions never oversell, and refuse
   * with the same reasons) and moves the principal from available to pledged.
   */
  readonly subscribe: EndpointAction<MemberActor, typeof pledgeApi.add, SubscribePlan> = moneyAction({
    plan: async ({ userId }, input) => {
      const { db, assets } = this.deps;
      const productId = BigInt(input.product_id);
      const product = await this.#products.find(db, productId);
      if (product?.enabled !== 1n) return refuse(m.productNotFound, {}, 'product_id');
      const asset = await assets.require(product.asset, 'product_id');
      const amount = amountOrRefuse(input.amount, asset);
      const show = (v: bigint) => money(v, asset);
      if (amount < product.min_amount) refuse(m.belowMin, { min: show(product.min_amount), asset: asset.code }, 'amount');
      if (amount > product.max_amount) refuse(m.aboveMax, { max: show(product.max_amount), asset: asset.code }, 'amount');
      if (product.total_quota > 0n) {
        const left = leftOf(product.total_quota, product.held_amount);
        if (amount > left) refuse(m.quotaExceeded, { left: show(left), asset: asset.code }, 'amount');
      }
      if (product.member_limit > 0n) {
        const left = leftOf(product.member_limit, await this.#holdings.principal(db, productId, userId));
        if (amount > left) refuse(m.memberLimitExceeded, { left: show(left), asset: asset.code }, 'amount');
      }
      return { userId, productId, asset, amount };
    },
    execute: async (trx, { userId, productId, asset, amount }) => {
      const show = (v: bigint) => money(v, asset);
      const product = await this.#products.takeQuota(trx, productId, amount);
      if (!product) {
        const fresh = await this.#products.find(trx, productId);
        if (fresh?.enabled !== 1n) return refuse(m.productNotFound, {}, 'product_id');
        refuse(m.quotaExceeded, { left: show(leftOf(fresh.total_quota, fresh.held_amount)), asset: asset.code }, 'amount');
      }
      if (!(await this.#holdings.take(trx, productId, userId, amount, product.member_limit))) {
        const left = leftOf(product.member_limit, await this.#holdings.principal(trx, productId, userId));
        refuse(m.memberLimitExceeded, { left: show(left), asset: asset.code }, 'amount');
      }

      const now = nowMs(this.deps.clock);
      const subscribeDay = this.today();
      const firstDay = addDays(subscribeDay, 1);
      const lastDay = product.term_days === 0n ? null : addDays(subscribeDay, Number(product.term_days));
      const orderId = await this.#orders.insert(trx, {
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
      });
      await this.deps.ledger.post(trx, {
        kind: 'pledge_subscribe',
        moves: [hold(userId, asset.code, amount, { into: PLEDGED })],
        params: { order_id: String(orderId) },
        ref: { type: 'pledge_order', id: orderId },
      });
      await this.deps.tips.add(trx, {
        userId,
        kind: 'pledge_subscribed',
        params: { product: parseText(product.name_json), amount: show(amount), asset: asset.code, first_day: firstDay },
        refType: 'pledge_order',
        refId: orderId,
      });
      return { id: Number(orderId), principal: show(amount), first_day: firstDay, maturity_day: lastDay };
    },
  });

  /**
   * Redeems a running flexible order: the principal goes back to available now. Earnings stay due
   * through today's (the one for having held it overnight into today, if the job has not paid it
   * yet); the part of today it was held earns nothing — that is the forfeit.
   */
  readonly redeem: EndpointAction<MemberActor, typeof pledgeApi.redeem, RedeemPlan> = moneyAction({
    plan: async ({ userId }, input) => {
      const orderId = BigInt(input.id);
      const order = await this.#orders.find(this.deps.db, orderId, userId);
      if (!order) return refuse(m.orderNotFound, {}, 'id');
      if (order.status !== 'running' || order.term_days !== 0n) refuse(m.notRedeemable, {}, 'id');
      return { userId, orderId };
    },
    execute: async (trx, { userId, orderId }) => {
      const { ledger, assets, tips, clock } = this.deps;
      const order = await this.#orders.redeem(trx, orderId, userId, this.today(), nowMs(clock));
      if (!order) {
        const exists = await this.#orders.find(trx, orderId, userId);
        return refuse(exists ? m.notRedeemable : m.orderNotFound, {}, 'id');
      }
      const settled = await releasePrincipal(trx, ledger, assets, order, 'pledge_redeem');
      await tips.add(trx, {
        userId,
        kind: 'pledge_redeemed',
        params: {
          product: parseText(await this.#products.nameJson(trx, order.product_id)),
          principal: settled.principal,
          asset: order.asset,
        },
        refType: 'pledge_order',
        refId: order.id,
      });
      return { id: Number(order.id), principal: settled.principal, status: 'redeemed' as const };
    },
  });

  /** A page of the member's orders, newest first: page `page`, or those older than `before` (the `next_before` of the page before). */
  async orders(userId: bigint, language: Language, query: ParsedOf<typeof pledgeApi.orders>): Promise<KeysetPage<PledgeOrderItem>> {
    const rows = await this.#orders.pageOfMember(this.deps.db, userId, keysetWindow(query), query.status);
    const assets = await this.deps.assets.list();
    const today = this.today();
    return mapPage(rows, ({ name_json, ...o }) =>
      orderView(
        o,
        pickText(parseText(name_json), language),
        assets.find((a) => a.code === o.asset),
        today,
        language,
      ),
    );
  }

  /**
   * The member's principal running, earnings credited today (server time zone) and ever, per
   * asset; `main` is the headline asset's (USDT) figures.
   */
  async totals(userId: bigint): Promise<{ main: PledgeTotals; byAsset: DataOf<typeof pledgeApi.total>['by_asset'] }> {
    const { db } = this.deps;
    const [principal, earned, assets] = await Promise.all([
      this.#orders.runningOf(db, userId),
      this.#earnings.totalsOf(db, userId, this.#todayStart(), this.today()),
      this.deps.assets.list(),
    ]);
    const codes = new Set([MAIN_ASSET, ...principal.map((p) => p.asset), ...earned.map((e) => e.asset)]);
    const byAsset: DataOf<typeof pledgeApi.total>['by_asset'] = {};
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
    const running = principal.reduce((n, p) => n + Number(p.orders), 0);
    const main = { asset: MAIN_ASSET, ...byAsset[MAIN_ASSET]!, running_orders: running };
    return { main, byAsset };
  }

  /** `GET /api/pledge/total`: the headline figures and the same for every asset. */
  async total(userId: bigint): Promise<DataOf<typeof pledgeApi.total>> {
    const { main, byAsset } = await this.totals(userId);
    return { ...main, by_asset: byAsset };
  }

  /**
   * A page of the member's earnings, newest first; optionally of one of their orders. Page `page`,
   * or those older than `before` (the `next_before` of the page before).
   */
  async earnings(
    userId: bigint,
    language: Language,
    query: ParsedOf<typeof pledgeApi.earnings>,
  ): Promise<DataOf<typeof pledgeApi.earnings>> {
    const orderId = query.order_id === undefined ? undefined : BigInt(query.order_id);
    const rows = await this.#earnings.pageOfMember(this.deps.db, userId, keysetWindow(query), orderId);
    const assets = await this.deps.assets.list();
    return mapPage(rows, (r) => ({
      id: Number(r.id),
      order_id: Number(r.order_id),
      product_name: pickText(parseText(r.name_json), language),
      day: r.day,
      asset: r.asset,
      amount: money(
        r.amount,
        assets.find((a) => a.code === r.asset),
      ),
      created_at: unixSeconds(r.created_at),
    }));
  }
}
