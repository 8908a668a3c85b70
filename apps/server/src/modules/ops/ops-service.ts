import type { OpsHealth } from '@mcc/contract/ops';
import type { Kysely } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { tokenToAsset } from '../chain/amounts';
import type { NetworkRow } from '../chain/chain-repository';
import { JobOutcomeRepository } from '../jobs/job-repository';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import { VerifyRunRepository, type VerifyRunRow } from '../ledger/verify-runs';
import { LiabilitiesRepository } from '../liabilities/liabilities-repository';
import { OpsRepository } from './ops-repository';

/** What the hot wallet looks like on chain (the chain module's HotWallet answers it). */
export interface HotWalletProbe {
  probe(network: NetworkRow): Promise<{ token: bigint; native: bigint; pendingNonce: bigint } | null>;
}

export interface HotWalletState {
  /** Token balance in the asset's base units. */
  token: bigint;
  /** Gas balance in the chain's smallest unit (wei). */
  native: bigint;
  /** Nonces the database handed out that the chain has not seen (signed payouts the chain does not know): > 0 holds up every later payout. */
  nonceGap: bigint;
}

export interface NetworkState {
  network: string;
  asset: string;
  head: bigint | null;
  scannedTo: bigint | null;
  lastRunAt: bigint | null;
  lastError: string | null;
  confirming: bigint;
  payoutsWaiting: bigint;
  /** Null without a hot wallet, or when its RPC did not answer in time. */
  hotWallet: HotWalletState | null;
}

/** Everything the health figures show, read at one time; amounts in base units, times in Unix ms. */
export interface OpsSnapshot {
  readAt: bigint;
  assets: Asset[];
  /** Per asset: what members hold (every purpose). */
  liabilities: Map<string, bigint>;
  /** Per asset: the newest custody declaration. */
  custody: Map<string, bigint>;
  jobs: { job: string; lastSuccessAt: bigint | null; lastFailureAt: bigint | null; failures: bigint; lastError: string | null }[];
  verify: VerifyRunRow | null;
  withdrawals: { state: string; asset: string; count: bigint; amount: bigint; oldestSince: bigint }[];
  networks: NetworkState[];
}

export interface OpsOptions {
  db: Kysely<DB>;
  clock: Clock;
  assets: AssetRegistry;
  /** The daily jobs by name, so a job that never ran still shows (as never). */
  jobNames: readonly string[];
  hotWallet?: HotWalletProbe;
  /** How long a snapshot is served again before the database is read anew. */
  cacheMs?: number;
  /** How long the hot wallets' balances (an RPC call each) are kept. */
  hotWalletCacheMs?: number;
  /** How long one hot wallet's RPC may take before it counts as not answering. */
  rpcTimeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The operators' health figures: jobs, ledger:verify, liabilities and custody, withdrawals waiting,
 * the chain watchers and hot wallets. Read in a handful of cheap queries and kept a few seconds, so
 * a scrape every few seconds, the console and several Prometheis cost the database almost nothing.
 */
export class OpsService {
  readonly #ops = new OpsRepository();
  readonly #outcomes = new JobOutcomeRepository();
  readonly #verify = new VerifyRunRepository();
  readonly #liabilities = new LiabilitiesRepository();
  #snapshot: { at: number; value: Promise<OpsSnapshot> } | null = null;
  readonly #hot = new Map<bigint, { at: number; value: Promise<HotWalletState | null> }>();

  constructor(private readonly o: OpsOptions) {}

