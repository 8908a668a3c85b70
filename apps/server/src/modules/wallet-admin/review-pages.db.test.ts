import { adminFundApi } from '@mcc/contract/admin-fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { rechargeRow, withdrawalRow } from '../../../test/history-rows';
import { expectListing, FROM_CURSOR, idsOf, idsWalked, insertInTurns, walkBefore } from '../../../test/keyset';
import { addMembers } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { expectConsolePagePlans } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { RechargeRepository, WithdrawalRepository } from '../wallet/wallet-repository';
import { ReviewRepository } from './review-repository';

// The console's recharges and withdrawals as keyset pages: every record once, newest first, read
// down the primary key (with a status, the (status, id) index) — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const reviews = new ReviewRepository();
let finance: Operator;
let recharges: number[];
let confirmed: number[];
let withdrawals: number[];
let paid: number[];
const EACH = 45;
const done = (i: number) => i % 3 === 0;

beforeAll(async () => {
  finance = await addOperator(t, 'super_admin');
  const members = await addMembers(t, 'Alice', 'Bob');
  const rechargeRepo = new RechargeRepository();
  const withdrawalRepo = new WithdrawalRepository();
  const rechargeRows = await insertInTurns(EACH, members, (who, i) => rechargeRepo.insert(t.database.db, rechargeRow(who.id, i)));
  const withdrawalRows = await insertInTurns(EACH, members, (who, i) => {
    const at = 1_790_000_000_000n + BigInt(i);
    return withdrawalRepo.insert(
      t.database.db,
      withdrawalRow(who.id, i, { status: done(i) ? 'paid' : 'rejected', approved_at: done(i) ? at : null, paid_at: done(i) ? at : null }),
    );
  });
  recharges = idsOf(rechargeRows);
  confirmed = idsOf(rechargeRows, ({ i }) => done(i));
  withdrawals = idsOf(withdrawalRows);
  paid = idsOf(withdrawalRows, ({ i }) => done(i));
});

describe("the console's recharges and withdrawals by keyset", () => {
  it('walks every recharge once, newest first, as the numbered pages show them', async () => {
    const pages = await expectListing(t, finance, adminFundApi.recharges.path, { ids: recharges, total: 2 * EACH, pages: 5 });
    expect(pages[0]).toMatchObject({ pending: 60 });
  });

  it('keeps the status filter across pages', async () => {
    expect(await idsWalked(t, finance, adminFundApi.recharges, { status: 'confirmed' })).toEqual(confirmed);
    expect(await idsWalked(t, finance, adminFundApi.withdrawals, { status: 'paid', before: paid[10] })).toEqual(paid.slice(11));
  });

  it('walks every withdrawal once, newest first', async () => {
    const { ids, pages } = await walkBefore(t, finance, adminFundApi.withdrawals.path);
    expect(ids).toEqual(withdrawals);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(await idsWalked(t, finance, adminFundApi.withdrawals, { status: 'paid' })).toEqual(paid);
  });

  it('reads each page and the count from an index, with no OFFSET for a cursor', async () => {
    await expectConsolePagePlans(t.database.db, { statements: 8, tables: ['recharges', 'withdrawals', 'users'] }, async (db) => {
      await reviews.recharges(db, {}, FROM_CURSOR);
      await reviews.recharges(db, { status: 'confirmed' }, FROM_CURSOR);
      await reviews.withdrawals(db, {}, FROM_CURSOR);
      await reviews.withdrawals(db, { status: 'paid' }, FROM_CURSOR);
    });
  });
});
