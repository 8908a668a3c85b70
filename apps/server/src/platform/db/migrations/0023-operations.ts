import type { Kysely } from 'kysely';
import { dropTables, indexes, table, tableWithId } from '../columns';

// What an operator watches: the outcome of each daily job (its last success and failures) and every
// run of ledger:verify (when, by whom, clean or how many differences).
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'job_outcomes', {
    job: 'text primary key',
    last_success_at: 'bigint',
    last_failure_at: 'bigint',
    failures: 'bigint not null default 0',
    last_error: 'text',
    updated_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'ledger_verify_runs', {
    day: 'text not null',
    trigger: 'text not null',
    ok: 'bigint not null',
    differences: 'bigint not null',
    entries: 'bigint not null',
    accounts: 'bigint not null',
    problems_json: 'text not null',
    started_at: 'bigint not null',
    finished_at: 'bigint not null',
  }).execute();
  await indexes(db, 'ledger_verify_runs', { ledger_verify_runs_day_idx: ['day', 'id'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['ledger_verify_runs', 'job_outcomes']);
}
