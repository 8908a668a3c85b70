import type { Kysely } from 'kysely';
import { withId } from '../columns';

// What an operator watches: the outcome of each daily job (its last success and failures) and every
// run of ledger:verify (when, by whom, clean or how many differences).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_outcomes')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('last_success_at', 'bigint')
    .addColumn('last_failure_at', 'bigint')
    .addColumn('failures', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('ledger_verify_runs'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('ok', 'bigint', (c) => c.notNull())
    .addColumn('differences', 'bigint', (c) => c.notNull())
    .addColumn('entries', 'bigint', (c) => c.notNull())
    .addColumn('accounts', 'bigint', (c) => c.notNull())
    .addColumn('problems_json', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_verify_runs_day_idx').on('ledger_verify_runs').columns(['day', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_verify_runs').execute();
  await db.schema.dropTable('job_outcomes').execute();
}
