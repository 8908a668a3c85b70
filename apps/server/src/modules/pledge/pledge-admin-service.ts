import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { AdminPledgeProduct, adminPledgeApi, PendingPayoutItem } from '@mcc/contract/pledge';
import type { Kysely, Transaction } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { dayOf, daysBetween } from '../../platform/calendar';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { keysetWindow, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, languages, type Text } from '../../platform/i18n/language';
import { parseText, pickText, stringifyText } from '../../platform/i18n/localized-text';
import { MAIN_ASSET, money } from '../../platform/main-asset';
import { type EndpointAction, moneyAction, type OperatorActor } from '../../platform/money-action';
import { parseRate, RATE_ONE } from '../../platform/rate';
import type { AuditLog } from '../admin/audit-log';
import { system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';
import { referralShares } from '../team/referral-shares';
import { coverageDays, dailyEarning, payoutTotal, poolFree, poolReserve } from './pledge-math';
import { pledgeMessages as m } from './pledge-messages';
import { OrderRepository, type OwedRow, ProductRepository, type ProductRow } from './pledge-repository';
import { orderView, productTerms } from './pledge-service';

export interface PledgeAdminDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** The day boundary of earnings (config TIME_ZONE). */
  timeZone: string;
  ledger: Ledger;
  assets: AssetRegistry;
  settings: SettingsService;
  audit: AuditLog;
}

/** Money put into one asset's reward pool, checked. */
export interface PoolFundingPlan {
  actor: OperatorActor;
  asset: Asset;
  amount: bigint;
  reason: string;
}

/** Money taken out of one asset's reward pool, checked, with what the pool must keep. */
export interface PoolWithdrawalPlan extends PoolFundingPlan {
  reserve: bigint;
  warnDays: number;
}

/** One asset's reward pool as the console and a withdrawal see it (base units). */
interface PoolFigures {
  asset: string;
  balance: bigint;
  outflow: bigint;
  pendingCount: number;
  pendingAmount: bigint;
  reserve: bigint;
}

/** What the pool pays for one day of an order: the earning and the rewards of the uplines the member has. */
function dayPayout(earning: bigint, uplineLevels: number, shares: readonly bigint[]): bigint {
  return payoutTotal(
    earning,
    shares.slice(0, uplineLevels).map((share, i) => ({ userId: 0n, level: i + 1, amount: (earning * share) / RATE_ONE })),
  );
}

const levelsOf = (r: OwedRow) => (r.up1 === null ? 0 : r.up2 === null ? 1 : r.up3 === null ? 2 : 3);

/** Days due and unpaid of a waiting order. */
function waitingDays(r: OwedRow, today: string): number {
  if (r.next_day === null) return 0;
  const lastDue = r.last_day !== null && r.last_day < today ? r.last_day : today;
  return r.next_day <= lastDue ? daysBetween(r.next_day, lastDue) + 1 : 0;
}

/** The console's side of staking: products, orders and the reward pool. */
export class PledgeAdminService {
  readonly #products = new ProductRepository();
  readonly #orders = new OrderRepository();

  constructor(private readonly deps: PledgeAdminDeps) {}

