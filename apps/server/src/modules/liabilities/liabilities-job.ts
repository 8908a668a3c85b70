import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DailyJob, DailyJobRun, JobStats } from '../../platform/daily-job';
import type { DB } from '../../platform/db/schema';
import { LiabilitiesRepository } from './liabilities-repository';
import { publishRoot } from './liabilities-tree';

/**
 * The daily liabilities root. It runs last among the daily jobs, so a day's root holds that day's
 * earnings and maturities, and it publishes only the newest day of a run: a snapshot is of balances
 * now, so catching up missed days would publish the same balances under older dates. The figures it
 * publishes are checked against the journal's lines; a difference is a failure of the job.
 */
export class LiabilitiesJob implements DailyJob {
  readonly name = 'liabilities';

  constructor(private readonly d: { db: Kysely<DB>; clock: Clock }) {}

  async start(_stats: JobStats): Promise<DailyJobRun> {
    const { db, clock } = this.d;
    const roots = new LiabilitiesRepository();
    let through: string | null = null;
    return {
      async firstDueDay(day: string) {
        through = day;
        return (await roots.hasDay(db, day)) ? null : day;
      },
      async runDay(day: string) {
        if (day !== through) return;
        const built = await publishRoot(db, clock, day);
        // Published as the accounts say; a difference from the journal fails the job, which the console shows.
        if (built && built.mismatches.length > 0)
          throw new Error(`liabilities of ${day} differ from the journal: ${built.mismatches.join('; ')}`);
      },
    };
  }
}
