import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/money';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { seedDemo } from '../../demo/seed';
import { ManualClock } from '../../platform/clock';
import { MemoryEventBus } from '../../platform/events/event-bus';
import { AssetRegistry } from '../ledger/assets';
import { Ledger } from '../ledger/ledger';
import { LocalDiskStorage } from '../upload/file-storage';
import { UploadService } from '../upload/upload-service';
import { MarketRepository } from './market-repository';
import { MarketService } from './market-service';

let t: TestDatabase;
let uploadsDir: string;
const clock = new ManualClock('2026-11-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-demo-uploads-'));
  await seedDemo(t.database.db, clock, quiet, new UploadService(t.database.db, clock, new LocalDiskStorage(uploadsDir)));
}, 60_000);
afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  await t.database.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.drop();
});

describe('the market’s demo data', () => {
  it('funds the pool at 0.1 USDT per MCC four days ago and trades through it since, books balanced', async () => {
    const liquidity = await t.database.db.selectFrom('market_liquidity').selectAll().execute();
    expect(liquidity).toHaveLength(1);
    expect(liquidity[0]).toMatchObject({ mcc: 100_000_000_000_000n, usdt: 100_000_000_000n, price_after: 10_000_000n });
    expect(Number(liquidity[0]!.created_at)).toBe(clock.now().getTime() - 4 * 86_400_000);
    const trades = await t.database.db.selectFrom('market_trades').selectAll().orderBy('id').execute();
    expect(trades.length).toBeGreaterThan(400);
    const last = trades.at(-1)!;
    expect(Number(last.created_at)).toBeLessThanOrEqual(clock.now().getTime());
    expect(Number(last.created_at)).toBeGreaterThan(clock.now().getTime() - 10 * 60_000);
    // The pool's accounts hold what the last trade left.
    expect(await new MarketRepository().reserves(t.database.db)).toEqual({ mcc: last.mcc_reserve, usdt: last.usdt_reserve });
    await expectBooksBalanced(t);
  });

  it('gives every chart interval candles and a 24 h figure', async () => {
    const market = new MarketService(t.database.db, clock, new AssetRegistry(t.database.db), new Ledger(clock), new MemoryEventBus());
    const minutes = await market.history('1m');
    expect(minutes.list).toHaveLength(500);
    expect(minutes.list.filter((c) => c.volume !== '0.00').length).toBeGreaterThan(50);
    expect((await market.history('15m')).list.length).toBeGreaterThan(350);
    expect((await market.history('1h')).list.length).toBeGreaterThan(90);
    expect((await market.history('1d')).list.length).toBeGreaterThanOrEqual(4);
    const price = await market.price();
    expect(price.open).toBe(true);
    expect(price.volume_24h).not.toBe('0.00');
    expect(price.change_24h).not.toBe('0');
  });
});
