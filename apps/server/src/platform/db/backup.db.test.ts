import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fundApi } from '@mcc/contract/fund';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../../test/commands';
import { newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { credit, MCC, USDT } from '../../../test/money';
import { scratchDatabase } from '../../../test/scratch-postgres';
import { databaseEnv, testDialect, useTestApp } from '../../../test/test-app';
import type { Config } from '../config';
import { openDatabase } from './database';

// `npm run backup` while the server runs, then `npm run restore` into a fresh database: the same
// books, account by account, and `ledger:verify` clean on the restored copy.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let dir: string;
const drops: (() => Promise<void>)[] = [];
let members: Member[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mcc-backup-'));
  members = [];
  for (let i = 0; i < 4; i++) members.push(await addMember(t));
  for (const m of members) {
    await credit(t, m, 500n * USDT + 1n);
    await credit(t, m, 20n * MCC, 'MCC');
  }
  const moves: [number, number, string, string][] = [
    [0, 1, 'USDT', '12.34'],
    [1, 2, 'USDT', '100'],
    [2, 3, 'MCC', '1.2345'],
    [3, 0, 'USDT', '1.01'],
    [0, 2, 'MCC', '7'],
  ];
  for (const [from, to, asset, amount] of moves) {
    const res = await postTo(
      t,
      fundApi.transfer,
      { asset, to: members[to]?.uid, amount, paypwd: PAY_PASSWORD },
      { key: newKey(), as: members[from] },
    );
    expect(res.body).toMatchObject({ code: 1 });
  }
});

afterAll(async () => {
  for (const drop of drops) await drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A database nothing has touched yet, of the dialect under test. */
async function emptyDatabase(): Promise<Config['database']> {
  if (testDialect === 'postgres') {
    const { url, drop } = await scratchDatabase(inject('postgresAdminUrl'), 'mcc_restore');
    drops.push(drop);
    return { dialect: 'postgres', url };
  }
  return { dialect: 'sqlite', file: path.join(await mkdtemp(path.join(dir, 'restored-')), 'mcc.sqlite') };
}

async function accounts(database: Config['database']): Promise<Record<string, string>> {
  const opened = openDatabase(database);
  try {
    const rows = await opened.db.selectFrom('ledger_accounts').select(['key', 'balance']).orderBy('key').execute();
    return Object.fromEntries(rows.map((r) => [r.key, String(r.balance)]));
  } finally {
    await opened.close();
  }
}

const backup = (file: string, ...options: string[]) => runCommand('backup', [file, ...options], databaseEnv(t.config.database));
const restore = (into: Config['database'], file: string, ...options: string[]) =>
  runCommand('restore', [file, ...options], databaseEnv(into));

describe('npm run backup / npm run restore', () => {
  it('backs up the running server, restores into a fresh database with every balance equal and the books verified', async () => {
    const file = path.join(dir, 'books.backup');
    const before = await accounts(t.config.database);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(9);
    const made = await backup(file);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/written to .*books\.backup: \d+ bytes/);

    // Money keeps moving after the backup: the restore brings back the books as they were when it was taken.
    const after = await postTo(
      t,
      fundApi.transfer,
      { asset: 'USDT', to: members[1]?.uid, amount: '3', paypwd: PAY_PASSWORD },
      { key: newKey(), as: members[0] },
    );
    expect(after.body.code).toBe(1);

    const fresh = await emptyDatabase();
    const restored = await restore(fresh, file);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/OK: every entry balances/);
    expect(await accounts(fresh)).toEqual(before);

    const verify = await runCommand('ledger-verify', [], databaseEnv(fresh));
    expect(verify.status).toBe(0);
    expect(verify.stdout).toMatch(/OK: every entry balances/);
  }, 120_000);

  it('will not replace an existing backup file without --force', async () => {
    const file = path.join(dir, 'kept.backup');
    await writeFile(file, 'an older backup');
    const refused = await backup(file);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/already exists: choose another file, or add --force/);
    const forced = await backup(file, '--force');
    expect(forced.status).toBe(0);
    expect((await readdir(dir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
  }, 60_000);

  it('refuses to restore over a database that holds data unless told --force, and changes nothing', async () => {
    const file = path.join(dir, 'over.backup');
    expect((await backup(file)).status).toBe(0);
    const target = await emptyDatabase();
    expect((await restore(target, file)).status).toBe(0);
    // The target now holds the books; one more member moves money there.
    const opened = openDatabase(target);
    const extra = await addMember({ database: opened, clock: t.clock });
    await credit({ database: opened, clock: t.clock }, extra, 9n * USDT);
    await opened.close();
    const withExtra = await accounts(target);

    const refused = await restore(target, file);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/is not empty: stop the server and add --force/);
    expect(await accounts(target)).toEqual(withExtra);

    const forced = await restore(target, file, '--force');
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    const restored = await accounts(target);
    expect(restored[`member:${extra.id}:USDT:available`]).toBeUndefined();
    expect(restored).toEqual(await accountsOfBackup(file));
    if (target.dialect === 'sqlite') {
      expect(forced.stdout).toMatch(/the database it replaced is kept at .*before-restore-/);
      const kept = (await readdir(path.dirname(target.file))).filter(
        (f) => f.includes('before-restore-') && !f.endsWith('-wal') && !f.endsWith('-shm'),
      );
      expect(kept).toHaveLength(1);
    }
  }, 120_000);

  it('refuses a file that is not a backup before touching the database', async () => {
    const file = path.join(dir, 'not-a-backup.txt');
    await writeFile(file, 'these are not the books');
    const target = await emptyDatabase();
    const refused = await restore(target, file, '--force');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(testDialect === 'postgres' ? /is not a PostgreSQL backup/ : /is not an MCC SQLite backup/);
    if (target.dialect === 'sqlite') expect(existsSync(target.file)).toBe(false);
    const missing = await restore(target, path.join(dir, 'nowhere.backup'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no backup file at/);
  }, 60_000);
});

/** The balances a backup holds, read by restoring it into a database of its own. */
async function accountsOfBackup(file: string): Promise<Record<string, string>> {
  const fresh = await emptyDatabase();
  expect((await restore(fresh, file)).status).toBe(0);
  return accounts(fresh);
}
