import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, it } from 'vitest';
import { rechargeRow, withdrawalRow } from '../../../test/history-rows';
import { expectCursorRefused, expectWholeList, FROM_CURSOR, idsOf, insertInTurns } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { expectPagePlans } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { RechargeRepository, WithdrawalRepository } from './wallet-repository';

// A member's recharge claims and withdrawals as keyset pages: every row once, newest first, each
// page read from the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const recharges = new RechargeRepository();
const withdrawals = new WithdrawalRepository();
let alice: Member;
let myClaims: number[];
let myWithdrawals: number[];
const EACH = 45;

beforeAll(async () => {
  const members = await addMembers(t, 'Alice', 'Other');
  alice = members[0];
  const mine = ({ who }: { who: Member }) => who === alice;
  myClaims = idsOf(await insertInTurns(EACH, members, (who, i) => recharges.insert(t.database.db, rechargeRow(who.id, i))), mine);
  myWithdrawals = idsOf(await insertInTurns(EACH, members, (who, i) => withdrawals.insert(t.database.db, withdrawalRow(who.id, i))), mine);
});

describe("a member's recharges by keyset", () => {
  it('walks every claim of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { amount: '45.00', credited: '45.00', status: 'confirmed' };
    await expectWholeList(t, alice, fundApi.rechargeLog, { ids: myClaims, total: EACH, pages: 3, first });
  });

  it('refuses a cursor that is not a positive integer', async () => {
    await expectCursorRefused(t, alice, fundApi.rechargeLog.path);
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 2, tables: ['recharges'], index: 'recharges_user_idx' };
    await expectPagePlans(t.database.db, want, (db) => recharges.pageOfMember(db, alice.id, FROM_CURSOR));
  });
});

describe("a member's withdrawals by keyset", () => {
  it('walks every withdrawal of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { amount: '45.00', fee: '1.00', total: '46.00', status: 'paid' };
    await expectWholeList(t, alice, fundApi.withdrawLog, { ids: myWithdrawals, total: EACH, pages: 3, first });
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 2, tables: ['withdrawals'], index: 'withdrawals_user_idx' };
    await expectPagePlans(t.database.db, want, (db) => withdrawals.pageOfMember(db, alice.id, FROM_CURSOR));
  });
});
