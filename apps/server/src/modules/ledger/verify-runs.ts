import type { Kysely, Selectable } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DailyJob, DailyJobRun, JobStats } from '../../platform/daily-job';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { hasRowWhere, insertReturningId } from '../shared-rows-repository';
import type { LedgerVerifyRunTable } from './tables';
import { verifyLedger } from './verify';

export type VerifyRunRow = Selectable<LedgerVerifyRunTable>;

/** The differences kept with a run: enough to start looking, never the whole list of a broken journal. */
const KEPT_PROBLEMS = 20;

/** The record of every ledger:verify run. */
export class VerifyRunRepository {
  insert(db: Executor, row: Omit<VerifyRunRow, 'id'>): Promise<bigint> {
    return insertReturningId(db, 'ledger_verify_runs', row);
  }

  latest(db: Executor): Promise<VerifyRunRow | undefined> {
    return db.selectFrom('ledger_verify_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  hasDay(db: Executor, day: string, trigger: string): Promise<boolean> {
    return hasRowWhere(db, 'ledger_verify_runs', { day, trigger });
  }
}

/** Runs ledger:verify on `db` and records what it found under `day` and `trigger`; the run's row and the report. */
export async function verifyAndRecord(db: Kysely<DB>, clock: Clock, day: string, trigger: string) {
  const startedAt = nowMs(clock);
  const report = await verifyLedger(db);
  const row = {
    day,
    trigger,
    ok: report.ok ? 1n : 0n,
    differences: BigInt(report.problems.length),
    entries: BigInt(report.entries),
    accounts: BigInt(report.accounts),
    problems_json: JSON.stringify(report.problems.slice(0, KEPT_PROBLEMS)),
    started_at: startedAt,
    finished_at: nowMs(clock),
  };
  const id = await new VerifyRunRepository().insert(db, row);
  return { row: { id, ...row }, report };
}

export interface VerifyLog {
  error(obj: unknown, msg: string): void;
}

/**
 * ledger:verify once a day, after every other daily job (the books as the day's payouts left them).
 * A run that finds differences is recorded and logged as an error; it is not a failure of the job:
 * the job did its work, and the metrics and the console report the books' state.
 */
export class LedgerVerifyJob implements DailyJob {
  readonly name = 'ledger_verify';

  constructor(private readonly d: { db: Kysely<DB>; clock: Clock; log?: VerifyLog }) {}

  async start(_stats: JobStats): Promise<DailyJobRun> {
    const { db, clock, log } = this.d;
    const runs = new VerifyRunRepository();
    let through: string | null = null;
    return {
      async firstDueDay(day: string) {
        through = day;
        return (await runs.hasDay(db, day, 'jobs')) ? null : day;
      },
      async runDay(day: string) {
        if (day !== through) return;
        const { report } = await verifyAndRecord(db, clock, day, 'jobs');
        if (!report.ok)
          log?.error({ differences: report.problems.length, first: report.problems.slice(0, 5), day }, 'ledger:verify found differences');
      },
    };
  }
}
