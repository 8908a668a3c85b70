import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, type Migration, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { scratchDatabase } from '../../../test/scratch-postgres';
import { testDialect } from '../../../test/test-app';
import { migrations } from './migrations/index';

// A released migration never changes what it sends to the database: the statements each one runs on
// a new database (text and values, in order) are fingerprinted per dialect in statements.json. Its
// code may be rewritten — the fingerprint says whether the database would see any difference. A new
// migration adds its line; the failure below shows it.

const RECORDED = path.join(import.meta.dirname, 'migrations', 'statements.json');

it(`each migration sends the statements it was released with (${testDialect})`, async () => {
  const statements = new Map<string, string[]>();
  let running = '';
  const log = (event: LogEvent) => {
    if (running) statements.get(running)?.push(`${event.query.sql} ${JSON.stringify(event.query.parameters, bigintsAsText)}`);
  };
  const { db, drop } = await emptyDatabase(log);
  try {
    const watched: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(migrations)) {
      statements.set(name, []);
      watched[name] = {
        up: async (on) => {
          running = name;
          await migration.up(on);
          running = '';
        },
      };
    }
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => watched } }).migrateToLatest();
    if (error) throw error;
    const fingerprints = Object.fromEntries([...statements].map(([name, sent]) => [name, fingerprint(sent)]));
    const recorded = JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, Record<string, string>>;
    expect(fingerprints).toEqual(recorded[testDialect]);
  } finally {
    await db.destroy();
    await drop();
  }
});

function fingerprint(statements: string[]): string {
  return createHash('sha256').update(statements.join('\n')).digest('hex').slice(0, 16);
}

function bigintsAsText(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? `${value}n` : value;
}

/** A new, empty database of the dialect under test, its statements logged. */
async function emptyDatabase(log: (event: LogEvent) => void): Promise<{ db: Kysely<unknown>; drop: () => Promise<void> }> {
  if (testDialect === 'postgres') {
    const { url, drop } = await scratchDatabase(inject('postgresAdminUrl'), 'mcc_migrations');
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }), log });
    return { db, drop };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-migrations-'));
  const sqlite = new SQLite(path.join(dir, 'mcc.sqlite'));
  sqlite.defaultSafeIntegers(true);
  sqlite.pragma('foreign_keys = ON');
  return {
    db: new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }), log }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
