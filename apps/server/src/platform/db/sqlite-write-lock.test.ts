import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database';

// Another process may write to the SQLite file while the server runs: the jobs command, a backup,
// a second server. A transaction that reads and then writes must wait its turn then, not fail.

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');
let dir: string | undefined;
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
  database = undefined;
});

/** Another process that takes the write lock, adds 1, and commits after `holdMs`; resolves once it holds the lock. */
function writerHolding(file: string, holdMs: number): Promise<{ done: Promise<number> }> {
  const script = `
    const SQLite = require(${JSON.stringify(betterSqlite)});
    const db = new SQLite(${JSON.stringify(file)});
    db.pragma('journal_mode = WAL');
    db.exec('begin immediate');
    db.exec('update t set n = n + 1');
    process.stdout.write('locked\\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
    db.exec('commit');
    db.close();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve({ done });
    });
    child.on('error', reject);
    void done.then((code) => reject(new Error(`the writer ended (${code}) before it held the lock`)));
  });
}

describe('SQLite transactions across processes', () => {
  it('take the write lock when they begin, so one that reads then writes waits for another process instead of failing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-lock-'));
    const file = path.join(dir, 'lock.sqlite');
    database = openDatabase({ dialect: 'sqlite', file });
    const { db } = database;
    await sql`create table t (n integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);

    const writer = await writerHolding(file, 300);
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: bigint }>`select n from t`.execute(trx);
      await sql`update t set n = ${rows[0]!.n + 10n}`.execute(trx);
    });
    expect(await writer.done).toBe(0);
    // Ours read after the other process committed: its 1 and our 10 are both kept.
    const { rows } = await sql<{ n: bigint }>`select n from t`.execute(db);
    expect(rows[0]!.n).toBe(12n);
  });
});
