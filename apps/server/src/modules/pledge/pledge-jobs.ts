import type { Kysely, Transaction } from 'kysely';
import { addDays, startOfDay } from '../../platform/calendar';
import { type Clock, nowMs } from '../../platform/clock';
import { type DailyJob, type DailyJobRun, type JobStats, yieldToRequests } from '../../platform/daily-job';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import type { Text } from '../../platform/i18n/language';
import { parseText } from '../../platform/i18n/localized-text';
import { money } from '../../platform/main-asset';
import { member, system } from '../ledger/accounts';
import type { AssetRegistry } from '../ledger/assets';
import { InsufficientBalance, type Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { SettingsService } from '../settings/settings-service';
import { referralShares } from '../team/referral-shares';
import { TeamRepository } from '../team/team-repository';
import type { OrderTips } from '../tips/tips-service';
import { dailyEarning, firstDayEarning, referralRewards, type Upline } from './pledge-math';
import { EarningRepository, OrderRepository, ProductRepository } from './pledge-repository';
import { releasePrincipal } from './pledge-settlement';

export interface PledgeJobsDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** The day boundary of earnings (config TIME_ZONE). */
  timeZone: string;
  ledger: Ledger;
  assets: AssetRegistry;
  tips: OrderTips;
  settings: SettingsService;
  /** Orders read per batch (BATCH unless a test says otherwise). */
  batch?: number;
}

type Outcome = 'paid' | 'done' | 'deferred';

/** SQLite answers "busy" when another process holds the write lock; PostgreSQL never does here. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Orders read per batch by a run. */
const BATCH = 1_000;

/**
 * Staking's daily job: for each day, pays every order's earning for that day (from the reward
 * pool to the member, and each upline's share in the same journal entry), then returns the
 * principal of the orders maturing that day.
 *
 * Exactly once: an earning is claimed by moving the order's `next_day` forward with a conditional
 * update and written under the unique key (order, day), in the transaction that posts it; a
 * maturity by moving the order out of `running` the same way. A second run, or a second process,
 * finds nothing left to claim. When the pool cannot cover a payout, the posting refuses, the
 * transaction rolls back, and the order's day stays due: it is retried by every later run.
 */
export class PledgeJobs implements DailyJob {
  readonly name = 'pledge';

  constructor(private readonly deps: PledgeJobsDeps) {}

  async start(stats: JobStats): Promise<DailyJobRun> {
    const shares = await referralShares(this.deps.settings);
    return new PledgeJobRun(this.deps, stats, shares);
  }
}

class PledgeJobRun implements DailyJobRun {
  readonly #products = new ProductRepository();
  readonly #orders = new OrderRepository();
  readonly #earnings = new EarningRepository();
  readonly #team = new TeamRepository();
  /** Orders whose payout the pool could not cover in this run: tried again by the next run, not by every day of this one. */
  readonly #deferred = new Set<bigint>();
  readonly #uplines = new Map<bigint, Upline[]>();
  readonly #productNames = new Map<bigint, Text>();

  constructor(
    private readonly deps: PledgeJobsDeps,
    private readonly stats: JobStats,
    private readonly shares: bigint[],
  ) {}

  async firstDueDay(through: string): Promise<string | null> {
    const { db } = this.deps;
    const earning = await this.#orders.firstEarningDay(db, through);
    const maturity = await this.#orders.firstMaturityDay(db, through);
    const days = [earning, maturity].filter((d): d is string => typeof d === 'string');
    return days.length === 0 ? null : days.sort()[0]!;
  }

  async runDay(day: string): Promise<void> {
    const { db } = this.deps;
    // A batch of orders at a time, so the run's memory is a batch's however many orders there are;
    // an order paid leaves the range (its next day is after `day`), one deferred stays behind the cursor.
    for (let after: { day: string; id: bigint } | undefined; ; ) {
      const due = await this.#orders.dueBy(db, day, this.deps.batch ?? BATCH, after);
      if (due.length === 0) break;
      after = due[due.length - 1];
      this.#uplines.clear();
      for (const { id } of due) {
        // Normally one day per order; after downtime, every missed day up to this one, oldest first.
        while (!this.#deferred.has(id)) {
          const outcome = await this.#attempt(() => this.#payNextEarning(id, day));
          if (outcome === 'deferred') {
            this.#deferred.add(id);
            this.stats.deferred += 1;
          }
          if (outcome !== 'paid') break;
        }
      }
    }
    for (let after: { day: string; id: bigint } | undefined; ; ) {
      const maturing = await this.#orders.maturingBy(db, day, this.deps.batch ?? BATCH, after);
      if (maturing.length === 0) break;
      after = maturing[maturing.length - 1];
      for (const { id } of maturing) await this.#attempt(() => this.#mature(id, day));
    }
  }

