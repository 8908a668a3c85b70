// A job that runs once per calendar day. Modules with daily work implement it; the jobs module
// (modules/jobs) runs every one of them for each day in order, from the scheduler or the command line.

/** What one run did, summed over its days. */
export interface JobStats {
  /** Days processed. */
  days: number;
  earnings: number;
  rewards: number;
  matured: number;
  /** Payouts left waiting because the reward pool could not cover them. */
  deferred: number;
  /** Milliseconds each job took in the run, by its name, over every day. */
  phases: Record<string, number>;
}

export const emptyStats = (): JobStats => ({ days: 0, earnings: 0, rewards: 0, matured: 0, deferred: 0, phases: {} });

/** One run of a job, started for each run of the daily jobs. */
export interface DailyJobRun {
  /** The first day on or before `through` with work due, or null when nothing is due. */
  firstDueDay(through: string): Promise<string | null>;
  /**
   * Does the work due on `day`. Each effect is guarded by a unique key, so running a day again
   * changes nothing. Work in small transactions and call `yieldToRequests()` after each.
   */
  runDay(day: string): Promise<void>;
}

/** A job that runs once per calendar day (staking earnings and maturities, auction closes...). */
export interface DailyJob {
  readonly name: string;
  start(stats: JobStats): Promise<DailyJobRun>;
}

/**
 * Lets every other waiting request run before the job's next transaction. A job works in small
 * transactions (one payout, one maturity, one close) and calls this after each: on SQLite every
 * query runs synchronously on the one connection, so a loop of transactions that only awaits
 * promises would never give the event loop back and the whole API would wait for the run.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
