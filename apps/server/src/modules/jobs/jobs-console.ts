import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { JobRunItem, jobsApi, PendingPayoutItem } from '@mcc/contract/pledge';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { addDays, isDay } from '../../platform/calendar';
import { unixSeconds } from '../../platform/clock';
import { refuse } from '../../platform/http/refusal';
import type { AuditLog } from '../admin/audit-log';
import { pledgeMessages as m } from '../pledge/pledge-messages';
import type { DailyJobs, JobRunRecord } from './daily-jobs';

/** How far ahead of today demo mode lets an operator run the jobs (to show earnings in a demo). */
export const DEMO_FUTURE_DAYS = 7;

export function jobRunView(r: JobRunRecord): JobRunItem {
  return {
    id: Number(r.id),
    trigger: r.trigger,
    through_day: r.throughDay,
    status: r.status,
    stats: r.stats,
    error: r.error,
    started_at: unixSeconds(r.startedAt) ?? 0,
    finished_at: unixSeconds(r.finishedAt),
  };
}

export interface JobsConsoleOptions {
  jobs: DailyJobs;
  /** The payouts waiting for the reward pool (staking's). */
  pending: (today: string) => Promise<{ total: number; list: PendingPayoutItem[] }>;
  /** Demo mode lets an operator run a day after today (to show earnings in a demo). */
  futureAllowed: boolean;
  audit: AuditLog;
}

/** The console's jobs view: last runs and payouts waiting, and a run of the daily jobs up to a day. */
export class JobsConsole {
  constructor(private readonly o: JobsConsoleOptions) {}

  async status(): Promise<DataOf<typeof jobsApi.status>> {
    const today = this.o.jobs.today();
    const [runs, pending] = await Promise.all([this.o.jobs.lastRuns(), this.o.pending(today)]);
    return {
      time_zone: this.o.jobs.timeZone,
      today,
      future_allowed: this.o.futureAllowed,
      latest_day: this.#latestDay(today),
      runs: runs.map(jobRunView),
      pending: pending.list,
      pending_total: pending.total,
    };
  }

  #latestDay(today: string): string {
    return this.o.futureAllowed ? addDays(today, DEMO_FUTURE_DAYS) : today;
  }

  /** Runs every daily job for each day up to `date` (not after today; demo mode: a few days ahead), audited. */
  async run(actor: OperatorSession, ip: string, input: ParsedOf<typeof jobsApi.run>): Promise<JobRunItem> {
    const { date } = input;
    if (!isDay(date)) refuse(m.badDay, {}, 'date');
    const today = this.o.jobs.today();
    if (date > today && !this.o.futureAllowed) refuse(m.futureDay, { today }, 'date');
    if (date > this.#latestDay(today)) refuse(m.tooFarAhead, { latest: this.#latestDay(today), days: DEMO_FUTURE_DAYS }, 'date');
    const run = await this.o.jobs.run(date, `console:${actor.username}`);
    await this.o.audit.record(actor, ip, {
      action: 'jobs.run',
      targetType: 'jobs',
      targetId: date,
      after: { run_id: run.id, status: run.status, stats: run.stats },
    });
    return jobRunView(run);
  }
}
