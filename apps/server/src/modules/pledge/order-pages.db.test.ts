import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { expectIndexedPlans, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { plansOf, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { addProduct } from './pledge-fixtures';
import { OrderRepository } from './pledge-repository';
import type { PledgeOrderStatus } from './tables';

// A member's staking orders as keyset pages: every order once, newest first, each page read from
// the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new OrderRepository();
let alice: Member;
const mine: number[] = [];
const matured: number[] = [];
const ORDERS = 45;

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  const product = await addProduct(t, { termDays: 30, dailyRate: 100_000n });
  for (let i = 1; i <= ORDERS; i++) {
    for (const who of [alice, other]) {
      const status: PledgeOrderStatus = i % 3 === 0 ? 'matured' : 'redeemed';
      const id = await repo.insert(t.database.db, {
        user_id: who.id,
        product_id: product,
        asset: 'USDT',
        principal: BigInt(i) * 10n * USDT,
        daily_rate: 100_000n,
        term_days: 30n,
        subscribe_day: '2026-10-01',
        first_day: '2026-10-02',
        last_day: '2026-10-31',
        next_day: null,
        status,
        earned: 0n,
        settled_at: 1_790_000_000_000n,
        created_at: 1_790_000_000_000n + BigInt(i),
        updated_at: 1_790_000_000_000n + BigInt(i),
      });
      if (who !== alice) continue;
      mine.unshift(Number(id));
      if (status === 'matured') matured.unshift(Number(id));
    }
  }
});

describe("a member's staking orders by keyset", () => {
  it('walks every order of mine once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, alice, '/api/pledge/order');
    expect(ids).toEqual(mine);
    expect(pages.map((p) => p.total)).toEqual([ORDERS, ORDERS, ORDERS]);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(pages[0]!.list[0]).toMatchObject({ product_name: 'P30', principal: '450.00' });

    const numbered: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(t, `/api/pledge/order?page=${page}`, { as: alice });
      expect(res.body.data).toMatchObject({ page, total: ORDERS, has_more: page < 3 });
      numbered.push(...res.body.data.list.map((r: { id: number }) => r.id));
    }
    expect(numbered).toEqual(mine);
  });

  it('keeps the status filter across pages', async () => {
    const { ids, pages } = await walkBefore(t, alice, '/api/pledge/order?status=matured');
    expect(ids).toEqual(matured);
    expect(pages).toHaveLength(1);
    const { ids: smaller } = await walkBefore(t, alice, `/api/pledge/order?status=matured&before=${matured[4]}`);
    expect(smaller).toEqual(matured.slice(5));
  });

  it('answers an empty last page for a cursor past the oldest order', async () => {
    const res = await get(t, `/api/pledge/order?before=${mine.at(-1)}`, { as: alice });
    expect(res.body.data).toMatchObject({ list: [], has_more: false, next_before: null, total: ORDERS });
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n });
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n }, 'matured');
    });
    expect(plans).toHaveLength(4);
    expectIndexedPlans(plans, ['pledge_orders', 'pledge_products']);
    // With a status filter a tiny test table may be read by the status index instead: still no full scan.
    for (const { plan } of plans.slice(0, 2)) expect(usesIndex(plan, 'pledge_orders_user_idx'), plan).toBe(true);
  });
});
