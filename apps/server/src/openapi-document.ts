import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { systemClock } from './platform/clock';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';

/**
 * The OpenAPI document the server serves at /api/docs/json, made without a running server: the app
 * is built in this process on a throwaway SQLite database (the document does not depend on data)
 * and asked for it. `publicUrl` is the PUBLIC_URL the document names as its server.
 */
export async function servedOpenApiDocument(publicUrl?: string): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) });
    const database = openDatabase(config.database);
    await migrateToLatest(database.db);
    const app = await buildApp({ config, database, clock: systemClock });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (res.statusCode !== 200) throw new Error(`/api/docs/json answered HTTP ${res.statusCode}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
