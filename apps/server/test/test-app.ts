import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { SettingsService } from '../src/modules/settings/settings-service';
import { type Clock, ManualClock } from '../src/platform/clock';
import { type Config, loadConfig } from '../src/platform/config';
import { type Database, openDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import type { Readiness } from '../src/platform/readiness';
import { scratchDatabase } from './scratch-postgres';

// A fresh database or a whole server for each test file, on the dialect under test, with a manual
// clock. `useTestApp` / `useTestDatabase` register the file's beforeAll and afterAll; the
// `create…` functions are for a second app or database inside one test.

export type TestDialect = 'sqlite' | 'postgres';

export const testDialect: TestDialect = process.env.MCC_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** Where the test clocks start unless a test says otherwise: 12:00 in Shanghai. */
export const TEST_START = '2026-11-01T04:00:00Z';

/** What the fixtures write with: a database and the clock that stamps rows, sessions and journal entries. */
export interface DatabaseAndClock {
  database: Database;
  clock: Clock;
}

export interface TestDatabase {
  database: Database;
  config: Config['database'];
  /** A manual clock for the services a test builds on this database. */
  clock: ManualClock;
  /** Drops the database and removes its files (close the connections first, or use `close`). */
  drop(): Promise<void>;
  /** Closes the connections, then drops the database. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database of the dialect under test, private to the caller: a copy of the run's
 * template (migrated once by the project's global setup), brought to the latest schema.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { config, drop } = testDialect === 'postgres' ? await scratchPostgres() : await scratchSqlite();
  const database = openDatabase(config);
  // On a copy of the template this only reads that every migration is applied.
  await migrateToLatest(database.db);
  return {
    database,
    config,
    clock: new ManualClock(TEST_START),
    drop,
    close: async () => {
      await database.close();
      // pg's pool.end() resolves before its sockets close; dropping at once (with force) can kill one mid-goodbye.
      if (config.dialect === 'postgres') await new Promise((resolve) => setTimeout(resolve, 250));
      await drop();
    },
  };
}

async function scratchPostgres(): Promise<{ config: Config['database']; drop: () => Promise<void> }> {
  const { url, drop } = await scratchDatabase(inject('postgresAdminUrl'), 'mcc_test', inject('postgresTemplate'));
  return { config: { dialect: 'postgres', url }, drop };
}

async function scratchSqlite(): Promise<{ config: Config['database']; drop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-sqlite-'));
  await copyFile(inject('sqliteTemplateFile'), path.join(dir, 'mcc.sqlite'));
  return { config: { dialect: 'sqlite', file: path.join(dir, 'mcc.sqlite') }, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** A line the server logged, as pino wrote it (level 30 info, 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/**
 * What a test app logs. A line of level warn and above fails the test unless the test said it
 * would come (`allow`, or the app's `expectLogs`): `useTestApp` checks after each test, `close` at
 * the end, so a warning or error from ordinary traffic can never pass unnoticed.
 */
export class LogCapture {
  /** Every line, in order, with its raw text (lines below the app's level are never written). */
  readonly lines: { line: LogLine; text: string }[] = [];
  readonly #allowed: RegExp[];
  #unexpected: LogLine[] = [];

  constructor(allowed: RegExp[] = []) {
    this.#allowed = [...allowed];
  }

  /** The destination a pino logger writes to. */
  readonly stream = {
    write: (text: string) => {
      const line = JSON.parse(text) as LogLine;
      this.lines.push({ line, text });
      if (line.level >= 40 && !this.#allowed.some((pattern) => pattern.test(line.msg))) this.#unexpected.push(line);
    },
  };

  /** Lets warn and error lines whose message matches `pattern` through, from now on (a test that provokes them). */
  allow(pattern: RegExp): void {
    this.#allowed.push(pattern);
  }

  /** Throws when a warn or error line came that no test allowed, naming them (and forgets them, so one test fails, not all after it). */
  check(): void {
    const unexpected = this.#unexpected.splice(0);
    if (unexpected.length === 0) return;
    const shown = unexpected.map((line) => `  ${line.level >= 50 ? 'error' : 'warn'}: ${line.msg} ${JSON.stringify(line.err ?? '')}`);
    throw new Error(`the server logged ${unexpected.length} warning or error line(s) no test expected:\n${shown.join('\n')}`);
  }
}

/** A built server (`app.inject` for calls) on its own database, with a manual clock. */
export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: Database;
  config: Config;
  /** Its log (warn and above, or from `logLevel`); a warn or error line the test did not allow fails it. */
  logs: LogCapture;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where the manual clock starts. */
  start?: string;
  /** Files of built apps, by path under the dist folder ('web/index.html', 'admin/index.html'); WEB_DIST and ADMIN_DIST then point at them. */
  dist?: Record<string, string | Uint8Array>;
  /** The process's readiness, for a test that prepares or closes it by hand. */
  readiness?: Readiness;
  /** The lowest level logged (default warn; info for a test that reads the request lines). */
  logLevel?: 'info' | 'warn';
  /** Warn and error lines the test provokes from the start (a Redis that does not answer). */
  expectLogs?: RegExp[];
}

/** A server on a fresh database with a manual clock, ready for `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-data-'));
  const dist = path.join(dataDir, 'dist');
  for (const [file, text] of Object.entries(options.dist ?? {})) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), text);
  }
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dist, 'web'),
      ADMIN_DIST: path.join(dist, 'admin'),
      // Tests move the clock by weeks (staking, auctions) and go on with the same member: sessions
      // idle out at the 30-day expiry unless a test is about the idle timeout (it sets 7, the default).
      SESSION_IDLE_DAYS: '30',
      // Every answer a test gets is checked against its schema, and the compiled serializer against zod's.
      RESPONSE_CHECK: 'on',
      ...env,
    }),
    database: testDb.config,
  };
  const clock = new ManualClock(options.start ?? TEST_START);
  const logs = new LogCapture(options.expectLogs);
  const logger = { level: options.logLevel ?? 'warn', stream: logs.stream };
  const app = await buildApp({ config, database: testDb.database, clock, readiness: options.readiness, logger });
  await app.ready();
  return {
    app,
    clock,
    database: testDb.database,
    config,
    logs,
    close: async () => {
      await app.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
      logs.check();
    },
  };
}

/**
 * The test file's server: created before its first test and closed after its last. The handle is
 * filled in by the beforeAll hook, so read it only inside hooks and tests. `env` may be a function
 * when it needs what an earlier beforeAll set up (a port, a URL).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}, options: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(typeof env === 'function' ? env() : env, options));
  });
  afterEach(() => handle.logs?.check());
  afterAll(async () => {
    if ('close' in handle) await handle.close();
  });
  return handle;
}

/** The test file's database, as `useTestApp` gives its server: filled in before the first test, dropped after the last. */
export function useTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(handle, await createTestDatabase());
  });
  afterAll(async () => {
    if ('close' in handle) await handle.close();
  });
  return handle;
}

/** Sets the clock to `time` (hh:mm) on `day` in Shanghai, the default TIME_ZONE. */
export function atShanghaiTime(t: { clock: ManualClock }, day: string, time = '00:05'): void {
  t.clock.set(`${day}T${time}:00+08:00`);
}

/** Changes settings as an operator's save would, without the console. */
export async function setSettings(t: DatabaseAndClock, values: Record<string, unknown>): Promise<void> {
  await new SettingsService(t.database.db, t.clock).set(values);
}

/** The environment that points a server process or a command line at the test's database. */
export function databaseEnv(config: Config['database']): Record<string, string> {
  // An empty DATABASE_URL counts as unset, so a DATABASE_URL of the caller's own cannot leak in.
  return config.dialect === 'postgres' ? { DATABASE_URL: config.url } : { DATABASE_URL: '', DATA_DIR: path.dirname(config.file) };
}
