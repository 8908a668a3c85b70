import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectBooksBalanced, systemBalance } from '../../../test/money';
import { useTestDatabase } from '../../../test/test-app';
import { seedDemo } from '../../demo/seed';
import { LocalDiskStorage } from '../upload/file-storage';
import { UploadService } from '../upload/upload-service';

const t = useTestDatabase();
let uploadsDir: string;

beforeAll(async () => {
  const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-demo-uploads-'));
  await seedDemo(t.database.db, t.clock, quiet, new UploadService(t.database.db, t.clock, new LocalDiskStorage(uploadsDir)));
});
afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
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
    await expectBooksBalanced(t);
  });
});
