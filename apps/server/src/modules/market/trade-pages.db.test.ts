import { marketApi } from '@mcc/contract/market';
import { beforeAll, describe, expect, it } from 'vitest';
import { tradeRow } from '../../../test/history-rows';
import { getFrom, pathOf } from '../../../test/http';
import { expectEmptyPastOldest, expectListing, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { expectIndexedPlans, expectPlansUse, plansOf } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { MarketRepository } from './market-repository';

// A member's trades as keyset pages: every trade once, newest first, each page read from the
// (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new MarketRepository();
let alice: Member;
const mine: number[] = [];
const everyone: number[] = [];
const TRADES = 45;

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  for (let i = 1; i <= TRADES; i++) {
    for (const who of [alice, other]) {
      const id = await repo.insertTrade(t.database.db, tradeRow(who.id, i, i % 2 ? 'buy' : 'sell', 1_790_000_000_000n + BigInt(i)));
      if (who === alice) mine.push(Number(id));
      everyone.push(Number(id));
    }
  }
  mine.reverse();
  everyone.reverse();
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
    const plans = await plansOf(t.database.db, (db) => repo.memberTrades(db, alice.id, { page: 1, before: 10_000n }));
    expect(plans).toHaveLength(2);
    expectIndexedPlans(plans, ['market_trades']);
    expectPlansUse(plans, 'market_trades_user_idx');

    const latest = await plansOf(t.database.db, (db) => repo.latestTrades(db, { page: 1, before: 10_000n }));
    expectIndexedPlans(latest.slice(0, 1), ['market_trades']);
  });
});
