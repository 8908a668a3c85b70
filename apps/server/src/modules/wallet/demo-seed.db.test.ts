import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, systemBalance } from '../../../test/money';
import { useTestDatabase } from '../../../test/test-app';
import { seedDemo } from '../../demo/seed';
import { verifyLedger } from '../ledger/verify';

const t = useTestDatabase();

beforeAll(async () => {
  const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
  await seedDemo(t.database.db, t.clock, quiet);
});

describe('the demo data', () => {
  it('gives the demo members real balances through the ledger, and the books balance', async () => {
    const users = await t.database.db.selectFrom('users').select(['id', 'uid']).orderBy('uid').execute();
    const [alice, bob] = users;
    expect(await balanceOf(t, alice!.id)).toBe(10_000_000_000n);
    expect(await balanceOf(t, alice!.id, 'MCC')).toBe(500_000_000_000n);
    expect(await balanceOf(t, bob!.id)).toBe(1_949_000_000n);
    expect(await balanceOf(t, bob!.id, 'USDT', 'locked')).toBe(51_000_000n);
    expect(await systemBalance(t, 'reward_pool')).toBeGreaterThan(0n);
    const pending = await t.database.db.selectFrom('withdrawals').select('status').execute();
    expect(pending).toEqual([{ status: 'pending' }]);
    const report = await verifyLedger(t.database.db);
    expect(report.problems).toEqual([]);
  });
});
