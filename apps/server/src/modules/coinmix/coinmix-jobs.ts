import type { Kysely } from 'kysely';
import { addDays, dayOf, startOfDay } from '../../platform/calendar';
import { type Clock, nowMs } from '../../platform/clock';
import type { DailyJob, DailyJobRun, JobStats } from '../../platform/daily-job';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { system } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import { LinesRepository } from '../ledger/lines-repository';
import type { SettingsService } from '../settings/settings-service';
import { AccrualRepository, NavRepository, OrderRepository } from './coinmix-repository';
import { fundRules, UNITS } from './coinmix-service';
import type { CoinmixSettlement } from './coinmix-settlement';
import { dailyManagementFee, worthOf } from './fund-math';

export interface CoinmixJobsDeps {
  db: Kysely<DB>;
  clock: Clock;
  timeZone: string;
  ledger: Ledger;
  settings: SettingsService;
  settlement: CoinmixSettlement;
}

/**
 * The fund's daily job: first settles any redemption a NAV posting left pending (a crash between the
 * posting and its settlements), then accrues the yearly management fee for each day from the first
 * subscription's day on: units outstanding at the end of the day × the last NAV of that day, × rate / 365,
 * rounded down, moved from custody to fees (no more than custody holds). One accrual per day, by a
 * unique key, in the transaction that posts it.
 */
export class CoinmixJobs implements DailyJob {
  readonly name = 'coinmix';

  constructor(private readonly d: CoinmixJobsDeps) {}

  async start(_stats: JobStats): Promise<DailyJobRun> {
    await this.d.settlement.settlePending();
    const rate = fundRules(await this.d.settings.all()).managementFee;
    return new CoinmixJobRun(this.d, rate);
  }
}

class CoinmixJobRun implements DailyJobRun {
  readonly #accruals = new AccrualRepository();
  readonly #navs = new NavRepository();
  readonly #orders = new OrderRepository();
  readonly #lines = new LinesRepository();

  constructor(
    private readonly d: CoinmixJobsDeps,
    private readonly rate: bigint,
  ) {}

  async firstDueDay(through: string): Promise<string | null> {
    const last = await this.#accruals.lastDay(this.d.db);
    let first: string;
    if (last) first = addDays(last, 1);
    else {
      // Before the first subscription no unit exists and every day's fee is 0: accruals start that day.
      const firstAt = await this.#orders.firstSubscriptionAt(this.d.db);
      if (firstAt === undefined) return null;
      first = dayOf(new Date(Number(firstAt)), this.d.timeZone);
    }
    return first <= through ? first : null;
  }

  async runDay(day: string): Promise<void> {
    const { db, ledger, clock } = this.d;
    const end = BigInt(startOfDay(addDays(day, 1), this.d.timeZone).getTime());
    const nav = await this.#navs.lastBefore(db, end);
    if (!nav) return;
    // Units outstanding at the end of the day: the unit mirror's balance after its last line before then.
    const mirror = await ledger.accountId(db, system('coinmix_units', UNITS));
    const balance = mirror === null ? undefined : await this.#lines.balanceBefore(db, mirror, end);
    const units = balance === undefined ? 0n : -balance;
    const aum = worthOf(units, nav.nav);
    try {
      await db.transaction().execute(async (trx) => {
        const custodyRef = system('coinmix_custody', 'USDT');
        const custody = await ledger.balanceOf(trx, custodyRef);
        const due = dailyManagementFee(aum, this.rate);
        // Never more than custody holds.
        const fee = custody - (custody > due ? custody - due : 0n);
        const id = await this.#accruals.insert(trx, { day, aum, fee, nav_id: nav.id, entry_id: null, created_at: nowMs(clock) });
        if (fee > 0n) {
          const posted = await ledger.post(trx, {
            kind: 'coinmix_management_fee',
            moves: [{ from: custodyRef, to: system('fees', 'USDT'), amount: fee }],
            params: { day },
            ref: { type: 'coinmix_fee_accrual', id },
          });
          await this.#accruals.setEntry(trx, id, posted.entryId);
        }
      });
    } catch (e) {
      // Another process accrued this day first.
      if (uniqueViolationColumn(e) !== null) return;
      throw e;
    }
  }
}
