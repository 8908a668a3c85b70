import { describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { useTestDatabase } from '../../../test/test-app';
import { ManualClock, nowMs } from '../../platform/clock';
import type { DailyJob } from '../../platform/daily-job';
import { LedgerVerifyJob } from '../ledger/verify-runs';
import { DailyJobs } from './daily-jobs';
import { JobOutcomeRepository } from './job-repository';

// Each daily job's outcome is recorded by its name (what the metrics and the console report): a
// whole run is every job's success; a failure is put down to the job that failed. ledger:verify
// runs once a day among them and records what it found.

const t = useTestDatabase();
const clock = new ManualClock('2026-03-02T01:00:00+08:00');
const outcomes = new JobOutcomeRepository();

/** A job with work due each day; `fail` makes its day throw. */
function job(name: string, fail = false): DailyJob {
  return {
    name,
    async start() {
      return {
        firstDueDay: async (through: string) => through,
        runDay: async () => {
          if (fail) throw new Error(`${name} could not pay`);
        },
      };
    },
  };
}

const outcomeOf = async (name: string) => (await outcomes.all(t.database.db)).find((o) => o.job === name);

describe('job outcomes', () => {
  it('records a whole run as every job’s success, and a failure against the job that failed', async () => {
    const good = new DailyJobs(t.database.db, clock, 'Asia/Shanghai', [job('first'), job('second')]);
    expect((await good.run('2026-03-02', 'test')).status).toBe('done');
    const at = nowMs(clock);
    expect(await outcomeOf('first')).toMatchObject({ last_success_at: at, failures: 0n, last_error: null });
    expect(await outcomeOf('second')).toMatchObject({ last_success_at: at, failures: 0n });

    clock.set('2026-03-03T01:00:00+08:00');
    const failing = new DailyJobs(t.database.db, clock, 'Asia/Shanghai', [job('first'), job('second', true)]);
    const run = await failing.run('2026-03-03', 'test');
    expect(run.status).toBe('failed');
    // The failing job: a failure, its error; its last success stays the one before. The other job did not finish a run either.
    expect(await outcomeOf('second')).toMatchObject({
      last_success_at: at,
      last_failure_at: nowMs(clock),
      failures: 1n,
      last_error: 'second could not pay',
    });
    expect(await outcomeOf('first')).toMatchObject({ last_success_at: at, failures: 0n });
    await failing.run('2026-03-03', 'test');
    expect((await outcomeOf('second'))?.failures).toBe(2n);
  });

  it('runs ledger:verify once a day, records it, and reports differences as an error', async () => {
    const member = await addMember(t);
    await credit(t, member, 5n * USDT);
    const errors: unknown[] = [];
    const log = { error: (obj: unknown) => errors.push(obj) };
    clock.set('2026-03-04T01:00:00+08:00');
    const jobs = new DailyJobs(t.database.db, clock, 'Asia/Shanghai', [new LedgerVerifyJob({ db: t.database.db, clock, log })]);
    const runs = () => t.database.db.selectFrom('ledger_verify_runs').selectAll().where('trigger', '=', 'jobs').orderBy('id').execute();
    await jobs.run('2026-03-04', 'test');
    await jobs.run('2026-03-04', 'test');
    expect(await runs()).toEqual([expect.objectContaining({ day: '2026-03-04', ok: 1n, differences: 0n })]);
    expect(errors).toEqual([]);

    // A cached balance changed behind the journal: the next day's check finds it.
    await t.database.db
      .updateTable('ledger_accounts')
      .set({ balance: 6n * USDT })
      .where('user_id', '=', member.id)
      .execute();
    clock.set('2026-03-05T01:00:00+08:00');
    expect((await jobs.run('2026-03-05', 'test')).status).toBe('done');
    const [, second] = await runs();
    expect(second).toMatchObject({ day: '2026-03-05', ok: 0n });
    expect(Number(second?.differences)).toBeGreaterThan(0);
    expect(errors).toEqual([expect.objectContaining({ day: '2026-03-05' })]);
    expect((await outcomeOf('ledger_verify'))?.last_success_at).toBe(nowMs(clock));
  });
});
