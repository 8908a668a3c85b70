import { marketApi } from '@mcc/contract/market';
import { beforeAll, describe, expect, it } from 'vitest';
import { tradeRow } from '../../../test/history-rows';
import { getFrom, pathOf } from '../../../test/http';
import { expectEmptyPastOldest, expectListing, FROM_CURSOR, idsOf, insertInTurns, walkBefore } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { expectIndexedPlans, expectPagePlans, plansOf } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { MarketRepository } from './market-repository';

// A member's trades as keyset pages: every trade once, newest first, each page read from the
// (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new MarketRepository();
let alice: Member;
let mine: number[];
let everyone: number[];
const TRADES = 45;

beforeAll(async () => {
  const members = await addMembers(t, 'Alice', 'Other');
  alice = members[0];
  const rows = await insertInTurns(TRADES, members, (who, i) =>
    repo.insertTrade(t.database.db, tradeRow(who.id, i, i % 2 ? 'buy' : 'sell', 1_790_000_000_000n + BigInt(i))),
  );
  mine = idsOf(rows, ({ who }) => who === alice);
  everyone = idsOf(rows);
});

describe("a member's trades by keyset", () => {
  it('walks every trade of mine once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, alice, marketApi.record.path, { ids: mine, total: TRADES, pages: 3, nextBefore: true });
  });

  it("walks everyone's latest trades the same way, each member masked", async () => {
    const { ids, pages } = await walkBefore(t, alice, pathOf(marketApi.record, { scope: 'all' }));
    expect(ids).toEqual(everyone);
    expect(pages[0]!.list[0]!.member).toMatch(/\*\*\*/);
  });

  it('answers an empty last page for a cursor past the oldest trade; before wins over page', async () => {
    await expectEmptyPastOldest(t, alice, marketApi.record.path, mine.at(-1), TRADES);
    const both = await getFrom(t, marketApi.record, { as: alice, query: { page: 3, before: mine[19] } });
    expect(both.body.data.list.map((r: { id: number }) => r.id)).toEqual(mine.slice(20, 40));
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 2, tables: ['market_trades'], index: 'market_trades_user_idx' };
    await expectPagePlans(t.database.db, want, (db) => repo.memberTrades(db, alice.id, FROM_CURSOR));

    const latest = await plansOf(t.database.db, (db) => repo.latestTrades(db, FROM_CURSOR));
    expectIndexedPlans(latest.slice(0, 1), ['market_trades']);
  });
});
