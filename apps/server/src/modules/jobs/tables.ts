import type { Generated } from 'kysely';

/** One run of the daily jobs (from the scheduler, the command line or the console), for the console's "last runs". */
export interface JobRunTable {
  id: Generated<bigint>;
  /** `scheduler`, `cli` or `console:<operator>`. */
  trigger: string;
  /** The last day the run processed (`YYYY-MM-DD`). */
  through_day: string;
  /** `running`, `done` or `failed`. */
  status: string;
  /** JSON of the counts: earnings paid, rewards, matured, deferred for want of pool... */
  stats_json: string;
  error: string | null;
  started_at: bigint;
  finished_at: bigint | null;
}

/** Who runs the scheduled jobs right now; several server processes take turns instead of racing. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expires_at: bigint;
}

/** How each daily job last went, by its name: what the metrics and the console's health report. */
export interface JobOutcomeTable {
  job: string;
  /** Unix ms of the end of the last run in which the job did every day due. */
  last_success_at: bigint | null;
  last_failure_at: bigint | null;
  /** Runs in which the job failed, ever. */
  failures: bigint;
  last_error: string | null;
  updated_at: bigint;
}

export interface JobTables {
  job_runs: JobRunTable;
  job_leases: JobLeaseTable;
  job_outcomes: JobOutcomeTable;
}
