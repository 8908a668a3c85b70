import { addDays, dayOf, startOfDay } from '../../platform/calendar';
import { type Clock, nowMs } from '../../platform/clock';
import type { DailyJob, DailyJobRun, JobStats } from '../../platform/daily-job';
import type { AuctionSettlement } from './settlement';

/**
 * The auction's scheduled work as a daily job (`npm run jobs -- --date`, the console's "run jobs"):
 * for a day up to today it closes the lots that have ended by now, forfeits the deposits whose
 * rest was not paid in time and confirms the orders whose time ran out; for a later day (demo mode lets an operator run the future) it does what would be
 * due by the end of that day. Exactly once per effect, as every close and settlement is claimed by
 * a conditional update.
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
      return day > dayOf(clock.now(), timeZone) ? endOfDay : endOfDay < now ? endOfDay : now;
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
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly settlement: AuctionSettlement,
    private readonly clock: Clock,
    private readonly log: { error(obj: unknown, msg: string): void },
  ) {}

  start(intervalMs = 5_000): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.tick(), intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  async tick(): Promise<void> {
    if (this.#running) return;
    this.#running = (async () => {
      try {
        const now = nowMs(this.clock);
        await this.settlement.closeDue(now);
        await this.settlement.forfeitDue(now);
        await this.settlement.autoConfirmDue(now);
      } catch (error) {
        this.log.error({ err: error }, 'auction sweep failed');
      }
    })().finally(() => {
      this.#running = undefined;
    });
    await this.#running;
  }
}