  /**
   * Runs one transaction, then lets waiting requests in (yieldToRequests); a payout the pool cannot
   * cover waits, a key someone else took is done, "busy" is retried.
   */
  async #attempt(work: () => Promise<Outcome>): Promise<Outcome> {
    try {
      return await this.#transaction(work);
    } finally {
      await yieldToRequests();
    }
  }

  async #transaction(work: () => Promise<Outcome>): Promise<Outcome> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (error instanceof InsufficientBalance) return 'deferred';
        if (uniqueViolationColumn(error) !== null) return 'done';
        if (isBusy(error) && attempt < 20) {
          await new Promise((resolve) => setTimeout(resolve, 25 * (attempt + 1)));
          continue;
        }
        throw error;
      }
    }
  }

  async #payNextEarning(orderId: bigint, through: string): Promise<Outcome> {
    const { db, clock, ledger, tips, assets } = this.deps;
    return db.transaction().execute(async (trx) => {
      const order = await this.#orders.find(trx, orderId);
      if (!order || order.next_day === null || order.next_day > through) return 'done';
      const day = order.next_day;
      const next = order.last_day !== null && day >= order.last_day ? null : addDays(day, 1);
      // The day it was subscribed earns for the time held before it ended; every later day in full.
      const earning =
        day === order.first_day
          ? firstDayEarning(order.principal, order.daily_rate, BigInt(startOfDay(day, this.deps.timeZone).getTime()) - order.created_at)
          : dailyEarning(order.principal, order.daily_rate);
      const now = nowMs(clock);
      // The claim: whoever moves next_day off `day` pays it; a concurrent run waits here, then finds nothing.
      if (!(await this.#orders.claimDay(trx, orderId, day, next, earning, now))) return 'done';

      const uplines = await this.#uplinesOf(trx, order.user_id);
      const rewards = referralRewards(earning, uplines, this.shares);
      let entryId: bigint | null = null;
      if (earning > 0n) {
        const pool = system('reward_pool', order.asset);
        const moves: Move[] = [
          { from: pool, to: member(order.user_id, order.asset), amount: earning, type: 'pledge_earning' },
          ...rewards.map((r) => ({ from: pool, to: member(r.userId, order.asset), amount: r.amount, type: 'referral_reward' })),
        ];
        const posted = await ledger.post(trx, {
          kind: 'pledge_earning',
          moves,
          params: { order_id: String(order.id), day },
          ref: { type: 'pledge_order', id: order.id },
        });
        entryId = posted.entryId;
      }
      const earningId = await this.#earnings.insert(trx, {
        order_id: order.id,
        user_id: order.user_id,
        day,
        asset: order.asset,
        amount: earning,
        entry_id: entryId,
        created_at: now,
      });
      await this.#earnings.insertRewards(
        trx,
        rewards.map((r) => ({
          earning_id: earningId,
          order_id: order.id,
          user_id: r.userId,
          from_user_id: order.user_id,
          level: BigInt(r.level),
          day,
          asset: order.asset,
          amount: r.amount,
          created_at: now,
        })),
      );
      if (earning > 0n) {
        await tips.add(trx, {
          userId: order.user_id,
          kind: 'pledge_earning',
          params: {
            product: await this.#productName(trx, order.product_id),
            amount: money(earning, await assets.find(order.asset, trx)),
            asset: order.asset,
            day,
          },
          refType: 'pledge_earning',
          refId: earningId,
        });
      }
      this.stats.earnings += 1;
      this.stats.rewards += rewards.length;
      return 'paid';
    });
  }

  async #mature(orderId: bigint, day: string): Promise<Outcome> {
    const { db, clock, ledger, tips, assets } = this.deps;
    return db.transaction().execute(async (trx) => {
      const order = await this.#orders.mature(trx, orderId, day, nowMs(clock));
      if (!order) return 'done';
      const { principal } = await releasePrincipal(trx, ledger, assets, order, 'pledge_maturity');
      await tips.add(trx, {
        userId: order.user_id,
        kind: 'pledge_matured',
        params: { product: await this.#productName(trx, order.product_id), principal, asset: order.asset },
        refType: 'pledge_order',
        refId: order.id,
      });
      this.stats.matured += 1;
      return 'paid';
    });
  }

  async #uplinesOf(trx: Transaction<DB>, userId: bigint): Promise<Upline[]> {
    let uplines = this.#uplines.get(userId);
    if (!uplines) {
      uplines = await this.#team.uplines(trx, userId);
      this.#uplines.set(userId, uplines);
    }
    return uplines;
  }

  async #productName(trx: Transaction<DB>, productId: bigint): Promise<Text> {
    let name = this.#productNames.get(productId);
    if (!name) {
      name = parseText(await this.#products.nameJson(trx, productId));
      this.#productNames.set(productId, name);
    }
    return name;
  }
}
