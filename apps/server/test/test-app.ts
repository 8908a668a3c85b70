import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { ManualClock } from '../src/platform/clock';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import { scratchDatabase } from './scratch-postgres';

export type TestDialect = 'sqlite' | 'postgres';

export const testDialect: TestDialect = process.env.MCC_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  database: Database;
  config: Config['database'];
  /** Drops the database and removes its files. */
  drop(): Promise<void>;
}

/** A fresh, migrated database of the dialect under test, private to the caller. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const { url, drop } = await scratchDatabase(adminUrl, 'mcc_test');
    const config = { dialect: 'postgres' as const, url };
    const database = openDatabase(config);
    await migrateToLatest(database.db);
    return {
      database,
      config,
      drop,
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-sqlite-'));
  const config = { dialect: 'sqlite' as const, file: path.join(dir, 'mcc.sqlite') };
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  return { database, config, drop: () => rm(dir, { recursive: true, force: true }) };
}

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A server on a fresh database with a manual clock, ready for `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}, start = '2026-11-01T04:00:00Z'): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-data-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      ...env,
    }),
    database: testDb.config,
  };
  const clock = new ManualClock(start);
  const app = await buildApp({ config, database: testDb.database, clock });
  await app.ready();
  return {
    app,
    clock,
    database: testDb.database,
    config,
    close: async () => {
      await app.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
