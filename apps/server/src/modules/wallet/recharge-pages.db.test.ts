import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, it } from 'vitest';
import { rechargeRow } from '../../../test/history-rows';
import { expectCursorRefused, expectWholeList, FROM_CURSOR, idsOf, insertInTurns } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { expectPagePlans } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { RechargeRepository } from './wallet-repository';

// A member's recharge claims as keyset pages: every claim once, newest first, each page read from
// the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new RechargeRepository();
let alice: Member;
let mine: number[];
const CLAIMS = 45;

beforeAll(async () => {
  const members = await addMembers(t, 'Alice', 'Other');
  alice = members[0];
  const rows = await insertInTurns(CLAIMS, members, (who, i) => repo.insert(t.database.db, rechargeRow(who.id, i)));
  mine = idsOf(rows, ({ who }) => who === alice);
});

describe("a member's recharges by keyset", () => {
  it('walks every claim of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { amount: '45.00', credited: '45.00', status: 'confirmed' };
    await expectWholeList(t, alice, fundApi.rechargeLog, { ids: mine, total: CLAIMS, pages: 3, first });
  });

  it('refuses a cursor that is not a positive integer', async () => {
    await expectCursorRefused(t, alice, fundApi.rechargeLog.path);
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 2, tables: ['recharges'], index: 'recharges_user_idx' };
    await expectPagePlans(t.database.db, want, (db) => repo.pageOfMember(db, alice.id, FROM_CURSOR));
  });
});
