import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { seedDemo } from '../../demo/seed';
import { ManualClock } from '../../platform/clock';
import { member, system } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';
import { verifyLedger } from '../ledger/verify';
import { LocalDiskStorage } from '../upload/file-storage';
import { UploadService } from '../upload/upload-service';

let t: TestDatabase;
let uploadsDir: string;
const clock = new ManualClock('2026-11-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-demo-uploads-'));
  await seedDemo(t.database.db, clock, quiet, new UploadService(t.database.db, clock, new LocalDiskStorage(uploadsDir)));
});
afterAll(async () => {
  await t.database.close();
  // pg's pool.end() resolves before its sockets close; dropping at once (with force) can kill one mid-goodbye.
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.drop();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('the demo data', () => {
  it('gives the demo members real balances through the ledger, and the books balance', async () => {
    const ledger = new Ledger(clock);
    const users = await t.database.db.selectFrom('users').select(['id', 'uid']).orderBy('uid').execute();
    const [alice, bob] = users;
    expect(await ledger.balanceOf(t.database.db, member(alice!.id, 'USDT'))).toBe(10_000_000_000n);
    expect(await ledger.balanceOf(t.database.db, member(alice!.id, 'MCC'))).toBe(500_000_000_000n);
    expect(await ledger.balanceOf(t.database.db, member(bob!.id, 'USDT'))).toBe(1_949_000_000n);
    expect(await ledger.balanceOf(t.database.db, member(bob!.id, 'USDT', 'locked'))).toBe(51_000_000n);
    expect(await ledger.balanceOf(t.database.db, system('reward_pool', 'USDT'))).toBeGreaterThan(0n);
    const pending = await t.database.db.selectFrom('withdrawals').select('status').execute();
    expect(pending).toEqual([{ status: 'pending' }]);
    const report = await verifyLedger(t.database.db);
    expect(report.problems).toEqual([]);
  });
});
