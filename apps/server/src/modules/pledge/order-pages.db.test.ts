import { pledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { pledgeOrderRow } from '../../../test/history-rows';
import { pathOf } from '../../../test/http';
import { expectEmptyPastOldest, expectListing, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { expectIndexedPlans, expectPlansUse, plansOf } from '../../../test/query-plan';
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
      const id = await repo.insert(t.database.db, pledgeOrderRow(who.id, product, i, status));
      if (who !== alice) continue;
      mine.unshift(Number(id));
      if (status === 'matured') matured.unshift(Number(id));
    }
  }
});

describe("a member's staking orders by keyset", () => {
  it('walks every order of mine once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, alice, pledgeApi.orders.path, {
      ids: mine,
      total: ORDERS,
      pages: 3,
      first: { product_name: 'P30', principal: '450.00' },
    });
  });

  it('keeps the status filter across pages', async () => {
    const { ids, pages } = await walkBefore(t, alice, pathOf(pledgeApi.orders, { status: 'matured' }));
    expect(ids).toEqual(matured);
    expect(pages).toHaveLength(1);
    const { ids: smaller } = await walkBefore(t, alice, pathOf(pledgeApi.orders, { status: 'matured', before: matured[4] }));
    expect(smaller).toEqual(matured.slice(5));
  });

  it('answers an empty last page for a cursor past the oldest order', async () => {
    await expectEmptyPastOldest(t, alice, pledgeApi.orders.path, mine.at(-1), ORDERS);
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n });
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n }, 'matured');
    });
    expect(plans).toHaveLength(4);
    expectIndexedPlans(plans, ['pledge_orders', 'pledge_products']);
    // With a status filter a tiny test table may be read by the status index instead: still no full scan.
    expectPlansUse(plans.slice(0, 2), 'pledge_orders_user_idx');
  });
});
