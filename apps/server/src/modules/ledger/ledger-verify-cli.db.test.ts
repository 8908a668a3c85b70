import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { ManualClock } from '../../platform/clock';
import { member, system } from './accounts';
import { Ledger } from './ledger';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const tsxCli = path.resolve(serverDir, '../../node_modules/tsx/dist/cli.mjs');
let t: TestDatabase;
let userId: bigint;

beforeAll(async () => {
  t = await createTestDatabase();
  const row = await t.database.db
    .insertInto('users')
    .values({ uid: '920001', password_hash: 'x', nickname: 'n', invite_code: 'CLI1', created_at: 0n, updated_at: 0n })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = row.id;
  await t.database.db.transaction().execute((trx) =>
    new Ledger(new ManualClock('2026-11-01T00:00:00Z')).post(trx, {
      kind: 'deposit',
      moves: [{ from: system('external_deposits', 'USDT'), to: member(userId, 'USDT'), amount: 2n ** 53n + 1n }],
    }),
  );
});
afterAll(async () => {
  await t.database.close();
  // pg's pool.end() resolves before its sockets close; dropping at once (with force) can kill one mid-goodbye.
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.drop();
});

function verify() {
  const env = t.config.dialect === 'postgres' ? { DATABASE_URL: t.config.url } : { DATA_DIR: path.dirname(t.config.file) };
  const { INIT_CWD: _ignored, ...rest } = process.env;
  return spawnSync(process.execPath, [tsxCli, 'src/cli/ledger-verify.ts'], { cwd: serverDir, env: { ...rest, ...env }, encoding: 'utf8' });
}

describe('npm run ledger:verify', () => {
  it('exits 0 with a summary when the books agree', () => {
    const run = verify();
    expect(run.stdout).toMatch(/1 entries, 2 lines, 2 accounts/);
    expect(run.stdout).toMatch(/USDT: 2 accounts, balances sum 0, lines sum 0/);
    expect(run.status).toBe(0);
  }, 60_000);

  it('exits non-zero listing the differences when a cached balance was changed behind the journal', async () => {
    await t.database.db.updateTable('ledger_accounts').set({ balance: 5n }).where('user_id', '=', userId).execute();
    const run = verify();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/FAILED: 3 difference/);
    expect(run.stderr).toMatch(new RegExp(`member:${userId}:USDT:available: cached balance 5 but its lines sum to 9007199254740993`));
  }, 60_000);
});
