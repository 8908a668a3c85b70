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

export interface JobTables {
  job_runs: JobRunTable;
  job_leases: JobLeaseTable;
}
