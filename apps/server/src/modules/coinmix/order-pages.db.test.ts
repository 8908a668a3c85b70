import { adminCoinmixApi } from '@mcc/contract/admin-coinmix';
import { coinmixApi } from '@mcc/contract/coinmix';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/http';
import {
  expectCursorRefused,
  expectListing,
  expectWholeList,
  FROM_CURSOR,
  idsOf,
  idsWalked,
  insertInTurns,
  walkBefore,
} from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { expectConsolePagePlans, expectPagePlans, expectPlansUse } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { NavRepository, OrderRepository } from './coinmix-repository';

// A member's coin-mix subscriptions and redemptions as keyset pages: every order once, newest
// first, as the numbered pages show them, each page read from the (user_id, id) index (with a kind,
// (user_id, kind, id)) — never an OFFSET or a count of all of them. The console's lists of every
// member's orders and of the NAV postings page the same way, down the primary key or (status, id).

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new OrderRepository();
const navs = new NavRepository();
let alice: Member;
let other: Member;
let finance: Operator;
let everyone: number[];
const NAVS = 25;
let mine: number[];
let redeemed: number[];
const ORDERS = 45;
const kindOf = (i: number): 'subscribe' | 'redeem' => (i % 3 === 0 ? 'redeem' : 'subscribe');

beforeAll(async () => {
  [alice, other] = await addMembers(t, 'Alice', 'Other');
  finance = await addOperator(t, 'finance');
  const at = 1_790_000_000_000n;
  const rows = await insertInTurns(ORDERS, [alice, other], (who, i) =>
    repo.insert(t.database.db, {
      user_id: who.id,
      kind: kindOf(i),
      status: kindOf(i) === 'redeem' ? 'settled' : 'done',
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
    }),
  );
  everyone = idsOf(rows);
  mine = idsOf(rows, ({ who }) => who === alice);
  redeemed = idsOf(rows, ({ who, i }) => who === alice && kindOf(i) === 'redeem');
  for (let i = 1; i <= NAVS; i++)
    await navs.insert(t.database.db, {
      nav: 100_000_000n + BigInt(i),
      note_json: JSON.stringify({ 'zh-Hans': '说明', en: 'note', ja: 'メモ', 'zh-Hant': '說明' }),
      admin_id: finance.id,
      admin_username: finance.username,
      created_at: at + BigInt(i),
    });
});

describe("a member's coin-mix orders by keyset", () => {
  it('walks every order of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { kind: 'redeem', status: 'settled', amount: '45.00' };
    await expectWholeList(t, alice, coinmixApi.orders, { ids: mine, total: ORDERS, pages: 3, first });
  });

  it('keeps the kind filter across pages', async () => {
    expect(await idsWalked(t, alice, coinmixApi.orders, { kind: 'redeem' })).toEqual(redeemed);
    const subscribed = mine.filter((id) => !redeemed.includes(id));
    expect(subscribed.length).toBeGreaterThan(20);
    expect(await idsWalked(t, alice, coinmixApi.orders, { kind: 'subscribe' })).toEqual(subscribed);
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const plans = await expectPagePlans(t.database.db, { statements: 4, tables: ['coinmix_orders'] }, async (db) => {
      await repo.pageOfMember(db, alice.id, FROM_CURSOR);
      await repo.pageOfMember(db, alice.id, FROM_CURSOR, 'redeem');
    });
    expectPlansUse([plans[0]!], 'coinmix_orders_user_idx');
    expectPlansUse([plans[2]!], 'coinmix_orders_user_kind_idx');
  });
});

describe("the console's coin-mix orders and NAV postings by keyset", () => {
  it("walks every member's orders once, newest first, as the numbered pages show them, with or without a filter", async () => {
    await expectListing(t, finance, adminCoinmixApi.orders.path, {
      ids: everyone,
      total: 2 * ORDERS,
      pages: 5,
      first: { uid: other.uid, kind: 'redeem', status: 'settled' },
    });
    const settled = await walkBefore(t, finance, pathOf(adminCoinmixApi.orders, { status: 'settled' }));
    expect(settled.ids).toHaveLength((2 * ORDERS) / 3);
    const subscribed = await walkBefore(t, finance, pathOf(adminCoinmixApi.orders, { kind: 'subscribe' }));
    expect(subscribed.ids).toHaveLength((2 * ORDERS * 2) / 3);
    expect(new Set([...settled.ids, ...subscribed.ids])).toEqual(new Set(everyone));
  });

  it('walks the NAV postings newest first, and refuses a cursor that is not a positive integer', async () => {
    const { ids, pages } = await walkBefore(t, finance, adminCoinmixApi.navs.path);
    expect(ids).toHaveLength(NAVS);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(pages).toHaveLength(2);
    for (const path of [adminCoinmixApi.navs.path, adminCoinmixApi.orders.path]) await expectCursorRefused(t, finance, path);
  });

  it('reads each page and its count down the primary key or the (status, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 6, tables: ['coinmix_orders', 'coinmix_navs', 'users'] };
    const plans = await expectConsolePagePlans(t.database.db, want, async (db) => {
      await repo.pageForConsole(db, FROM_CURSOR, {});
      await repo.pageForConsole(db, FROM_CURSOR, { status: 'settled', kind: 'redeem' });
      await navs.page(db, FROM_CURSOR);
    });
    expectPlansUse([plans[2]!], 'coinmix_orders_status_idx');
  });
});
