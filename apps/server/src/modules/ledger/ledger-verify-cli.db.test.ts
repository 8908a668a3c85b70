import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../../test/commands';
import { addMember } from '../../../test/members';
import { credit } from '../../../test/money';
import { databaseEnv, useTestDatabase } from '../../../test/test-app';

const t = useTestDatabase();
let userId: bigint;

beforeAll(async () => {
  userId = (await addMember(t)).id;
  await credit(t, userId, 2n ** 53n + 1n);
});

const verify = () => runCommand('ledger-verify', [], databaseEnv(t.config));
const lastRun = () => t.database.db.selectFrom('ledger_verify_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

describe('npm run ledger:verify', () => {
  it('exits 0 with a summary when the books agree', async () => {
    const run = await verify();
    expect(run.stdout).toMatch(/1 entries, 2 lines, 2 accounts/);
    expect(run.stdout).toMatch(/USDT: 2 accounts, balances sum 0, lines sum 0/);
    expect(run.status).toBe(0);
    // Recorded, for the metrics and the console's dashboard.
    expect(await lastRun()).toMatchObject({ trigger: 'cli', ok: 1n, differences: 0n, entries: 1n, problems_json: '[]' });
  }, 60_000);

  it('exits non-zero listing the differences when a cached balance was changed behind the journal', async () => {
    await t.database.db.updateTable('ledger_accounts').set({ balance: 5n }).where('user_id', '=', userId).execute();
    const run = await verify();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/FAILED: 3 difference/);
    const recorded = await lastRun();
    expect(recorded).toMatchObject({ trigger: 'cli', ok: 0n, differences: 3n });
    expect(JSON.parse(recorded.problems_json)).toHaveLength(3);
    expect(run.stderr).toMatch(new RegExp(`member:${userId}:USDT:available: cached balance 5 but its lines sum to 9007199254740993`));
  }, 60_000);
});
