import { createRequire } from 'node:module';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// What each server process counts as it works: requests, refusals, replays, batches, the event bus,
// the session cache, messages waiting to be sent, the database pool. One registry per process; with
// `serve:cluster` a scrape adds every process's up (platform/metrics/cluster-metrics.ts). Gauges read
// from the database at scrape time are not here: they belong to the app (modules/ops/ops-metrics.ts).

/** The registry of this process's own counters; aggregated over the cluster's processes on a scrape. */
export const processRegistry = new Registry();

/** The label of a request that matched no route: one value for every unknown path, never the path itself. */
export const UNMATCHED_ROUTE = 'unmatched';

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route template and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route template (seconds)',
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const refusals = new Counter({
  name: 'mcc_refusals_total',
  help: 'Requests refused with code 0, by route template and reason (the English text of the refusal, parameters unfilled)',
  labelNames: ['route', 'reason'] as const,
  registers: [processRegistry],
});

export const idempotentReplays = new Counter({
  name: 'mcc_idempotent_replays_total',
  help: 'Money POSTs answered from the first answer of their Idempotency-Key (nothing moved again), by route template',
  labelNames: ['route'] as const,
  registers: [processRegistry],
});

export const groupCommitBatch = new Histogram({
  name: 'mcc_group_commit_batch_size',
  help: 'Money effects committed together in one batch',
  buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
  registers: [processRegistry],
});

export const eventBusDelivery = new Histogram({
  name: 'mcc_event_bus_delivery_seconds',
  help: 'Time from an event being published (on any process) to this process receiving it, by transport (seconds)',
  labelNames: ['via'] as const,
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [processRegistry],
});

export const sessionCacheLookups = new Counter({
  name: 'mcc_session_cache_lookups_total',
  help: 'Token lookups by the per-process session cache, by who (member, operator) and result (hit, miss)',
  labelNames: ['kind', 'result'] as const,
  registers: [processRegistry],
});

export const messagesPending = new Gauge({
  name: 'mcc_message_deliveries_pending',
  help: 'Codes and notices handed to SMTP or the SMS provider and not yet sent (the outgoing queue)',
  registers: [processRegistry],
});

export const messageFailures = new Counter({
  name: 'mcc_message_delivery_failures_total',
  help: 'Messages the SMTP server or SMS provider did not take, by channel',
  labelNames: ['channel'] as const,
  registers: [processRegistry],
});

/** A database pool's figures: what the pool gauge reads at scrape time. */
export interface PoolFigures {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const pools = new Set<PoolFigures>();

/** Counts `pool` in the pool gauge until the returned function is called (when the database closes). */
export function trackPool(pool: PoolFigures): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

new Gauge({
  name: 'mcc_db_pool_connections',
  help: 'PostgreSQL connections of this process: in use, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [processRegistry],
  collect() {
    let inUse = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      inUse += pool.totalCount - pool.idleCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'in_use' }, inUse);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/**
 * prom-client's process metrics but the GC histogram: its observer is called on every garbage
 * collection, and on a busy process that cost a fifth of a cheap request's throughput (measured by
 * `npm run bench:metrics`). Heap sizes per space still show the memory the collector frees.
 */
const LEFT_OUT = new Set(['gc']);

type DefaultMetric = (registry: Registry, config: { eventLoopMonitoringPrecision: number }) => void;

let defaultsOn = false;

/** Turns on prom-client's process metrics (CPU, memory, event loop, handles, heap) once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  // Each default metric is its own module of the library, named as in its list of defaults.
  const load = createRequire(import.meta.url);
  for (const name of collectDefaultMetrics.metricsList) {
    if (LEFT_OUT.has(name)) continue;
    const start = load(`prom-client/lib/metrics/${name}`) as DefaultMetric;
    start(processRegistry, { eventLoopMonitoringPrecision: 10 });
  }
}

/** A request's route label: the template it matched (`/api/auction/detail`, `/uploads/:file`), never the path it was sent. */
export function routeLabel(request: { routeOptions: { url?: string } }): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}
