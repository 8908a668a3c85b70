import { adminChainApi } from '@mcc/contract/chain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDepositHistory } from '../../../test/chain-deposits';
import { expectCursorRefused, expectPageBefore, expectWholeList, FROM_CURSOR, readNumbered, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { expectConsolePagePlans, expectPlansUse } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { ChainRepository } from './chain-repository';

// The console's deposits seen on chain as keyset pages: every deposit once, newest first, read down
// the primary key (of one member, the (user_id, id) index; with a status, the (status, id) index) —
// never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new ChainRepository();
let finance: Operator;
let bob: Member;
const all: number[] = [];
const credited: number[] = [];
const ofBob: number[] = [];
const EACH = 45;
const path = adminChainApi.deposits.path;

beforeAll(async () => {
  finance = await addOperator(t, 'super_admin');
  const alice = await addMember(t, { nickname: 'Alice' });
  bob = await addMember(t, { nickname: 'Bob' });
  for (const deposit of await addDepositHistory(t, [alice, bob], EACH)) {
    all.push(deposit.id);
    if (deposit.credited) credited.push(deposit.id);
    if (deposit.who === bob) ofBob.push(deposit.id);
  }
});

describe("the console's deposits on chain by keyset", () => {
  it('walks every deposit once, newest first, as the numbered pages show them, and none past the oldest', async () => {
    const first = { uid: bob.uid, user_id: Number(bob.id), network: 'Testnet', amount: '45.00', status: 'credited' };
    await expectWholeList(t, finance, adminChainApi.deposits, { ids: all, total: 2 * EACH, pages: 5, first });
  });

  it("keeps the status and the member's filter across pages", async () => {
    expect((await walkBefore(t, finance, `${path}?status=credited`)).ids).toEqual(credited);
    expect(await readNumbered(t, finance, `${path}?status=credited`, 2, credited.length)).toEqual(credited);
    expect((await walkBefore(t, finance, `${path}?user_id=${bob.id}`)).ids).toEqual(ofBob);
    await expectPageBefore(t, finance, `${path}?user_id=${bob.id}`, ofBob[10], {
      ids: ofBob.slice(11, 31),
      has_more: true,
      next_before: ofBob[30]!,
      total: EACH,
    });
  });

  it('refuses a cursor that is not an id', async () => {
    await expectCursorRefused(t, finance, path);
  });

  it("reads each page and the count from an index, a filter's from its own, with no OFFSET for a cursor", async () => {
    const want = { statements: 6, tables: ['chain_deposits', 'users'], indexedCountsFrom: 2 };
    const plans = await expectConsolePagePlans(t.database.db, want, async (db) => {
      await repo.pageAll(db, {}, FROM_CURSOR);
      await repo.pageAll(db, { status: 'credited' }, FROM_CURSOR);
      await repo.pageAll(db, { userId: bob.id }, FROM_CURSOR);
    });
    expectPlansUse(plans.slice(2, 4), 'chain_deposits_status_id_idx');
    expectPlansUse(plans.slice(4, 6), 'chain_deposits_member_idx');
  });
});
