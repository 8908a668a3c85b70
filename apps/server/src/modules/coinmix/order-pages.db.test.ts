import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { expectIndexedPlans, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { plansOf, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { OrderRepository } from './coinmix-repository';

// A member's coin-mix subscriptions and redemptions as keyset pages: every order once, newest
// first, as the numbered pages show them, each page read from the (user_id, id) index (with a kind,
// (user_id, kind, id)) — never an OFFSET or a count of all of them.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new OrderRepository();
let alice: Member;
const mine: number[] = [];
const redeemed: number[] = [];
const ORDERS = 45;

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  const at = 1_790_000_000_000n;
  for (let i = 1; i <= ORDERS; i++) {
    for (const who of [alice, other]) {
      const kind = i % 3 === 0 ? 'redeem' : 'subscribe';
      const id = await repo.insert(t.database.db, {
        user_id: who.id,
        kind,
        status: kind === 'redeem' ? 'settled' : 'done',
        units: BigInt(i) * 100_000_000n,
        amount: BigInt(i) * USDT,
        fee: 0n,
        net: BigInt(i) * USDT,
        fee_rate: 0n,
        nav: 100_000_000n,
        nav_id: null,
        after_nav_id: 0n,
        entry_id: null,
        created_at: at + BigInt(i),
        settled_at: at + BigInt(i),
      });
      if (who === alice) mine.unshift(Number(id));
      if (who === alice && kind === 'redeem') redeemed.unshift(Number(id));
    }
  }
});

describe("a member's coin-mix orders by keyset", () => {
  it('walks every order of mine once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, alice, '/api/coinmix/orders');
    expect(ids).toEqual(mine);
    expect(pages.map((p) => p.total)).toEqual([ORDERS, ORDERS, ORDERS]);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(pages[0]!.list[0]).toMatchObject({ kind: 'redeem', status: 'settled', amount: '45.00' });

    const numbered: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(t, `/api/coinmix/orders?page=${page}`, { as: alice });
      expect(res.body.data).toMatchObject({ page, total: ORDERS, has_more: page < 3 });
      numbered.push(...res.body.data.list.map((r: { id: number }) => r.id));
    }
    expect(numbered).toEqual(mine);
  });

  it('keeps the kind filter across pages', async () => {
    expect((await walkBefore(t, alice, '/api/coinmix/orders?kind=redeem')).ids).toEqual(redeemed);
    const subscribed = mine.filter((id) => !redeemed.includes(id));
    expect(subscribed.length).toBeGreaterThan(20);
    expect((await walkBefore(t, alice, '/api/coinmix/orders?kind=subscribe')).ids).toEqual(subscribed);
    const past = await get(t, `/api/coinmix/orders?before=${mine.at(-1)}`, { as: alice });
    expect(past.body.data).toMatchObject({ list: [], has_more: false, next_before: null, total: ORDERS });
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n });
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n }, 'redeem');
    });
    expect(plans).toHaveLength(4);
    expectIndexedPlans(plans, ['coinmix_orders']);
    expect(usesIndex(plans[0]!.plan, 'coinmix_orders_user_idx'), plans[0]!.plan).toBe(true);
    expect(usesIndex(plans[2]!.plan, 'coinmix_orders_user_kind_idx'), plans[2]!.plan).toBe(true);
  });
});
