import { Counter, Gauge, Registry } from 'prom-client';
import { metricSeconds, reportNumber } from '../../platform/metrics/report-number';
import type { OpsService, OpsSnapshot } from './ops-service';
import { lagBlocks } from './ops-service';

/**
 * The gauges read from the database at scrape time, over one cached snapshot (OpsService): money in
 * the asset's whole units (USDT, MCC — not base units), times in Unix seconds. They are the app's,
 * not a process's: in a cluster the process that answers the scrape reads them once for all.
 */
export function opsRegistry(ops: OpsService): Registry {
  const registry = new Registry();
  // A read that fails (the database down, a migration still running) leaves the figures out of the
  // scrape, and says so in mcc_ops_figures_ok, rather than failing the whole scrape.
  const read = () => ops.snapshot().catch(() => null);
  new Gauge({
    name: 'mcc_ops_figures_ok',
    help: 'Whether the figures read from the database could be read for this scrape (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  const gauge = (name: string, help: string, labelNames: string[], fill: (g: Gauge, s: OpsSnapshot) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const snapshot = await read();
        this.reset();
        if (snapshot) fill(this, snapshot);
      },
    });
  const scaleOf = (s: OpsSnapshot, asset: string) => s.assets.find((a) => a.code === asset)?.scale ?? 0;

  gauge('mcc_ledger_liabilities', 'What members hold of each asset, every purpose (whole units of the asset)', ['asset'], (g, s) => {
    for (const [asset, owed] of s.liabilities) g.set({ asset }, reportNumber(owed, scaleOf(s, asset)));
  });
  gauge('mcc_custody_declared', 'The custody an operator last declared of each asset (whole units of the asset)', ['asset'], (g, s) => {
    for (const [asset, amount] of s.custody) g.set({ asset }, reportNumber(amount, scaleOf(s, asset)));
  });
  gauge('mcc_jobs_last_success_timestamp_seconds', 'When each daily job last did every day due (Unix s; 0 = never)', ['job'], (g, s) => {
    for (const j of s.jobs) g.set({ job: j.job }, j.lastSuccessAt === null ? 0 : metricSeconds(j.lastSuccessAt));
  });
  new Counter({
    name: 'mcc_job_failures_total',
    help: 'Runs of the daily jobs that failed, by the job that failed',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const snapshot = await read();
      this.reset();
      for (const j of snapshot?.jobs ?? []) this.inc({ job: j.job }, Number(j.failures));
    },
  });
  gauge('mcc_ledger_verify_last_run_timestamp_seconds', 'When ledger:verify last finished (Unix s; 0 = never)', [], (g, s) => {
    g.set(s.verify ? metricSeconds(s.verify.finished_at) : 0);
  });
  gauge(
    'mcc_ledger_verify_ok',
    'Whether the last ledger:verify found the books clean (1) or not (0); 0 before the first run',
    [],
    (g, s) => {
      g.set(s.verify?.ok === 1n ? 1 : 0);
    },
  );
  gauge('mcc_ledger_verify_differences', 'Differences the last ledger:verify found', [], (g, s) => {
    g.set(s.verify ? Number(s.verify.differences) : 0);
  });
  gauge(
    'mcc_withdrawals_waiting',
    'Withdrawals waiting, by state (pending review, approving, approved to be paid) and asset',
    ['state', 'asset'],
    (g, s) => {
      for (const w of s.withdrawals) g.set({ state: w.state, asset: w.asset }, Number(w.count));
    },
  );
  gauge(
    'mcc_withdrawals_waiting_amount',
    'Amount of the withdrawals waiting, by state and asset (whole units of the asset)',
    ['state', 'asset'],
    (g, s) => {
      for (const w of s.withdrawals) g.set({ state: w.state, asset: w.asset }, reportNumber(w.amount, scaleOf(s, w.asset)));
    },
  );
  gauge(
    'mcc_withdrawals_oldest_waiting_seconds',
    'How long the oldest withdrawal of each state has waited in it (seconds)',
    ['state'],
    (g, s) => {
      const oldest = new Map<string, bigint>();
      for (const w of s.withdrawals) {
        const was = oldest.get(w.state);
        if (was === undefined || w.oldestSince < was) oldest.set(w.state, w.oldestSince);
      }
      for (const [state, since] of oldest) g.set({ state }, Math.max(0, metricSeconds(s.readAt - since)));
    },
  );
  gauge(
    'mcc_chain_watcher_lag_blocks',
    'Blocks between the chain head the deposit watcher last saw and the last block it read',
    ['network'],
    (g, s) => {
      for (const n of s.networks) {
        const lag = lagBlocks(n);
        if (lag !== null) g.set({ network: n.network }, lag);
      }
    },
  );
  gauge('mcc_chain_watcher_last_run_timestamp_seconds', 'When the deposit watcher last read the network (Unix s)', ['network'], (g, s) => {
    for (const n of s.networks) if (n.lastRunAt !== null) g.set({ network: n.network }, metricSeconds(n.lastRunAt));
  });
  gauge('mcc_chain_watcher_failing', 'Whether the watcher’s last pass over the network failed (1) or not (0)', ['network'], (g, s) => {
    for (const n of s.networks) g.set({ network: n.network }, n.lastError ? 1 : 0);
  });
  gauge('mcc_chain_deposits_confirming', 'Deposits seen on chain and waiting for their confirmations', ['network'], (g, s) => {
    for (const n of s.networks) g.set({ network: n.network }, Number(n.confirming));
  });
  gauge('mcc_chain_payouts_waiting', 'Hot-wallet payouts signed or sent and not yet confirmed', ['network'], (g, s) => {
    for (const n of s.networks) g.set({ network: n.network }, Number(n.payoutsWaiting));
  });
  gauge('mcc_hot_wallet_balance', 'The hot wallet’s token balance (whole units of the asset, e.g. USDT)', ['network', 'asset'], (g, s) => {
    for (const n of s.networks)
      if (n.hotWallet) g.set({ network: n.network, asset: n.asset }, reportNumber(n.hotWallet.token, scaleOf(s, n.asset)));
  });
  gauge(
    'mcc_hot_wallet_gas_balance',
    'The hot wallet’s balance of the chain’s own coin for gas (whole coins, e.g. ETH)',
    ['network'],
    (g, s) => {
      for (const n of s.networks) if (n.hotWallet) g.set({ network: n.network }, reportNumber(n.hotWallet.native, 18));
    },
  );
  gauge(
    'mcc_hot_wallet_nonce_gap',
    'Nonces handed out by the database that the chain has not seen; above 0 later payouts wait',
    ['network'],
    (g, s) => {
      for (const n of s.networks) if (n.hotWallet) g.set({ network: n.network }, Number(n.hotWallet.nonceGap));
    },
  );
  return registry;
}
