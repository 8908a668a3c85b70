import { adminMarketApi } from '@mcc/contract/admin-market';
import { beforeAll, describe, expect, it } from 'vitest';
import { tradeRow } from '../../../test/history-rows';
import { get } from '../../../test/http';
import { expectCursorRefused, expectEmptyPastOldest, expectListing, FROM_CURSOR, readNumbered, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { expectConsolePagePlans, expectPlansUse } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { MarketRepository } from './market-repository';

// The console's trades and liquidity history as keyset pages: every row once, newest first, read down
// the primary key (a member's UID resolved to their id, then the (user_id, id) index; a side the
// (side, id) index) — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new MarketRepository();
let operator: Operator;
let bob: Member;
const trades: { id: number; bob: boolean; side: 'buy' | 'sell'; at: number }[] = [];
const moves: number[] = [];
const EACH = 45;
const START = 1_790_000_000_000n;
const tradesPath = adminMarketApi.trades.path;
const liquidityPath = adminMarketApi.liquidity.path;

beforeAll(async () => {
  operator = await addOperator(t, 'super_admin');
  const alice = await addMember(t, { nickname: 'Alice' });
  bob = await addMember(t, { nickname: 'Bob' });
  for (let i = 1; i <= EACH; i++) {
    for (const who of [alice, bob]) {
      // A minute apart, a sell in every third.
      const side = i % 3 === 0 ? 'sell' : 'buy';
      const at = START + BigInt(i) * 60_000n;
      const id = await repo.insertTrade(t.database.db, tradeRow(who.id, i, side, at));
      trades.unshift({ id: Number(id), bob: who === bob, side, at: Number(at / 1000n) });
    }
    const id = await repo.insertLiquidity(t.database.db, {
      action: i % 4 === 0 ? 'remove' : 'add',
      account: 'external',
      mcc: BigInt(i) * 1_000_000n,
      usdt: BigInt(i) * 100_000n,
      price_after: 10_000_000n,
      mcc_reserve: 1_000_000_000_000n,
      usdt_reserve: 100_000_000_000n,
      reason: `move ${i}`,
      admin_id: operator.id,
      admin_username: operator.username,
      entry_id: BigInt(1000 + i),
      created_at: START + BigInt(i),
    });
    moves.unshift(Number(id));
  }
});

/** The ids of pages 1 to `pages` of a list by number, as the operator sees them. */
const numbered = (url: string, pages: number, total: number) => readNumbered(t, operator, url, pages, total);

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("the console's trades and liquidity by keyset", () => {
  it('walks every trade once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, operator, tradesPath, {
      ids: ids(trades),
      total: 2 * EACH,
      pages: 5,
      first: { uid: bob.uid, nickname: 'Bob', side: 'sell' },
    });
  });

  it("keeps the side, the member's and the time filter across pages", async () => {
    const sells = ids(trades.filter((r) => r.side === 'sell'));
    expect((await walkBefore(t, operator, `${tradesPath}?side=sell`)).ids).toEqual(sells);
    expect(await numbered(`${tradesPath}?side=sell`, 2, sells.length)).toEqual(sells);
    const ofBob = ids(trades.filter((r) => r.bob));
    expect((await walkBefore(t, operator, `${tradesPath}?uid=${bob.uid}`)).ids).toEqual(ofBob);
    expect(await numbered(`${tradesPath}?uid=${bob.uid}`, 3, EACH)).toEqual(ofBob);
    expect((await walkBefore(t, operator, `${tradesPath}?uid=00000000`)).ids).toEqual([]);
    // Minutes 10 to 39 (`to` not included): 60 trades, 20 of them Bob's buys.
    const [from, to] = [Number(START / 1000n) + 600, Number(START / 1000n) + 2400];
    const window = trades.filter((r) => r.at >= from && r.at < to);
    expect(window).toHaveLength(60);
    expect((await walkBefore(t, operator, `${tradesPath}?from=${from}&to=${to}`)).ids).toEqual(ids(window));
    expect(await numbered(`${tradesPath}?from=${from}&to=${to}`, 3, 60)).toEqual(ids(window));
    const bobsBuys = ids(window.filter((r) => r.bob && r.side === 'buy'));
    expect(bobsBuys).toHaveLength(20);
    const older = await get(t, `${tradesPath}?from=${from}&to=${to}&uid=${bob.uid}&side=buy&before=${bobsBuys[4]}`, { as: operator });
    expect(older.body.data.list.map((r: { id: number }) => r.id)).toEqual(bobsBuys.slice(5));
    expect(older.body.data).toMatchObject({ has_more: false, next_before: null, total: 20 });
  });

  it('walks the liquidity history once, newest first, as the numbered pages show it', async () => {
    await expectListing(t, operator, liquidityPath, {
      ids: moves,
      total: EACH,
      pages: 3,
      first: { action: 'add', reason: `move ${EACH}`, admin: operator.username },
    });
  });

  it('answers an empty last page for a cursor past the oldest row, and refuses one that is not an id', async () => {
    await expectEmptyPastOldest(t, operator, liquidityPath, moves.at(-1), EACH);
    for (const path of [tradesPath, liquidityPath]) await expectCursorRefused(t, operator, path);
  });

  it("reads each page and the count from an index, a filter's from its own, with no OFFSET for a cursor", async () => {
    const from = START + 600_000n;
    const want = { statements: 10, tables: ['market_trades', 'market_liquidity', 'users'], indexedCountsFrom: 4 };
    const plans = await expectConsolePagePlans(t.database.db, want, async (db) => {
      await repo.trades(db, FROM_CURSOR);
      await repo.liquidity(db, FROM_CURSOR);
      await repo.trades(db, FROM_CURSOR, { side: 'sell' });
      await repo.trades(db, FROM_CURSOR, { uid: bob.uid });
      await repo.trades(db, FROM_CURSOR, { fromMs: from, toMs: from + 1_800_000n });
    });
    expectPlansUse(plans.slice(4, 6), 'market_trades_side_id_idx');
    expectPlansUse(plans.slice(6, 8), 'market_trades_user_idx');
    // A time window is read from the (created_at, id) index and its trades below the cursor sorted by
    // id: the window's size, not the history's.
    expectPlansUse(plans.slice(8), 'market_trades_time_idx');
  });
});
