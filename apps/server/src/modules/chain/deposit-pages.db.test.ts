import { chainApi } from '@mcc/contract/chain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDepositHistory } from '../../../test/chain-deposits';
import { expectEmptyPastOldest, expectListing } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { expectIndexedPlans, expectPlansUse, plansOf } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { ChainRepository } from './chain-repository';

// A member's deposits seen on chain as keyset pages: every deposit once, newest first, each page
// read from the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new ChainRepository();
let alice: Member;
const mine: number[] = [];
const DEPOSITS = 45;
const url = chainApi.deposits.path;

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  const deposits = await addDepositHistory(t, [alice, other], DEPOSITS);
  mine.push(...deposits.filter((d) => d.who === alice).map((d) => d.id));
});

describe("a member's deposits on chain by keyset", () => {
  it('walks every deposit of mine once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, alice, url, {
      ids: mine,
      total: DEPOSITS,
      pages: 3,
      first: { network: 'Testnet', amount: '45.00', status: 'credited', confirmations: 12, required: 12 },
    });
  });

  it('answers an empty last page for a cursor past the oldest deposit', async () => {
    await expectEmptyPastOldest(t, alice, url, mine.at(-1), DEPOSITS);
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, (db) => repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n }));
    expect(plans).toHaveLength(2);
    expectIndexedPlans(plans, ['chain_deposits']);
    expectPlansUse(plans, 'chain_deposits_member_idx');
  });
});
