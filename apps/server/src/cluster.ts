import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CLUSTER_PREPARED, CLUSTER_ROLE } from './platform/cluster-role';
import { loadConfig } from './platform/config';
import { serveClusterMetrics } from './platform/metrics/cluster-metrics';

// `npm run serve:cluster -- --instances N`: N server processes (main.ts) sharing one port through
// Node's cluster module, against one PostgreSQL and, when REDIS_URL is set, one Redis. The primary
// only starts, restarts and stops them; it serves nothing and holds no state (docs/scale.md).

/** A process that ends this soon after starting is not started again at once: it would only end again. */
const QUICK_EXIT_MS = 5000;
const RESTART_DELAY_MS = 1000;
const STOP_GRACE_MS = 15_000;

function instancesFrom(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { instances: { type: 'string', short: 'n' } }, allowPositionals: false });
  if (values.instances === undefined) return availableParallelism();
  const n = Number(values.instances);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`--instances must be a whole number from 1 to 64, not "${values.instances}"`);
  return n;
}

async function primary(): Promise<void> {
  const instances = instancesFrom(process.argv.slice(2));
  const config = loadConfig();
  if (config.database.dialect !== 'postgres') {
    throw new Error('A cluster needs one database every process reaches: set DATABASE_URL to a PostgreSQL (SQLite serves one process)');
  }
  if (!config.redisUrl) {
    console.warn('REDIS_URL is not set: live events go through PostgreSQL, and each process counts rate limits and code cooldowns alone');
  }
  // The server's entry beside this file: main.js in the bundle, main.ts from source (tsx passes on through execArgv).
  const here = fileURLToPath(import.meta.url);
  cluster.setupPrimary({ exec: path.join(path.dirname(here), `main${path.extname(here)}`) });
  // A scrape of /metrics reaches one process; this primary sums every process's figures for it.
  if (config.metricsToken) serveClusterMetrics();

  let stopping = false;
  const started = new Map<number, number>();
  const start = (role: 'prepares' | 'joins'): Worker => {
    const worker = cluster.fork({ [CLUSTER_ROLE]: role });
    started.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(() => start('joins'), lived < QUICK_EXIT_MS ? QUICK_EXIT_MS : RESTART_DELAY_MS);
  });

  // The first process prepares the database alone (it listens meanwhile, not ready); the others join once it is done.
  const first = start('prepares');
  const address = await new Promise<{ address: string; port: number }>((resolve, reject) => {
    let listening: { address: string; port: number } | undefined;
    first.once('listening', (where) => {
      listening = where;
    });
    first.on('message', (message: { type?: string }) => {
      if (message?.type === CLUSTER_PREPARED && listening) resolve(listening);
    });
    first.once('exit', (code) => reject(new Error(`the first server process ended before the database was ready (exit ${code})`)));
  });
  const rest = Array.from({ length: instances - 1 }, () => start('joins'));
  await Promise.all(rest.map((worker) => new Promise((resolve) => worker.once('listening', resolve))));
  console.log(
    `MCC is running at http://${config.host}:${address.port} in ${instances} process${instances > 1 ? 'es' : ''} (console at /admin, API docs at /api/docs)`,
  );

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} server processes after their in-flight requests`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

primary().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  process.exit(1);
});
