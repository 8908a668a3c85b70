import Database from 'better-sqlite3';

/**
 * Runs `change` on this run's own database (the server's, started in support/global-setup.ts) and
 * closes it after: for the steps that move a time back rather than wait for it.
 */
export function changeJourneyDatabase<T>(change: (db: InstanceType<typeof Database>) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys start their server in support/global-setup.ts');
  const db = new Database(`${dataDir}/mcc.sqlite`, { timeout: 10_000 });
  try {
    return change(db);
  } finally {
    db.close();
  }
}
