import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { addDays, dayOf } from '../../platform/calendar';
import { type Clock, nowMs } from '../../platform/clock';
import { type DailyJob, type DailyJobRun, emptyStats, type JobStats, yieldToRequests } from '../../platform/daily-job';
import type { DB } from '../../platform/db/schema';
import { JobOutcomeRepository, JobRunRepository } from './job-repository';

export interface JobRunRecord {
  id: bigint;
  trigger: string;
  throughDay: string;
  status: string;
  stats: JobStats;
  error: string | null;
  startedAt: bigint;
  finishedAt: bigint | null;
}

function parseStats(json: string): JobStats {
  try {
    const stats = { ...emptyStats(), ...(JSON.parse(json) as Partial<JobStats>) };
    return { ...stats, phases: stats.phases ?? {} };
  } catch {
    return emptyStats();
  }
}

/**
 * Runs every daily job for each day up to a given day, in order, oldest missed day first. Safe to
 * run again, from a command line or in several server processes at once: the jobs guard each
 * effect with a unique key, and a day with nothing due costs a query.
 */
export class DailyJobs {
  readonly #runs = new JobRunRepository();
  readonly #outcomes = new JobOutcomeRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    readonly timeZone: string,
    private readonly jobs: readonly DailyJob[],
  ) {}

  today(): string {
    return dayOf(this.clock.now(), this.timeZone);
  }

  /** Runs every job for every day with work due up to and including `through`; records the run. */
  async run(through: string, trigger: string): Promise<JobRunRecord> {
    const startedAt = nowMs(this.clock);
    const stats = emptyStats();
    const id = await this.#runs.insert(this.db, {
      trigger,
      through_day: through,
      status: 'running',
      stats_json: JSON.stringify(stats),
      error: null,
      started_at: startedAt,
      finished_at: null,
    });
    let status = 'done';
    let error: string | null = null;
    // The job at work, so a failure is put down to the one that failed.
    let current: DailyJob | undefined;
    try {
      // Each job's time, summed over its start, its due day and every day it ran.
      const timed = async <T>(job: DailyJob, work: () => Promise<T>): Promise<T> => {
        current = job;
        const started = performance.now();
        try {
          return await work();
        } finally {
          stats.phases[job.name] = Math.round((stats.phases[job.name] ?? 0) + performance.now() - started);
        }
      };
      const runs: [DailyJob, DailyJobRun][] = [];
      for (const job of this.jobs) runs.push([job, await timed(job, () => job.start(stats))]);
      let first: string | null = null;
      for (const [job, run] of runs) {
        const due = await timed(job, () => run.firstDueDay(through));
        if (due !== null && (first === null || due < first)) first = due;
      }
      for (let day = first; day !== null && day <= through; day = addDays(day, 1)) {
        for (const [job, run] of runs) {
          await timed(job, () => run.runDay(day));
          await yieldToRequests();
        }
        stats.days += 1;
      }
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e.message : String(e);
    }
    const finishedAt = nowMs(this.clock);
    await this.#runs.finish(this.db, id, { status, stats_json: JSON.stringify(stats), error, finished_at: finishedAt });
    // A run stops at its first failure: the jobs after it did not finish either, so only a whole run counts as their success.
    if (status === 'done')
      await this.#outcomes.succeeded(
        this.db,
        this.jobs.map((job) => job.name),
        finishedAt,
      );
    else if (current) await this.#outcomes.failed(this.db, current.name, error ?? '', finishedAt);
    return { id, trigger, throughDay: through, status, stats, error, startedAt, finishedAt };
  }

  /** The names of the jobs, in the order they run. */
  get names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  async lastRuns(limit = 20): Promise<JobRunRecord[]> {
    const rows = await this.#runs.latest(this.db, limit);
    return rows.map((r) => ({
      id: r.id,
      trigger: r.trigger,
      throughDay: r.through_day,
      status: r.status,
      stats: parseStats(r.stats_json),
      error: r.error,
      startedAt: r.started_at,
      finishedAt: r.finished_at,
    }));
  }
}
