import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { PeriodicPass } from '../../platform/periodic-pass';
import { JobLeaseRepository } from '../jobs/job-repository';
import { ChainRepository } from './chain-repository';
import type { DepositWatcher } from './deposit-watcher';
import type { HotWallet } from './hot-wallet';

const LEASE = 'chain-watcher';

/**
 * Runs the deposit watcher and the hot wallet's payouts every few seconds in the process that holds the `chain-watcher` lease,
 * so that with several server processes one reads the chains at a time. The lease only saves
 * work: two watchers at once still credit each log once (the deposits' unique key and the
 * conditional credit), so a lease that lapses mid-pass is harmless.
 */
export class ChainScheduler {
  readonly #leases = new JobLeaseRepository();
  readonly #chain = new ChainRepository();
  readonly #holder = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  readonly #pass = new PeriodicPass(
    () => this.#leasedPass(),
    (error) => this.log.error({ err: error }, 'chain watcher failed'),
  );

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly watcher: DepositWatcher,
    private readonly log: { error(obj: unknown, msg: string): void },
    private readonly intervalMs: number,
    private readonly hotWallet?: HotWallet,
  ) {}

  start(): void {
    this.#pass.start(this.intervalMs, true);
  }

  async stop(): Promise<void> {
    await this.#pass.stop();
    await this.#leases.release(this.db, LEASE, this.#holder).catch(() => undefined);
  }

  /** One pass when this process holds (or takes) the lease; none while the previous pass runs. */
  async tick(): Promise<boolean> {
    return (await this.#pass.run()) ?? false;
  }

  /** Whether this process held the lease and ran the pass (a failure after that is logged, and still counts). */
  async #leasedPass(): Promise<boolean> {
    let ran = false;
    try {
      // No network configured (a fresh install): nothing to read, and no lease written every few seconds.
      if ((await this.#chain.networks(this.db, true)).length === 0) return false;
      const now = nowMs(this.clock);
      // The lease outlives a few passes so a slow RPC does not hand it over mid-pass.
      if (!(await this.#leases.take(this.db, LEASE, this.#holder, now, now + BigInt(Math.max(60_000, this.intervalMs * 6))))) return false;
      ran = true;
      await this.watcher.pass();
      await this.hotWallet?.pass();
    } catch (error) {
      this.log.error({ err: error }, 'chain watcher failed');
    }
    return ran;
  }
}
