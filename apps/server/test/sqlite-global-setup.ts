import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file migrated once for the run; each test database starts as a copy of it. */
    sqliteTemplateFile: string;
  }
}

/** Migrates one SQLite file for the run (closed, so its journal is folded in) and removes it after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-sqlite-template-'));
  const file = path.join(dir, 'mcc.sqlite');
  const database = openDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(database.db).finally(() => database.close());
  project.provide('sqliteTemplateFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
