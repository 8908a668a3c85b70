import { addDays, startOfDay } from '../../platform/calendar';
import { type Clock, nowMs } from '../../platform/clock';
import type { DailyJob, DailyJobRun, JobStats } from '../../platform/daily-job';
import { PeriodicPass } from '../../platform/periodic-pass';
import type { AuctionSettlement } from './settlement';

/**
 * The auction's scheduled work as a daily job (`npm run jobs -- --date`, the console's "run jobs"):
 * it closes the lots that have ended, forfeits the deposits whose rest was not paid in time and
 * confirms the orders whose time ran out — each by the end of the day run or by now, whichever is
 * earlier. Auctions run on real time: a run through a later day (demo mode lets an operator run the
 * future for staking) never closes a lot before its end, as its bidders are still bidding.
 * Exactly once per effect, as every close and settlement is claimed by a conditional update.
 */
export class AuctionJobs implements DailyJob {
  readonly name = 'auction';

  constructor(
    private readonly settlement: AuctionSettlement,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async start(_stats: JobStats): Promise<DailyJobRun> {
    const { settlement, clock, timeZone } = this;
    const cutoffOf = (day: string): bigint => {
      const now = nowMs(clock);
      const endOfDay = BigInt(startOfDay(addDays(day, 1), timeZone).getTime()) - 1n;
      if (endOfDay < now) return endOfDay;
      return now;
    };
    return {
      // Closes and confirmations are due by a time, not a day: the last day of the run does them all.
      firstDueDay: async (through) => ((await settlement.hasDue(cutoffOf(through))) ? through : null),
      runDay: async (day) => {
        const cutoff = cutoffOf(day);
        await settlement.closeDue(cutoff);
        await settlement.forfeitDue(cutoff);
        await settlement.autoConfirmDue(cutoff);
      },
    };
  }
}

/**
 * Closes lots as they end and confirms orders as their time runs out, inside a server process,
 * every few seconds. Several processes may run it at once: each close and settlement is claimed
 * by one of them only.
 */
export class AuctionSweeper {
  readonly #pass: PeriodicPass;

  constructor(
    private readonly settlement: AuctionSettlement,
    private readonly clock: Clock,
    log: { error(obj: unknown, msg: string): void },
  ) {
    this.#pass = new PeriodicPass(
      async () => {
        const now = nowMs(this.clock);
        await this.settlement.closeDue(now);
        await this.settlement.forfeitDue(now);
        await this.settlement.autoConfirmDue(now);
      },
      (error) => log.error({ err: error }, 'auction sweep failed'),
    );
  }

  start(intervalMs = 5_000): void {
    this.#pass.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.#pass.stop();
  }

  tick(): Promise<void> {
    return this.#pass.tick();
  }
}
