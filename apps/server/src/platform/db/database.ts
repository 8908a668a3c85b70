import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { trackPool } from '../metrics/instruments';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

const PG_INT8 = 20;

/** Opens the system of record: embedded SQLite by default, PostgreSQL when configured. Integers come back as bigint on both. */
export function openDatabase(database: Config['database']): Database {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 20,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8 ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server closes (restart, failover) is an 'error' event on the pool;
    // unheard, it would end the process. The pool drops that client and opens a new one when needed.
    pool.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // The pool hears only its idle connections: one in use (inside a transaction) that the server
    // closes would end the process with an unheard 'error'. Its query fails (the request answers 503)
    // and the pool drops it when it comes back.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const untrack = trackPool(pool);
    return {
      db,
      dialect: 'postgres',
      close: () => {
        untrack();
        return db.destroy();
      },
    };
  }
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.defaultSafeIntegers(true);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const KEPT_STATEMENTS = 500;

/**
 * better-sqlite3 that keeps its prepared statements by SQL text (the most recently used
 * KEPT_STATEMENTS): Kysely prepares every query it runs, and preparing costs more than running
 * most of ours. A kept statement still running (an open iterator) is not handed out twice.
 *
 * A transaction takes the write lock when it begins (`begin immediate` for Kysely's `begin`), not
 * at its first write. Another process may write to the file — the jobs command, a backup, a second
 * server — and a transaction that had read before that write could no longer write at all (SQLite
 * answers busy at once, the busy timeout does not apply); beginning with the lock, it waits its
 * turn under the busy timeout instead.
 */
export function keepingStatements(sqlite: SQLite.Database, size = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const sql = text === 'begin' ? 'begin immediate' : text;
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Map order is the eviction order: most recently used last.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const fresh = sqlite.prepare(sql);
      if (statement) return fresh;
      if (kept.size >= size) kept.delete(kept.keys().next().value as string);
      kept.set(sql, fresh);
      return fresh;
    },
  };
}
