import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { Text } from '../../platform/i18n/language';
import { uniqueViolationColumn } from '../account/unique-violation';
import { addDays } from '../jobs/calendar';
import type { DailyJob, DailyJobRun, JobStats } from '../jobs/daily-jobs';
import { member, system } from '../ledger/accounts';
import type { AssetRegistry } from '../ledger/assets';
import { InsufficientBalance, type Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import { parseText } from '../notice/localized-text';
import type { SettingsService } from '../settings/settings-service';
import { TeamService } from '../team/team-service';
import type { OrderTips } from '../tips/tips-service';
import { dailyEarning, parseRate, referralRewards, type Upline } from './pledge-math';
import { money, releasePrincipal } from './pledge-service';

export interface PledgeJobsDeps {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  assets: AssetRegistry;
  tips: OrderTips;
  settings: SettingsService;
}

type Outcome = 'paid' | 'done' | 'deferred';

/** The configured referral shares per level, in parts per 10^8 (a bad stored value counts as 0). */
export async function referralShares(settings: SettingsService): Promise<bigint[]> {
  const s = await settings.all();
  return [s.referral_share_level1, s.referral_share_level2, s.referral_share_level3].map((v) => parseRate(v) ?? 0n);
}

/** SQLite answers "busy" when another process holds the write lock; PostgreSQL never does here. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

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
    const earning = await db
      .selectFrom('pledge_orders')
      .select((eb) => eb.fn.min<string>('next_day').as('day'))
      .where('next_day', 'is not', null)
      .where('next_day', '<=', through)
      .executeTakeFirst();
    const maturity = await db
      .selectFrom('pledge_orders')
      .select((eb) => eb.fn.min<string>('last_day').as('day'))
      .where('status', '=', 'running')
      .where('last_day', 'is not', null)
      .where('last_day', '<=', through)
      .executeTakeFirst();
    const days = [earning?.day, maturity?.day].filter((d): d is string => typeof d === 'string');
    return days.length === 0 ? null : days.sort()[0]!;
  }

  async runDay(day: string): Promise<void> {
    const { db } = this.deps;
    const due = await db.selectFrom('pledge_orders').select('id').where('next_day', '<=', day).orderBy('next_day').orderBy('id').execute();
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
    const maturing = await db
      .selectFrom('pledge_orders')
      .select('id')
      .where('status', '=', 'running')
      .where('last_day', '<=', day)
      .orderBy('last_day')
      .orderBy('id')
      .execute();
    for (const { id } of maturing) await this.#attempt(() => this.#mature(id, day));
  }

  /** Runs one transaction; a payout the pool cannot cover waits, a key someone else took is done, "busy" is retried. */
  async #attempt(work: () => Promise<Outcome>): Promise<Outcome> {
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
      const order = await trx.selectFrom('pledge_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
      if (!order || order.next_day === null || order.next_day > through) return 'done';
      const day = order.next_day;
      const next = order.last_day !== null && day >= order.last_day ? null : addDays(day, 1);
      const earning = dailyEarning(order.principal, order.daily_rate);
      const now = nowMs(clock);
      // The claim: whoever moves next_day off `day` pays it; a concurrent run waits here, then finds nothing.
      const claimed = await trx
        .updateTable('pledge_orders')
        .set((eb) => ({ next_day: next, earned: eb('earned', '+', earning), updated_at: now }))
        .where('id', '=', orderId)
        .where('next_day', '=', day)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return 'done';

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
      const row = await trx
        .insertInto('pledge_earnings')
        .values({
          order_id: order.id,
          user_id: order.user_id,
          day,
          asset: order.asset,
          amount: earning,
          entry_id: entryId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (rewards.length > 0) {
        await trx
          .insertInto('referral_rewards')
          .values(
            rewards.map((r) => ({
              earning_id: row.id,
              order_id: order.id,
              user_id: r.userId,
              from_user_id: order.user_id,
              level: BigInt(r.level),
              day,
              asset: order.asset,
              amount: r.amount,
              created_at: now,
            })),
          )
          .execute();
      }
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
          refId: row.id,
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
      const now = nowMs(clock);
      const order = await trx
        .updateTable('pledge_orders')
        .set({ status: 'matured', settled_at: now, updated_at: now })
        .where('id', '=', orderId)
        .where('status', '=', 'running')
        .where('last_day', '<=', day)
        .returningAll()
        .executeTakeFirst();
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
      uplines = await TeamService.uplines(trx, userId);
      this.#uplines.set(userId, uplines);
    }
    return uplines;
  }

  async #productName(trx: Transaction<DB>, productId: bigint): Promise<Text> {
    let name = this.#productNames.get(productId);
    if (!name) {
      const row = await trx.selectFrom('pledge_products').select('name_json').where('id', '=', productId).executeTakeFirstOrThrow();
      name = parseText(row.name_json);
      this.#productNames.set(productId, name);
    }
    return name;
  }
}
