import { chainApi } from '@mcc/contract/chain';
import { beforeAll, describe, it } from 'vitest';
import { addDepositHistory } from '../../../test/chain-deposits';
import { expectWholeList, FROM_CURSOR, idsOf } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { expectPagePlans } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { ChainRepository } from './chain-repository';

// A member's deposits seen on chain as keyset pages: every deposit once, newest first, each page
// read from the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new ChainRepository();
let alice: Member;
let mine: number[];
const DEPOSITS = 45;

beforeAll(async () => {
  const members = await addMembers(t, 'Alice', 'Other');
  alice = members[0];
  mine = idsOf(await addDepositHistory(t, members, DEPOSITS), ({ who }) => who === alice);
});

describe("a member's deposits on chain by keyset", () => {
  it('walks every deposit of mine once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { network: 'Testnet', amount: '45.00', status: 'credited', confirmations: 12, required: 12 };
    await expectWholeList(t, alice, chainApi.deposits, { ids: mine, total: DEPOSITS, pages: 3, first });
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 2, tables: ['chain_deposits'], index: 'chain_deposits_member_idx' };
    await expectPagePlans(t.database.db, want, (db) => repo.pageOfMember(db, alice.id, FROM_CURSOR));
  });
});
