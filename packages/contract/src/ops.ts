import { z } from 'zod';
import { consoleEndpoint, noQuery } from './endpoint';
import { envelope } from './envelope';
import { moneyString } from './money';
import { unixSeconds } from './scalars';

// The console's health at a glance (docs/operations.md): what Prometheus scrapes from /metrics, for
// operators without Grafana. Times are Unix seconds; amounts decimal strings in the asset's units.

/** How one daily job last went. */
export const jobHealth = z.object({
  job: z.string(),
  /** The end of the last run in which it did every day due; null when it never did. */
  last_success_at: unixSeconds.nullable(),
  last_failure_at: unixSeconds.nullable(),
  failures: z.number().int(),
  last_error: z.string().nullable(),
});
export type JobHealth = z.infer<typeof jobHealth>;

/** The last ledger:verify run: when, from where, and what it found. */
export const verifyHealth = z.object({
  day: z.string(),
  /** `jobs` (the daily run) or `cli` (npm run ledger:verify). */
  trigger: z.string(),
  ok: z.boolean(),
  differences: z.number().int(),
  entries: z.number().int(),
  finished_at: unixSeconds,
  /** The first differences found, as sentences. */
  problems: z.array(z.string()),
});
export type VerifyHealth = z.infer<typeof verifyHealth>;

/** One watched network: how far behind the chain's head the watcher is, and its hot wallet. */
export const chainHealth = z.object({
  network: z.string(),
  head: z.number().int().nullable(),
  /** Head − last block read; null before the first pass. */
  lag_blocks: z.number().int().nullable(),
  last_run_at: unixSeconds.nullable(),
  last_error: z.string().nullable(),
  deposits_confirming: z.number().int(),
  /** Payouts signed or sent and not yet confirmed. */
  payouts_waiting: z.number().int(),
  /** The hot wallet's token balance in the asset's units; null without a hot wallet or when its RPC did not answer. */
  hot_wallet_balance: moneyString.nullable(),
  asset: z.string(),
});
export type ChainHealth = z.infer<typeof chainHealth>;

/** Withdrawals waiting in one state: how many, how much, since when. */
export const withdrawalsWaiting = z.object({
  /** pending (review), approving (second approval), approved (to be paid). */
  state: z.string(),
  asset: z.string(),
  count: z.number().int(),
  amount: moneyString,
  /** Since when the oldest waits in this state (requested, or approved for `approved`). */
  oldest_since: unixSeconds,
});
export type WithdrawalsWaiting = z.infer<typeof withdrawalsWaiting>;

export const opsHealth = z.object({
  jobs: z.array(jobHealth),
  ledger_verify: verifyHealth.nullable(),
  chain: z.array(chainHealth),
  withdrawals: z.array(withdrawalsWaiting),
  /** When these figures were read (they are cached a few seconds). */
  read_at: unixSeconds,
});
export type OpsHealth = z.infer<typeof opsHealth>;

export const opsApi = {
  health: consoleEndpoint.get({
    path: '/admin/api/ops/health',
    summary: 'Jobs last run, ledger:verify, chain watchers and hot wallets, withdrawals waiting',
    permission: 'dashboard.read',
    query: noQuery,
    response: envelope(opsHealth),
  }),
};
