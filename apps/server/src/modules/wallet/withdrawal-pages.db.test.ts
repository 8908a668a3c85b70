import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, it } from 'vitest';
import { withdrawalRow } from '../../../test/history-rows';
import { expectWholeList, FROM_CURSOR, idsOf, insertInTurns } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { expectPagePlans } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { WithdrawalRepository } from './wallet-repository';

// A member's withdrawals as keyset pages: every withdrawal once, newest first, each page read from
// the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new WithdrawalRepository();
let alice: Member;
let mine: number[];
const WITHDRAWALS = 45;

beforeAll(async () => {
  const members = await addMembers(t, 'Alice', 'Other');
  alice = members[0];
  const rows = await insertInTurns(WITHDRAWALS, members, (who, i) => repo.insert(t.database.db, withdrawalRow(who.id, i)));
  mine = idsOf(rows, ({ who }) => who === alice);
});

describe("a member's withdrawals by keyset", () => {
  it('walks every withdrawal of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { amount: '45.00', fee: '1.00', total: '46.00', status: 'paid' };
    await expectWholeList(t, alice, fundApi.withdrawLog, { ids: mine, total: WITHDRAWALS, pages: 3, first });
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 2, tables: ['withdrawals'], index: 'withdrawals_user_idx' };
    await expectPagePlans(t.database.db, want, (db) => repo.pageOfMember(db, alice.id, FROM_CURSOR));
  });
});
