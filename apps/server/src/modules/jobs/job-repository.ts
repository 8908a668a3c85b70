import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { insertReturningId } from '../shared-rows-repository';
import type { JobOutcomeTable, JobRunTable } from './tables';

export type JobRunRow = Selectable<JobRunTable>;

/** The record of each run of the daily jobs. */
export class JobRunRepository {
  insert(db: Executor, values: Insertable<JobRunTable>): Promise<bigint> {
    return insertReturningId(db, 'job_runs', values);
  }

  async finish(db: Executor, id: bigint, set: Pick<JobRunRow, 'status' | 'stats_json' | 'error' | 'finished_at'>): Promise<void> {
    await db.updateTable('job_runs').set(set).where('id', '=', id).execute();
  }

  /** The last `limit` runs, newest first. */
  latest(db: Executor, limit: number): Promise<JobRunRow[]> {
    return db.selectFrom('job_runs').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }
}

export type JobOutcomeRow = Selectable<JobOutcomeTable>;

/** How each daily job last went. */
export class JobOutcomeRepository {
  async succeeded(db: Executor, jobs: string[], at: bigint): Promise<void> {
    for (const job of jobs) {
      await db
        .insertInto('job_outcomes')
        .values({ job, last_success_at: at, last_failure_at: null, failures: 0n, last_error: null, updated_at: at })
        .onConflict((oc) => oc.column('job').doUpdateSet({ last_success_at: at, updated_at: at }))
        .execute();
    }
  }

  async failed(db: Executor, job: string, error: string, at: bigint): Promise<void> {
    const lastError = error.slice(0, 500);
    await db
      .insertInto('job_outcomes')
      .values({ job, last_success_at: null, last_failure_at: at, failures: 1n, last_error: lastError, updated_at: at })
      .onConflict((oc) =>
        oc.column('job').doUpdateSet((eb) => ({
          last_failure_at: at,
          failures: eb('job_outcomes.failures', '+', 1n),
          last_error: lastError,
          updated_at: at,
        })),
      )
      .execute();
  }

  all(db: Executor): Promise<JobOutcomeRow[]> {
    return db.selectFrom('job_outcomes').selectAll().orderBy('job').execute();
  }
}

/** Named leases: which process runs the scheduled jobs until when. */
export class JobLeaseRepository {
  /** Takes the lease for `holder` until `expiresAt` (ms) when it is free, expired or already theirs; true when `holder` holds it. */
  async take(db: Executor, name: string, holder: string, now: bigint, expiresAt: bigint): Promise<boolean> {
    await db
      .insertInto('job_leases')
      .values({ name, holder, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder, expires_at: expiresAt })
          .where((eb) => eb.or([eb('job_leases.holder', '=', holder), eb('job_leases.expires_at', '<', now)])),
      )
      .execute();
    const row = await db.selectFrom('job_leases').select('holder').where('name', '=', name).executeTakeFirst();
    return row?.holder === holder;
  }

  async release(db: Executor, name: string, holder: string): Promise<void> {
    await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
  }
}
