import cluster from 'node:cluster';
import { buildApp } from './app';
import { seedDemo } from './demo/seed';
import { ensureFirstOperator } from './modules/admin/first-operator';
import { systemClock } from './platform/clock';
import { CLUSTER_PREPARED, CLUSTER_ROLE } from './platform/cluster-role';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { Readiness } from './platform/readiness';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const readiness = new Readiness();
  const app = await buildApp({ config, database, clock: systemClock, readiness });
  // In a cluster (cluster.ts) the first process prepares the database and the others start after it.
  const prepares = !cluster.isWorker || process.env[CLUSTER_ROLE] !== 'joins';
  // It listens first: /healthz answers during a long migration (so no supervisor kills it), /readyz
  // says 503 and other requests are answered 503 until the database is ready (docs/operations.md).
  if (prepares) readiness.preparing();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    readiness.closing();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (prepares) {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
    await ensureFirstOperator(database.db, systemClock, config.adminPassword, app.log, config.dataDir);
    if (config.mode === 'demo') await seedDemo(database.db, systemClock, app.log, app.uploads);
    readiness.prepared();
  }
  if (cluster.isWorker) {
    // The cluster's primary starts the other processes once the database is ready, and says where it runs.
    if (prepares) process.send?.({ type: CLUSTER_PREPARED });
    return;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`MCC is running at http://${config.host}:${port} (console at /admin, API docs at /api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
