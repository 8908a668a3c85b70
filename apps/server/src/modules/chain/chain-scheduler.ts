import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
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
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly watcher: DepositWatcher,
    private readonly log: { error(obj: unknown, msg: string): void },
    private readonly intervalMs: number,
    private readonly hotWallet?: HotWallet,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.tick(), this.intervalMs);
    this.#timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
    await this.#leases.release(this.db, LEASE, this.#holder).catch(() => undefined);
  }

  /** One pass when this process holds (or takes) the lease; none while the previous pass runs. */
  async tick(): Promise<boolean> {
    if (this.#running) return false;
    let ran = false;
    this.#running = (async () => {
      try {
        // No network configured (a fresh install): nothing to read, and no lease written every few seconds.
        if ((await this.#chain.networks(this.db, true)).length === 0) return;
        const now = nowMs(this.clock);
        // The lease outlives a few passes so a slow RPC does not hand it over mid-pass.
        if (!(await this.#leases.take(this.db, LEASE, this.#holder, now, now + BigInt(Math.max(60_000, this.intervalMs * 6))))) return;
        ran = true;
        await this.watcher.pass();
        await this.hotWallet?.pass();
      } catch (error) {
        this.log.error({ err: error }, 'chain watcher failed');
      }
    })().finally(() => {
      this.#running = undefined;
    });
    await this.#running;
    return ran;
  }
}
