import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { rechargeRow } from '../../../test/history-rows';
import { expectCursorRefused, expectEmptyPastOldest, expectListing } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { expectIndexedPlans, expectPlansUse, plansOf } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { RechargeRepository } from './wallet-repository';

// A member's recharge claims as keyset pages: every claim once, newest first, each page read from
// the (user_id, id) index — never an OFFSET over the history or a count of all of it.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new RechargeRepository();
let alice: Member;
const mine: number[] = [];
const CLAIMS = 45;

beforeAll(async () => {
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  for (let i = 1; i <= CLAIMS; i++) {
    for (const who of [alice, other]) {
      const id = await repo.insert(t.database.db, rechargeRow(who.id, i));
      if (who === alice) mine.unshift(Number(id));
    }
  }
});

describe("a member's recharges by keyset", () => {
  it('walks every claim of mine once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, alice, fundApi.rechargeLog.path, {
      ids: mine,
      total: CLAIMS,
      pages: 3,
      first: { amount: '45.00', credited: '45.00', status: 'confirmed' },
    });
  });

  it('answers an empty last page for a cursor past the oldest claim', async () => {
    await expectEmptyPastOldest(t, alice, fundApi.rechargeLog.path, mine.at(-1), CLAIMS);
  });

  it('refuses a cursor that is not a positive integer', async () => {
    await expectCursorRefused(t, alice, fundApi.rechargeLog.path);
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, (db) => repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n }));
    expect(plans).toHaveLength(2);
    expectIndexedPlans(plans, ['recharges']);
    expectPlansUse(plans, 'recharges_user_idx');
  });
});
