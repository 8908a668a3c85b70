import type { AdminPledgeProductBody } from '@mcc/contract/pledge';
import type { Kysely, Transaction } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type Language, languages } from '../../platform/i18n/language';
import type { AuditLog } from '../admin/audit-log';
import { daysBetween } from '../jobs/calendar';
import { system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import type { Asset, AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import { parseText, pickText, stringifyText } from '../notice/localized-text';
import type { SettingsService } from '../settings/settings-service';
import { referralShares } from './pledge-jobs';
import { coverageDays, dailyEarning, formatRate, parseRate, payoutTotal, RATE_ONE } from './pledge-math';
import { pledgeMessages as m } from './pledge-messages';
import { money, type OrderRow, orderView, PLEDGE_PAGE_SIZE, type ProductRow } from './pledge-service';
import type { PledgeOrderStatus } from './tables';

export interface PledgeAdminDeps {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  assets: AssetRegistry;
  settings: SettingsService;
  audit: AuditLog;
}

const seconds = (ms: bigint) => Math.floor(Number(ms) / 1000);

/** What the pool pays for one day of an order: the earning and the rewards of the uplines the member has. */
function dayPayout(earning: bigint, uplineLevels: number, shares: readonly bigint[]): bigint {
  return payoutTotal(
    earning,
    shares.slice(0, uplineLevels).map((share, i) => ({ userId: 0n, level: i + 1, amount: (earning * share) / RATE_ONE })),
  );
}

/** Orders with the member's UID and how many uplines (0..3) they have, for what the pool owes. */
function ordersWithUplines(db: Kysely<DB>) {
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

type OwedRow = Awaited<ReturnType<ReturnType<typeof ordersWithUplines>['execute']>>[number];

const levelsOf = (r: OwedRow) => (r.up1 === null ? 0 : r.up2 === null ? 1 : r.up3 === null ? 2 : 3);

/** Orders with earnings due but unpaid as of `today` (the pool was short), oldest first. */
function waiting(db: Kysely<DB>, today: string) {
  return ordersWithUplines(db).where('pledge_orders.next_day', 'is not', null).where('pledge_orders.next_day', '<=', today);
}

/** Days due and unpaid of a waiting order. */
function waitingDays(r: OwedRow, today: string): number {
  if (r.next_day === null) return 0;
  const lastDue = r.last_day !== null && r.last_day < today ? r.last_day : today;
  return r.next_day <= lastDue ? daysBetween(r.next_day, lastDue) + 1 : 0;
}

/** The console's side of staking: products, orders and the reward pool. */
export class PledgeAdminService {
  constructor(private readonly deps: PledgeAdminDeps) {}

  #productView(p: ProductRow, asset: Asset | undefined, runningOrders: number) {
    return {
      id: Number(p.id),
      name: parseText(p.name_json),
      asset: p.asset,
      term_days: Number(p.term_days),
      daily_rate: formatRate(p.daily_rate),
      min_amount: money(p.min_amount, asset),
      max_amount: money(p.max_amount, asset),
      total_quota: money(p.total_quota, asset),
      held_amount: money(p.held_amount, asset),
      member_limit: money(p.member_limit, asset),
      enabled: p.enabled === 1n,
      sort_order: Number(p.sort_order),
      running_orders: runningOrders,
      created_at: seconds(p.created_at),
      updated_at: seconds(p.updated_at),
    };
  }

  async products() {
    const { db, assets } = this.deps;
    const rows = await db
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
    const list = await assets.list();
    return rows.map(({ running, ...p }) =>
      this.#productView(
        p,
        list.find((a) => a.code === p.asset),
        Number(running ?? 0n),
      ),
    );
  }

  /** Creates or updates a product after checking every field; audit-logged in the same transaction. */
  async saveProduct(operator: OperatorSession, ip: string, input: AdminPledgeProductBody) {
    const { db, clock, assets, audit } = this.deps;
    if (languages.some((lang) => input.name[lang] === '')) refuse(m.nameRequired, {}, 'name');
    const asset = await assets.require(input.asset);
    const rate = parseRate(input.daily_rate);
    if (rate === null) refuse(m.badRate, {}, 'daily_rate');
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
        saved = await trx
          .insertInto('pledge_products')
          .values({ ...values, held_amount: 0n, created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit.record(
          operator,
          ip,
          { action: 'pledge.product.create', targetType: 'pledge_product', targetId: saved.id, after: values },
          trx,
        );
      } else {
        const before = await trx.selectFrom('pledge_products').selectAll().where('id', '=', BigInt(input.id)).executeTakeFirst();
        if (!before) refuse(m.productNotFound, {}, 'id');
        const orders = await trx.selectFrom('pledge_orders').select('id').where('product_id', '=', before.id).limit(1).executeTakeFirst();
        // Running orders keep the rate and term they were sold with; the asset of their principal cannot change under them.
        if (orders && (before.asset !== values.asset || before.term_days !== values.term_days)) refuse(m.termLocked, {}, 'term_days');
        saved = await trx.updateTable('pledge_products').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
        const { held_amount: _held, ...shown } = before;
        await audit.record(
          operator,
          ip,
          { action: 'pledge.product.update', targetType: 'pledge_product', targetId: saved.id, before: shown, after: values },
          trx,
        );
      }
      const running = await trx
        .selectFrom('pledge_orders')
        .where('product_id', '=', saved.id)
        .where('status', '=', 'running')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return this.#productView(saved, asset, Number(running.n));
    });
  }

  async orders(query: { page: number; status?: PledgeOrderStatus; productId?: bigint; uid?: string }, language: Language, today: string) {
    const { db, assets } = this.deps;
    let base = db.selectFrom('pledge_orders').innerJoin('users', 'users.id', 'pledge_orders.user_id');
    if (query.status) base = base.where('pledge_orders.status', '=', query.status);
    if (query.productId !== undefined) base = base.where('pledge_orders.product_id', '=', query.productId);
    if (query.uid) base = base.where('users.uid', '=', query.uid);
    const count = await base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('pledge_products', 'pledge_products.id', 'pledge_orders.product_id')
      .selectAll('pledge_orders')
      .select(['pledge_products.name_json', 'users.uid'])
      .orderBy('pledge_orders.id', 'desc')
      .limit(PLEDGE_PAGE_SIZE)
      .offset((query.page - 1) * PLEDGE_PAGE_SIZE)
      .execute();
    const list = await assets.list();
    return {
      total: Number(count.n),
      list: rows.map(({ name_json, uid, ...o }: OrderRow & { name_json: string; uid: string }) => ({
        ...orderView(
          o,
          pickText(parseText(name_json), language),
          list.find((a) => a.code === o.asset),
          today,
          language,
        ),
        user_id: Number(o.user_id),
        uid,
      })),
    };
  }

  /**
   * The reward pool of each asset that products use: balance, one day's outflow at the running
   * orders (earnings plus their uplines' rewards at today's shares), coverage in whole days, and
   * the payouts waiting for funds.
   */
  async pool(today: string) {
    const { db, ledger, assets, settings } = this.deps;
    const [shares, warnDays, running, pending, assetList, productAssets] = await Promise.all([
      referralShares(settings),
      settings.get('reward_pool_warn_days'),
      ordersWithUplines(db).where('pledge_orders.status', '=', 'running').execute(),
      waiting(db, today).execute(),
      assets.list(),
      db.selectFrom('pledge_products').select('asset').distinct().execute(),
    ]);
    const codes = [...new Set(['USDT', ...productAssets.map((p) => p.asset)])];
    const list = [];
    for (const code of codes) {
      const asset = assetList.find((a) => a.code === code);
      const balance = await ledger.balanceOf(db, system('reward_pool', code));
      let outflow = 0n;
      for (const o of running) if (o.asset === code) outflow += dayPayout(dailyEarning(o.principal, o.daily_rate), levelsOf(o), shares);
      let pendingCount = 0;
      let pendingAmount = 0n;
      for (const p of pending) {
        if (p.asset !== code) continue;
        const days = waitingDays(p, today);
        pendingCount += days;
        pendingAmount += BigInt(days) * dayPayout(dailyEarning(p.principal, p.daily_rate), levelsOf(p), shares);
      }
      const coverage = coverageDays(balance, outflow);
      list.push({
        asset: code,
        balance: money(balance, asset),
        daily_outflow: money(outflow, asset),
        coverage_days: coverage === null ? null : Number(coverage > 1_000_000n ? 1_000_000n : coverage),
        pending_count: pendingCount,
        pending_amount: money(pendingAmount, asset),
        warning: pendingCount > 0 || (coverage !== null && coverage < BigInt(warnDays)),
      });
    }
    return { list, warn_days: warnDays };
  }

  /** Puts the operator's money into the reward pool (from outside the books), inside `trx` (the Idempotency-Key's). */
  async fundPool(trx: Transaction<DB>, operator: OperatorSession, ip: string, input: { asset: string; amount: string; reason: string }) {
    const { ledger, assets, audit } = this.deps;
    const asset = await assets.require(input.asset, 'asset', trx);
    const amount = amountOrRefuse(input.amount, asset, { texts: { zero: m.fundPositive, negative: m.fundPositive } });
    const pool = system('reward_pool', asset.code);
    const posted = await ledger.post(trx, {
      kind: 'pool_funding',
      moves: [{ from: system('external_deposits', asset.code), to: pool, amount }],
      memo: input.reason,
      ref: { type: 'reward_pool', id: asset.code },
      adminId: operator.adminId,
    });
    const balance = posted.lines.find((l) => l.amount > 0n)?.balanceAfter ?? 0n;
    await audit.record(
      operator,
      ip,
      {
        action: 'pledge.pool.fund',
        targetType: 'reward_pool',
        targetId: asset.code,
        after: { amount: money(amount, asset), reason: input.reason, entry_id: posted.entryId, balance: money(balance, asset) },
      },
      trx,
    );
    return { entry_id: Number(posted.entryId), asset: asset.code, balance: money(balance, asset) };
  }

  /** The payouts waiting for the pool, oldest first, for the jobs view (the first `limit`). */
  async pending(today: string, limit = 50) {
    const { db, assets, settings } = this.deps;
    const [shares, count, rows, list] = await Promise.all([
      referralShares(settings),
      db
        .selectFrom('pledge_orders')
        .where('next_day', 'is not', null)
        .where('next_day', '<=', today)
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow(),
      waiting(db, today).orderBy('pledge_orders.next_day').orderBy('pledge_orders.id').limit(limit).execute(),
      assets.list(),
    ]);
    return {
      total: Number(count.n),
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
