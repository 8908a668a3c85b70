import cluster from 'node:cluster';
import { buildApp } from './app';
import { seedDemo } from './demo/seed';
import { ensureFirstOperator } from './modules/admin/first-operator';
import { systemClock } from './platform/clock';
import { CLUSTER_ROLE } from './platform/cluster-role';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database, clock: systemClock });
  // In a cluster (cluster.ts) the first process prepares the database and the others start after it.
  if (!cluster.isWorker || process.env[CLUSTER_ROLE] !== 'joins') {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
    await ensureFirstOperator(database.db, systemClock, config.adminPassword, app.log);
    if (config.mode === 'demo') await seedDemo(database.db, systemClock, app.log, app.uploads);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
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
  if (cluster.isWorker) return; // the cluster's primary says where it runs
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`MCC is running at http://${config.host}:${port} (console at /admin, API docs at /api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
