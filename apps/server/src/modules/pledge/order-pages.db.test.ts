import { pledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { pledgeOrderRow } from '../../../test/history-rows';
import { pathOf } from '../../../test/http';
import { expectWholeList, FROM_CURSOR, idsOf, insertInTurns, walkBefore } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { expectPagePlans, expectPlansUse } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { addProduct } from './pledge-fixtures';
import { OrderRepository } from './pledge-repository';
import type { PledgeOrderStatus } from './tables';

// A member's staking orders as keyset pages: every order once, newest first, each page read from
// the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new OrderRepository();
let alice: Member;
let mine: number[];
let matured: number[];
const ORDERS = 45;
const statusOf = (i: number): PledgeOrderStatus => (i % 3 === 0 ? 'matured' : 'redeemed');

beforeAll(async () => {
  const members = await addMembers(t, 'Alice', 'Other');
  alice = members[0];
  const product = await addProduct(t, { termDays: 30, dailyRate: 100_000n });
  const rows = await insertInTurns(ORDERS, members, (who, i) =>
    repo.insert(t.database.db, pledgeOrderRow(who.id, product, i, statusOf(i))),
  );
  mine = idsOf(rows, ({ who }) => who === alice);
  matured = idsOf(rows, ({ who, i }) => who === alice && statusOf(i) === 'matured');
});

describe("a member's staking orders by keyset", () => {
  it('walks every order of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { product_name: 'P30', principal: '450.00' };
    await expectWholeList(t, alice, pledgeApi.orders, { ids: mine, total: ORDERS, pages: 3, first });
  });

  it('keeps the status filter across pages', async () => {
    const { ids, pages } = await walkBefore(t, alice, pathOf(pledgeApi.orders, { status: 'matured' }));
    expect(ids).toEqual(matured);
    expect(pages).toHaveLength(1);
    const { ids: smaller } = await walkBefore(t, alice, pathOf(pledgeApi.orders, { status: 'matured', before: matured[4] }));
    expect(smaller).toEqual(matured.slice(5));
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const plans = await expectPagePlans(t.database.db, { statements: 4, tables: ['pledge_orders', 'pledge_products'] }, async (db) => {
      await repo.pageOfMember(db, alice.id, FROM_CURSOR);
      await repo.pageOfMember(db, alice.id, FROM_CURSOR, 'matured');
    });
    // With a status filter a tiny test table may be read by the status index instead: still no full scan.
    expectPlansUse(plans.slice(0, 2), 'pledge_orders_user_idx');
  });
});
