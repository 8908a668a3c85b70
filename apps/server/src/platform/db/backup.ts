import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';

// Backups of the system of record and restores from them. SQLite: the online backup API, which
// copies a consistent snapshot while the server keeps writing. PostgreSQL: pg_dump's custom format
// and pg_restore, from the PostgreSQL client binaries on PATH or under /usr/lib/postgresql/*/bin.
// A backup is written beside its target and renamed into place, so a failed run never leaves a
// half-written file under the name asked for.

/** A refusal the command prints as it is (no stack trace): the operator has something to fix. */
export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Where a PostgreSQL client binary is: PATH first, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBinary(
  name: 'pg_dump' | 'pg_restore',
  env: NodeJS.ProcessEnv = process.env,
  root = '/usr/lib/postgresql',
): string {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${name} was not found on PATH or under /usr/lib/postgresql/*/bin: install the PostgreSQL client (Debian: apt-get install postgresql-client-15), of the server's major version or newer`,
  );
}

function run(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new BackupError(`${path.basename(binary)} could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(binary)} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

function refuseExisting(target: string, force: boolean): void {
  if (existsSync(target) && !force) {
    throw new BackupError(`${target} already exists: choose another file, or add --force to replace it`);
  }
}

/** Writes a backup of `database` to `target`. Safe while the server runs. */
export async function backupDatabase(database: Config['database'], target: string, force = false): Promise<BackupResult> {
  const file = path.resolve(target);
  refuseExisting(file, force);
  if (!existsSync(path.dirname(file))) throw new BackupError(`the folder ${path.dirname(file)} does not exist`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (database.dialect === 'sqlite') {
      if (!existsSync(database.file)) {
        throw new BackupError(`no database at ${database.file}: set DATA_DIR (or DATABASE_URL) as for the server`);
      }
      const source = new SQLite(database.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(partial);
      } finally {
        source.close();
      }
    } else {
      await run(findPostgresBinary('pg_dump'), [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
        `--dbname=${database.url}`,
      ]);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: statSync(file).size };
}

/** True when the database holds any table: a restore onto it needs `--force`. */
export async function databaseHasTables(database: Config['database']): Promise<boolean> {
  if (database.dialect === 'sqlite') {
    if (!existsSync(database.file) || statSync(database.file).size === 0) return false;
    const sqlite = new SQLite(database.file, { readonly: true, fileMustExist: true });
    try {
      const row = sqlite.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
      return row.n > 0;
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    return (result.rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

export interface RestoreResult {
  /** For SQLite with --force: where the database that was replaced now lies. */
  replacedKeptAt: string | null;
}

/**
 * Restores `source` (a file `backupDatabase` wrote) into `database`. Refuses a database that holds
 * tables unless `force`; checks the backup before anything is touched. The server must be stopped.
 */
export async function restoreDatabase(
  database: Config['database'],
  source: string,
  force = false,
  now = new Date(),
): Promise<RestoreResult> {
  const file = path.resolve(source);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`no backup file at ${file}`);
  if ((await databaseHasTables(database)) && !force) {
    const where = database.dialect === 'sqlite' ? database.file : 'the PostgreSQL database of DATABASE_URL';
    throw new BackupError(`${where} is not empty: stop the server and add --force to replace it with the backup`);
  }
  if (database.dialect === 'sqlite') return restoreSqlite(database.file, file, now);
  const pgRestore = findPostgresBinary('pg_restore');
  // Reads the archive's table of contents: a file that is not a pg_dump archive stops here, before anything is dropped.
  await run(pgRestore, ['--list', file]).catch((error: unknown) => {
    throw new BackupError(
      `${file} is not a PostgreSQL backup (pg_dump --format=custom): ${error instanceof Error ? error.message : error}`,
    );
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
  // One transaction: a restore that fails part-way leaves the database empty, never half restored.
  await run(pgRestore, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${database.url}`, file]);
  return { replacedKeptAt: null };
}

async function restoreSqlite(target: string, file: string, now: Date): Promise<RestoreResult> {
  let source: SQLite.Database;
  try {
    source = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = source.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    const migrations = source
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'schema_migrations'")
      .get() as {
      n: number;
    };
    if (migrations.n !== 1) throw new Error('it holds no MCC schema');
  } catch (error) {
    throw new BackupError(`${file} is not an MCC SQLite backup: ${error instanceof Error ? error.message : error}`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  rmSync(partial, { force: true });
  try {
    await source.backup(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  let replacedKeptAt: string | null = null;
  if (existsSync(target)) {
    replacedKeptAt = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, replacedKeptAt);
  }
  // The replaced database's write-ahead log belongs to it, not to the restored file.
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(target + suffix)) {
      if (replacedKeptAt) renameSync(target + suffix, replacedKeptAt + suffix);
      else rmSync(target + suffix, { force: true });
    }
  }
  renameSync(partial, target);
  return { replacedKeptAt };
}
