import { adminFundApi } from '@mcc/contract/admin-fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectListing, FROM_CURSOR, idsOf, idsWalked, insertInTurns } from '../../../test/keyset';
import { addMembers } from '../../../test/members';
import { USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { expectConsolePagePlans } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { AdjustmentRepository } from './adjustment-repository';
import { ReviewRepository } from './review-repository';

// The console's balance adjustments as keyset pages: every adjustment once, newest first, read down
// the primary key (with a status, the (status, id) index; of one member, the (user_id, id) index) —
// never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const reviews = new ReviewRepository();
let finance: Operator;
let bob: bigint;
let all: number[];
let applied: number[];
let ofBob: number[];
const EACH = 45;
const STATUSES = ['applied', 'pending_approval', 'rejected'];
const statusOf = (i: number) => STATUSES[i % 3]!;

beforeAll(async () => {
  finance = await addOperator(t, 'super_admin');
  const members = await addMembers(t, 'Alice', 'Bob');
  bob = members[1].id;
  const adjustments = new AdjustmentRepository();
  const rows = await insertInTurns(EACH, members, async (who, i) => {
    const at = 1_790_000_000_000n + BigInt(i);
    const row = await adjustments.insert(t.database.db, {
      user_id: who.id,
      asset: 'USDT',
      amount: (i % 2 === 0 ? -1n : 1n) * BigInt(i) * USDT,
      reason: `adjustment ${i}`,
      status: statusOf(i),
      maker_id: finance.id,
      maker_username: finance.username,
      checker_id: null,
      checker_username: null,
      reject_reason: '',
      entry_id: null,
      created_at: at,
      decided_at: statusOf(i) === 'pending_approval' ? null : at,
    });
    return row.id;
  });
  all = idsOf(rows);
  applied = idsOf(rows, ({ i }) => statusOf(i) === 'applied');
  ofBob = idsOf(rows, ({ who }) => who.id === bob);
});

describe("the console's adjustments by keyset", () => {
  it('walks every adjustment once, newest first, as the numbered pages show them', async () => {
    const pages = await expectListing(t, finance, adminFundApi.adjustments.path, { ids: all, total: 2 * EACH, pages: 5 });
    expect(pages[0]).toMatchObject({ pending: 30 });
  });

  it("keeps the status and the member's filter across pages", async () => {
    expect(await idsWalked(t, finance, adminFundApi.adjustments, { status: 'applied' })).toEqual(applied);
    expect(await idsWalked(t, finance, adminFundApi.adjustments, { user_id: bob })).toEqual(ofBob);
    expect(await idsWalked(t, finance, adminFundApi.adjustments, { status: 'applied', before: applied[10] })).toEqual(applied.slice(11));
  });

  it('reads each page and the count from an index, with no OFFSET for a cursor', async () => {
    await expectConsolePagePlans(t.database.db, { statements: 8, tables: ['adjustments', 'users'] }, async (db) => {
      await reviews.adjustments(db, {}, FROM_CURSOR);
      await reviews.adjustments(db, { status: 'applied' }, FROM_CURSOR);
      await reviews.adjustments(db, { userId: bob }, FROM_CURSOR);
      await reviews.adjustments(db, { userId: bob, status: 'applied' }, FROM_CURSOR);
    });
  });
});