  /** The figures, read at most once per `cacheMs` (concurrent callers share one read). */
  snapshot(): Promise<OpsSnapshot> {
    const now = Number(nowMs(this.o.clock));
    if (this.#snapshot && now - this.#snapshot.at < (this.o.cacheMs ?? 5000)) return this.#snapshot.value;
    const value = this.#read();
    this.#snapshot = { at: now, value };
    // A failed read is not kept: the next caller tries again.
    value.catch(() => {
      if (this.#snapshot?.value === value) this.#snapshot = null;
    });
    return value;
  }

  async #read(): Promise<OpsSnapshot> {
    const { db } = this.o;
    const [assets, totals, declarations, outcomes, verify, waiting, networks, confirming, payouts] = await Promise.all([
      this.o.assets.list(),
      this.#ops.systemTotals(db),
      this.#liabilities.latestDeclarations(db),
      this.#outcomes.all(db),
      this.#verify.latest(db),
      this.#ops.withdrawalsWaiting(db),
      this.#ops.networks(db),
      this.#ops.confirmingDeposits(db),
      this.#ops.payoutsWaiting(db),
    ]);
    const liabilities = new Map(assets.map((a) => [a.code, 0n]));
    for (const t of totals) liabilities.set(t.asset, -t.total);
    const byJob = new Map(outcomes.map((o) => [o.job, o]));
    const jobNames = [...new Set([...this.o.jobNames, ...byJob.keys()])];
    const countOf = (rows: { network_id: bigint; count: bigint }[], id: bigint) => rows.find((r) => r.network_id === id)?.count ?? 0n;
    const assetOf = new Map(assets.map((a) => [a.code, a]));
    return {
      readAt: nowMs(this.o.clock),
      assets,
      liabilities,
      custody: new Map(declarations.map((d) => [d.asset, d.amount])),
      jobs: jobNames.map((job) => {
        const o = byJob.get(job);
        return {
          job,
          lastSuccessAt: o?.last_success_at ?? null,
          lastFailureAt: o?.last_failure_at ?? null,
          failures: o?.failures ?? 0n,
          lastError: o?.last_error ?? null,
        };
      }),
      verify: verify ?? null,
      withdrawals: waiting.map((w) => ({ state: w.status, asset: w.asset, count: w.count, amount: w.amount, oldestSince: w.oldest })),
      networks: await Promise.all(
        networks.map(async (n) => ({
          network: n.name,
          asset: n.asset,
          head: n.head,
          scannedTo: n.scanned_to,
          lastRunAt: n.last_run_at,
          lastError: n.last_error,
          confirming: countOf(confirming, n.id),
          payoutsWaiting: countOf(payouts, n.id),
          hotWallet: n.withdraw_network ? await this.#hotWallet(n, n.next_nonce, assetOf.get(n.asset)) : null,
        })),
      ),
    };
  }

  /** The hot wallet's balances and nonce gap, kept `hotWalletCacheMs`; null when none is configured or the RPC does not answer. */
  #hotWallet(network: NetworkRow, storedNonce: bigint | null, asset: Asset | undefined): Promise<HotWalletState | null> {
    const probe = this.o.hotWallet;
    if (!probe || !asset) return Promise.resolve(null);
    const now = Number(nowMs(this.o.clock));
    const kept = this.#hot.get(network.id);
    if (kept && now - kept.at < (this.o.hotWalletCacheMs ?? 30_000)) return kept.value;
    const value = withTimeout(probe.probe(network), this.o.rpcTimeoutMs ?? 3000).then(
      (seen) =>
        seen && {
          token: tokenToAsset(seen.token, Number(network.token_decimals), asset.scale),
          native: seen.native,
          nonceGap: (storedNonce ?? seen.pendingNonce) - seen.pendingNonce,
        },
      () => null,
    );
    this.#hot.set(network.id, { at: now, value });
    return value;
  }

  /** The console's view of the same figures. */
  async health(): Promise<OpsHealth> {
    const s = await this.snapshot();
    const assetOf = new Map(s.assets.map((a) => [a.code, a]));
    const format = (code: string, amount: bigint) => {
      const asset = assetOf.get(code);
      return asset ? formatFor(asset, amount) : amount.toString();
    };
    return {
      jobs: s.jobs.map((j) => ({
        job: j.job,
        last_success_at: unixSeconds(j.lastSuccessAt),
        last_failure_at: unixSeconds(j.lastFailureAt),
        failures: Number(j.failures),
        last_error: j.lastError,
      })),
      ledger_verify: s.verify && {
        day: s.verify.day,
        trigger: s.verify.trigger,
        ok: s.verify.ok === 1n,
        differences: Number(s.verify.differences),
        entries: Number(s.verify.entries),
        finished_at: unixSeconds(s.verify.finished_at) ?? 0,
        problems: JSON.parse(s.verify.problems_json) as string[],
      },
      chain: s.networks.map((n) => ({
        network: n.network,
        asset: n.asset,
        head: n.head === null ? null : Number(n.head),
        lag_blocks: lagBlocks(n),
        last_run_at: unixSeconds(n.lastRunAt),
        last_error: n.lastError,
        deposits_confirming: Number(n.confirming),
        payouts_waiting: Number(n.payoutsWaiting),
        hot_wallet_balance: n.hotWallet ? format(n.asset, n.hotWallet.token) : null,
      })),
      withdrawals: s.withdrawals.map((w) => ({
        state: w.state,
        asset: w.asset,
        count: Number(w.count),
        amount: format(w.asset, w.amount),
        oldest_since: unixSeconds(w.oldestSince) ?? 0,
      })),
      read_at: unixSeconds(s.readAt) ?? 0,
    };
  }
}

/** How many blocks the watcher is behind the head it last saw; null before its first pass. */
export function lagBlocks(n: Pick<NetworkState, 'head' | 'scannedTo'>): number | null {
  if (n.head === null || n.scannedTo === null) return null;
  const lag = n.head - n.scannedTo;
  return Number(lag > 0n ? lag : 0n);
}
