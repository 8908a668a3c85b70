import { adminPledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { pledgeOrderRow } from '../../../test/history-rows';
import {
  expectCursorRefused,
  expectPageBefore,
  expectWholeList,
  FROM_CURSOR,
  idsOf,
  insertInTurns,
  readNumbered,
  walkBefore,
} from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { expectConsolePagePlans, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { addProduct } from './pledge-fixtures';
import { OrderRepository } from './pledge-repository';
import type { PledgeOrderStatus } from './tables';

// The console's staking orders as keyset pages: every order once, newest first, read down the
// primary key (a member's UID resolved to their id, then the (user_id, id) index; with a status the
// (status, id) index, with a product the (product_id, id) index) — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new OrderRepository();
let operator: Operator;
let bob: Member;
let longer: bigint;
let all: number[];
let matured: number[];
let ofBob: number[];
let ofLonger: number[];
const EACH = 45;
const path = adminPledgeApi.orders.path;
const statusOf = (i: number): PledgeOrderStatus => (i % 3 === 0 ? 'matured' : 'redeemed');

beforeAll(async () => {
  operator = await addOperator(t, 'super_admin');
  const members = await addMembers(t, 'Alice', 'Bob');
  bob = members[1];
  const shorter = await addProduct(t, { termDays: 30, dailyRate: 100_000n });
  longer = await addProduct(t, { termDays: 90, dailyRate: 200_000n });
  const productOf = (i: number) => (i % 2 === 0 ? longer : shorter);
  const rows = await insertInTurns(EACH, members, (who, i) =>
    repo.insert(t.database.db, pledgeOrderRow(who.id, productOf(i), i, statusOf(i))),
  );
  all = idsOf(rows);
  matured = idsOf(rows, ({ i }) => statusOf(i) === 'matured');
  ofBob = idsOf(rows, ({ who }) => who === bob);
  ofLonger = idsOf(rows, ({ i }) => productOf(i) === longer);
});

/** The ids of pages 1 to `pages` of a list by number, as the operator sees them. */
const numbered = (url: string, pages: number, total: number) => readNumbered(t, operator, url, pages, total);

describe("the console's staking orders by keyset", () => {
  it('walks every order once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { uid: bob.uid, user_id: Number(bob.id), product_name: 'P30', principal: '450.00' };
    await expectWholeList(t, operator, adminPledgeApi.orders, { ids: all, total: 2 * EACH, pages: 5, first });
  });

  it("keeps the status, the product's and the member's filter across pages", async () => {
    expect((await walkBefore(t, operator, `${path}?status=matured`)).ids).toEqual(matured);
    expect(await numbered(`${path}?status=matured`, 2, matured.length)).toEqual(matured);
    expect((await walkBefore(t, operator, `${path}?product_id=${longer}`)).ids).toEqual(ofLonger);
    expect((await walkBefore(t, operator, `${path}?uid=${bob.uid}`)).ids).toEqual(ofBob);
    expect(await numbered(`${path}?uid=${bob.uid}`, 3, EACH)).toEqual(ofBob);
    expect((await walkBefore(t, operator, `${path}?uid=00000000`)).ids).toEqual([]);
    const bobsMatured = ofBob.filter((id) => matured.includes(id));
    await expectPageBefore(t, operator, `${path}?uid=${bob.uid}&status=matured`, ofBob[10], {
      ids: bobsMatured.filter((id) => id < ofBob[10]!),
      has_more: false,
      next_before: null,
      total: bobsMatured.length,
    });
  });

  it('refuses a cursor that is not an id', async () => {
    await expectCursorRefused(t, operator, path);
  });

  it("reads each page and the count from an index, a filter's from its own, with no OFFSET for a cursor", async () => {
    const want = { statements: 8, tables: ['pledge_orders', 'users'], indexedCountsFrom: 2 };
    const plans = await expectConsolePagePlans(t.database.db, want, async (db) => {
      await repo.pageOfAll(db, {}, FROM_CURSOR);
      await repo.pageOfAll(db, { status: 'matured' }, FROM_CURSOR);
      await repo.pageOfAll(db, { productId: longer }, FROM_CURSOR);
      await repo.pageOfAll(db, { uid: bob.uid }, FROM_CURSOR);
    });
    const indexes = ['pledge_orders_status_id_idx', 'pledge_orders_product_id_idx', 'pledge_orders_user_idx'];
    for (const [i, { plan }] of plans.slice(2).entries()) expect(usesIndex(plan, indexes[Math.floor(i / 2)]!), plan).toBe(true);
  });
});
