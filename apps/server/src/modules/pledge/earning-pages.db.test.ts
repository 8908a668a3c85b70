import { pledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/http';
import { expectWholeList, FROM_CURSOR, idsOf, insertInTurns, walkBefore } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { expectPagePlans, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { addProduct } from './pledge-fixtures';
import { EarningRepository, OrderRepository } from './pledge-repository';

// A member's staking earnings as keyset pages: every earning once, newest first, each page read
// from the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const orders = new OrderRepository();
const repo = new EarningRepository();
let alice: Member;
let mine: number[];
let ofFirstOrder: number[];
let firstOrder: bigint;
const DAYS = 45;

beforeAll(async () => {
  const members = await addMembers(t, 'Alice', 'Other');
  alice = members[0];
  const product = await addProduct(t, { termDays: 60, dailyRate: 100_000n });
  const orderOf = new Map<bigint, bigint[]>();
  for (const who of members) {
    const ids: bigint[] = [];
    for (let n = 0; n < 2; n++) {
      ids.push(
        await orders.insert(t.database.db, {
          user_id: who.id,
          product_id: product,
          asset: 'USDT',
          principal: 100n * USDT,
          daily_rate: 100_000n,
          term_days: 60n,
          subscribe_day: '2026-09-30',
          first_day: '2026-10-01',
          last_day: '2026-11-29',
          next_day: null,
          status: 'running',
          earned: 0n,
          settled_at: null,
          created_at: 1_790_000_000_000n,
          updated_at: 1_790_000_000_000n,
        }),
      );
    }
    orderOf.set(who.id, ids);
  }
  firstOrder = orderOf.get(alice.id)![0]!;
  // Two orders earn on alternate days, so one order's earnings are a part of the member's.
  const orderOn = (who: Member, i: number) => orderOf.get(who.id)![i % 2]!;
  const rows = await insertInTurns(DAYS, members, (who, i) =>
    repo.insert(t.database.db, {
      order_id: orderOn(who, i),
      user_id: who.id,
      day: new Date(Date.UTC(2026, 9, i)).toISOString().slice(0, 10),
      asset: 'USDT',
      amount: BigInt(i) * (USDT / 10n),
      entry_id: null,
      created_at: 1_790_000_000_000n + BigInt(i),
    }),
  );
  mine = idsOf(rows, ({ who }) => who === alice);
  ofFirstOrder = idsOf(rows, ({ who, i }) => orderOn(who, i) === firstOrder);
});

describe("a member's staking earnings by keyset", () => {
  it('walks every earning of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { product_name: 'P60', amount: '4.50', day: '2026-11-14' };
    await expectWholeList(t, alice, pledgeApi.earnings, { ids: mine, total: DAYS, pages: 3, first });
  });

  it('keeps the order filter across pages', async () => {
    const { ids, pages } = await walkBefore(t, alice, pathOf(pledgeApi.earnings, { order_id: firstOrder }));
    expect(ids).toEqual(ofFirstOrder);
    expect(pages.map((p) => p.total)).toEqual([ofFirstOrder.length, ofFirstOrder.length]);
    const { ids: smaller } = await walkBefore(t, alice, pathOf(pledgeApi.earnings, { order_id: firstOrder, before: ofFirstOrder[4] }));
    expect(smaller).toEqual(ofFirstOrder.slice(5));
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 4, tables: ['pledge_earnings', 'pledge_orders', 'pledge_products'] };
    const plans = await expectPagePlans(t.database.db, want, async (db) => {
      await repo.pageOfMember(db, alice.id, FROM_CURSOR);
      await repo.pageOfMember(db, alice.id, FROM_CURSOR, firstOrder);
    });
    // The page reads down (user_id, id); the count may take the (user_id, created_at) index, as
    // narrow and also the member's alone. With an order filter a tiny test table may be read by the
    // (order_id, day) index instead: still no full scan.
    expect(usesIndex(plans[0]!.plan, 'pledge_earnings_user_idx'), plans[0]!.plan).toBe(true);
    expect(/pledge_earnings_user_(time_)?idx/.test(plans[1]!.plan), plans[1]!.plan).toBe(true);
  });
});
