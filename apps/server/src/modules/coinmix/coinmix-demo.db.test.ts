import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/money';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { ManualClock } from '../../platform/clock';
import { system } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';
import { DEMO_NAV_DAYS, seedCoinmixDemo } from './coinmix-demo';
import { maxDrawdown, returnOver, returnSinceInception } from './fund-math';

let t: TestDatabase;
const clock = new ManualClock('2026-11-01T04:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.db.transaction().execute((trx) => seedCoinmixDemo(trx, clock));
});
afterAll(async () => {
  await t.database.close();
  await t.drop();
});

describe('the fund’s demo data', () => {
  it('posts a NAV a day for 120 days, with 4 decimals, and brings a float into custody, books balanced', async () => {
    const navs = await t.database.db.selectFrom('coinmix_navs').selectAll().orderBy('id').execute();
    expect(navs).toHaveLength(DEMO_NAV_DAYS);
    expect(navs[0]!.nav).toBe(100_000_000n);
    for (const row of navs) expect(row.nav % 10_000n).toBe(0n);
    expect(Number(navs.at(-1)!.created_at)).toBe(clock.now().getTime() - 86_400_000);
    const points = navs.map((r) => ({ at: r.created_at, nav: r.nav }));
    // Every figure of the page has a value: returns over 7, 30 and 90 days and a real drawdown.
    for (const days of [7, 30, 90]) expect(returnOver(points, days)).not.toBeNull();
    expect(returnSinceInception(points)).not.toBe(0n);
    expect(maxDrawdown(points) > 0n).toBe(true);
    expect(await new Ledger(clock).balanceOf(t.database.db, system('coinmix_custody', 'USDT'))).toBe(20_000_000_000n);
    await expectBooksBalanced(t);
  });
});
