import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { PeriodicPass } from '../../platform/periodic-pass';
import type { DailyJobs } from './daily-jobs';
import { JobLeaseRepository } from './job-repository';

const LEASE = 'daily-jobs';
const LEASE_MS = 5 * 60_000;
/** Payouts that waited for the reward pool are tried again this often, besides once at each new day. */
const RETRY_MS = 60 * 60_000;

/**
 * Runs the daily jobs inside a server process: every minute it checks whether a new day has begun
 * (or an hour has passed since the last run, to retry payouts that waited for the pool) and, if
 * this process holds the lease, runs them. With many server processes one works at a time; the
 * jobs' unique keys keep the effects exactly once even if two ever overlap.
 */
export class JobScheduler {
  readonly #leases = new JobLeaseRepository();
  readonly #holder = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  readonly #pass = new PeriodicPass(
    () => this.#tick(),
    (error) => this.log.error({ err: error }, 'daily jobs scheduler failed'),
  );
  #lastDay: string | undefined;
  #lastRunMs = 0n;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly jobs: DailyJobs,
    private readonly log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
  ) {}

  start(intervalMs = 60_000): void {
    this.#pass.start(intervalMs, true);
  }

  async stop(): Promise<void> {
    await this.#pass.stop();
    await this.#leases.release(this.db, LEASE, this.#holder);
  }

  /** One check; does nothing while the previous one is still running. */
  async tick(): Promise<void> {
    await this.#pass.tick();
  }

  async #tick(): Promise<void> {
    const now = nowMs(this.clock);
    const today = this.jobs.today();
    if (today === this.#lastDay && now - this.#lastRunMs < BigInt(RETRY_MS)) return;
    if (!(await this.#takeLease(now))) return;
    const run = await this.jobs.run(today, 'scheduler');
    this.#lastDay = today;
    this.#lastRunMs = now;
    if (run.status !== 'done') this.log.error({ run }, 'daily jobs failed');
    else if (run.stats.days > 0) this.log.info({ stats: run.stats, through: today }, 'daily jobs ran');
  }

  /** Takes or renews the lease; true when this process holds it. */
  #takeLease(now: bigint): Promise<boolean> {
    return this.#leases.take(this.db, LEASE, this.#holder, now, now + BigInt(LEASE_MS));
  }
}