  /** Today in the jobs' time zone. */
  #today(): string {
    return dayOf(this.deps.clock.now(), this.deps.timeZone);
  }

  #productView(p: ProductRow, asset: Asset | undefined, runningOrders: number): AdminPledgeProduct {
    return {
      id: Number(p.id),
      name: parseText(p.name_json),
      ...productTerms(p, asset),
      held_amount: money(p.held_amount, asset),
      enabled: p.enabled === 1n,
      sort_order: Number(p.sort_order),
      running_orders: runningOrders,
      created_at: unixSeconds(p.created_at),
      updated_at: unixSeconds(p.updated_at),
    };
  }

  async products(): Promise<DataOf<typeof adminPledgeApi.products>> {
    const { db, assets } = this.deps;
    const rows = await this.#products.withRunningOrders(db);
    const list = await assets.list();
    return {
      list: rows.map(({ running, ...p }) =>
        this.#productView(
          p,
          list.find((a) => a.code === p.asset),
          Number(running ?? 0n),
        ),
      ),
    };
  }

  /** Creates (no id) or updates a product after checking every field; audit-logged in the same transaction. */
  async saveProduct(
    operator: OperatorSession,
    ip: string,
    input: ParsedOf<typeof adminPledgeApi.saveProduct>,
  ): Promise<AdminPledgeProduct> {
    const { db, clock, assets, audit } = this.deps;
    if (languages.some((lang) => input.name[lang] === '')) refuse(m.nameRequired, {}, 'name');
    const asset = await assets.require(input.asset);
    const rate = parseRate(input.daily_rate);
    if (rate === null) return refuse(m.badRate, {}, 'daily_rate');
    const amount = (field: 'min_amount' | 'max_amount' | 'total_quota' | 'member_limit') =>
      amountOrRefuse(input[field], asset, { field, full: true, allowZero: true });
    const min = amount('min_amount');
    const max = amount('max_amount');
    const quota = amount('total_quota');
    const limit = amount('member_limit');
    if (min <= 0n || min > max) refuse(m.badLimits, {}, 'min_amount');
    const now = nowMs(clock);
    const values = {
      name_json: stringifyText(input.name),
      asset: asset.code,
      term_days: BigInt(input.term_days),
      daily_rate: rate,
      min_amount: min,
      max_amount: max,
      total_quota: quota,
      member_limit: limit,
      enabled: input.enabled ? 1n : 0n,
      sort_order: BigInt(input.sort_order),
      updated_at: now,
    };
    return db.transaction().execute(async (trx) => {
      let saved: ProductRow;
      if (input.id === undefined) {
        saved = await this.#products.insert(trx, { ...values, held_amount: 0n, created_at: now });
        await audit.record(
          operator,
          ip,
          { action: 'pledge.product.create', targetType: 'pledge_product', targetId: saved.id, after: values },
          trx,
        );
      } else {
        const before = await this.#products.find(trx, BigInt(input.id));
        if (!before) return refuse(m.productNotFound, {}, 'id');
        // Running orders keep the rate and term they were sold with; the asset of their principal cannot change under them.
        const changesTerms = before.asset !== values.asset || before.term_days !== values.term_days;
        if (changesTerms && (await this.#orders.anyOf(trx, before.id))) refuse(m.termLocked, {}, 'term_days');
        saved = await this.#products.update(trx, before.id, values);
        const { held_amount: _held, ...shown } = before;
        await audit.record(
          operator,
          ip,
          { action: 'pledge.product.update', targetType: 'pledge_product', targetId: saved.id, before: shown, after: values },
          trx,
        );
      }
      return this.#productView(saved, asset, await this.#orders.runningIn(trx, saved.id));
    });
  }

  /** A page of every member's orders, newest first: page `page`, or those older than `before`. */
  async orders(query: ParsedOf<typeof adminPledgeApi.orders>, language: Language): Promise<DataOf<typeof adminPledgeApi.orders>> {
    const { db, assets } = this.deps;
    const { status, product_id, uid } = query;
    const rows = await this.#orders.pageOfAll(
      db,
      { status, uid, productId: product_id === undefined ? undefined : BigInt(product_id) },
      keysetWindow(query),
    );
    const list = await assets.list();
    const today = this.#today();
    return mapPage(rows, ({ name_json, uid, ...o }) => ({
      ...orderView(
        o,
        pickText(parseText(name_json), language),
        list.find((a) => a.code === o.asset),
        today,
        language,
      ),
      user_id: Number(o.user_id),
      uid,
    }));
  }

  /**
   * The reward pool of each asset that products use: balance, one day's outflow at the running
   * orders (earnings plus their uplines' rewards at today's shares), coverage in whole days, and
   * the payouts waiting for funds.
   */
  async pool(): Promise<DataOf<typeof adminPledgeApi.pool>> {
    const { db, assets, settings } = this.deps;
    const [warnDays, assetList, productAssets] = await Promise.all([
      settings.get('reward_pool_warn_days'),
      assets.list(),
      this.#products.assets(db),
    ]);
    const codes = [...new Set([MAIN_ASSET, ...productAssets])];
    const figures = await this.#poolFigures(codes, warnDays);
    const list = figures.map((f) => {
      const asset = assetList.find((a) => a.code === f.asset);
      const coverage = coverageDays(f.balance, f.outflow);
      return {
        asset: f.asset,
        balance: money(f.balance, asset),
        daily_outflow: money(f.outflow, asset),
        coverage_days: coverage === null ? null : Number(coverage > 1_000_000n ? 1_000_000n : coverage),
        pending_count: f.pendingCount,
        pending_amount: money(f.pendingAmount, asset),
        warning: f.pendingCount > 0 || (coverage !== null && coverage < BigInt(warnDays)),
        free: money(poolFree(f.balance, f.reserve), asset),
      };
    });
    return { list, warn_days: warnDays };
  }

  /**
   * Each asset's pool: its balance, one day of every running order's payout (earnings plus the
   * uplines' rewards at today's shares), the payouts waiting for funds, and what it must keep.
   */
  async #poolFigures(codes: readonly string[], warnDays: number): Promise<PoolFigures[]> {
    const { db, ledger, settings } = this.deps;
    const today = this.#today();
    const [shares, running, pending] = await Promise.all([
      referralShares(settings),
      this.#orders.runningWithUplines(db),
      this.#orders.waitingWithUplines(db, today),
    ]);
    const figures: PoolFigures[] = [];
    for (const asset of codes) {
      const balance = await ledger.balanceOf(db, system('reward_pool', asset));
      let outflow = 0n;
      for (const o of running) if (o.asset === asset) outflow += dayPayout(dailyEarning(o.principal, o.daily_rate), levelsOf(o), shares);
      let pendingCount = 0;
      let pendingAmount = 0n;
      for (const p of pending) {
        if (p.asset !== asset) continue;
        const days = waitingDays(p, today);
        pendingCount += days;
        pendingAmount += BigInt(days) * dayPayout(dailyEarning(p.principal, p.daily_rate), levelsOf(p), shares);
      }
      figures.push({ asset, balance, outflow, pendingCount, pendingAmount, reserve: poolReserve(pendingAmount, outflow, warnDays) });
    }
    return figures;
  }

  /** Puts the operator's money into the reward pool (from outside the books), audit-logged in the same transaction. */
  readonly fundPool: EndpointAction<OperatorActor, typeof adminPledgeApi.fundPool, PoolFundingPlan> = moneyAction({
    plan: async (actor, input) => ({ actor, ...(await this.#poolAmount(input, m.fundPositive)), reason: input.reason }),
    execute: (trx, plan) => this.#bookPool(trx, plan, 'fund'),
  });

  /**
   * Takes the operator's money out of the reward pool (to outside the books), audit-logged in the
   * same transaction. The pool keeps what the payouts waiting and `reward_pool_warn_days` days of
   * payouts need: the plan refuses more, and the posting is refused when a concurrent payout or
   * withdrawal took the pool below that meanwhile.
   */
  readonly withdrawPool: EndpointAction<OperatorActor, typeof adminPledgeApi.withdrawPool, PoolWithdrawalPlan> = moneyAction({
    plan: async (actor, input) => {
      const { asset, amount } = await this.#poolAmount(input, m.amountPositive);
      const warnDays = await this.deps.settings.get('reward_pool_warn_days');
      const [figures] = await this.#poolFigures([asset.code], warnDays);
      const plan = { actor, asset, amount, reason: input.reason, reserve: figures?.reserve ?? 0n, warnDays };
      if (amount > poolFree(figures?.balance ?? 0n, plan.reserve)) this.#refuseKept(plan, figures?.balance ?? 0n);
      return plan;
    },
    execute: (trx, plan) =>
      this.#bookPool(trx, plan, 'withdraw', (balance) => {
        if (balance < plan.reserve) this.#refuseKept(plan, balance + plan.amount);
      }),
  });

  /**
   * Books the operator's money into (`fund`) or out of (`withdraw`) an asset's pool, from or to
   * outside the books, with its audit row in the same transaction. `check` sees the pool's balance
   * after the posting and may still refuse it.
   */
  async #bookPool(
    trx: Transaction<DB>,
    { actor, asset, amount, reason }: PoolFundingPlan,
    direction: 'fund' | 'withdraw',
    check: (balance: bigint) => void = () => {},
  ): Promise<DataOf<typeof adminPledgeApi.fundPool>> {
    const pool = system('reward_pool', asset.code);
    const outside = system('external_deposits', asset.code);
    const posted = await this.deps.ledger.post(trx, {
      kind: direction === 'fund' ? 'pool_funding' : 'pool_withdrawal',
      moves: [direction === 'fund' ? { from: outside, to: pool, amount } : { from: pool, to: outside, amount }],
      memo: reason,
      ref: { type: 'reward_pool', id: asset.code },
      adminId: actor.operator.adminId,
    });
    // The pool's line is the credit when funding and the debit when withdrawing.
    const balance = posted.lines.find((l) => (direction === 'fund' ? l.amount > 0n : l.amount < 0n))?.balanceAfter ?? 0n;
    check(balance);
    await this.deps.audit.record(
      actor.operator,
      actor.ip,
      {
        action: `pledge.pool.${direction}`,
        targetType: 'reward_pool',
        targetId: asset.code,
        after: { amount: money(amount, asset), reason, entry_id: posted.entryId, balance: money(balance, asset) },
      },
      trx,
    );
    return { entry_id: Number(posted.entryId), asset: asset.code, balance: money(balance, asset) };
  }

  /** The asset and the amount (above 0, refused with `positive` otherwise) of money moved into or out of a pool. */
  async #poolAmount(input: { asset: string; amount: string }, positive: Text): Promise<{ asset: Asset; amount: bigint }> {
    const asset = await this.deps.assets.require(input.asset, 'asset');
    return { asset, amount: amountOrRefuse(input.amount, asset, { texts: { zero: positive, negative: positive } }) };
  }

  /** Refuses a withdrawal that would leave the pool (holding `balance`) below what it keeps. */
  #refuseKept({ asset, reserve, warnDays }: PoolWithdrawalPlan, balance: bigint): never {
    refuse(
      m.poolKeeps,
      { free: money(poolFree(balance, reserve), asset), reserve: money(reserve, asset), asset: asset.code, days: String(warnDays) },
      'amount',
    );
  }

  /** The payouts waiting for the pool, oldest first, for the jobs view (the first `limit`). */
  async pending(today: string, limit = 50): Promise<{ total: number; list: PendingPayoutItem[] }> {
    const { db, assets, settings } = this.deps;
    const [shares, total, rows, list] = await Promise.all([
      referralShares(settings),
      this.#orders.waitingCount(db, today),
      this.#orders.waitingWithUplines(db, today, limit),
      assets.list(),
    ]);
    return {
      total,
      list: rows.map((r) => {
        const days = waitingDays(r, today);
        return {
          order_id: Number(r.id),
          uid: r.uid,
          asset: r.asset,
          from_day: r.next_day ?? today,
          days,
          amount: money(
            BigInt(days) * dayPayout(dailyEarning(r.principal, r.daily_rate), levelsOf(r), shares),
            list.find((a) => a.code === r.asset),
          ),
        };
      }),
    };
  }
}
