import { teamApi } from '@mcc/contract/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCursorRefused, FROM_CURSOR, readNumbered, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { credit, fundPool, USDT } from '../../../test/money';
import { expectPagePlans } from '../../../test/query-plan';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';
import { addProduct, dailyJobs, subscribe } from '../pledge/pledge-fixtures';
import { TeamRepository } from './team-repository';

// A member's referral rewards as keyset pages: every reward once, newest first, each page read from
// the (user_id, id) index — never an OFFSET over the history or a count of all of it. Alice is three
// levels above a chain of stakers, so each day of jobs credits her three rewards.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new TeamRepository();
let alice: Member;
const DAYS = 9;

beforeAll(async () => {
  atShanghaiTime(t, '2026-11-01', '00:00');
  alice = await addMember(t, { nickname: 'Alice' });
  const bob = await addMember(t, { inviter: alice, nickname: 'Bob' });
  const carol = await addMember(t, { inviter: bob, nickname: 'Carol' });
  const dave = await addMember(t, { inviter: carol, nickname: 'Dave' });
  for (const m of [bob, carol, dave]) await credit(t, m.id, 1_000n * USDT);
  await fundPool(t, 10_000n * USDT);
  const product = await addProduct(t, { termDays: 30, dailyRate: 1_000_000n });
  for (const m of [bob, carol, dave]) expect((await subscribe(t, m, product, '100')).body.code).toBe(1);
  const through = `2026-11-${String(1 + DAYS).padStart(2, '0')}`;
  atShanghaiTime(t, through, '00:05');
  await dailyJobs(t).run(through, 'test');
});

describe(`a member's referral rewards by keyset (${testDialect})`, () => {
  it('walks every reward once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, alice, teamApi.rewards.path);
    expect(ids).toHaveLength(3 * DAYS);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(pages.map((p) => p.total)).toEqual([3 * DAYS, 3 * DAYS]);
    expect(pages[0]!.list[0]).toMatchObject({ day: `2026-11-${String(1 + DAYS).padStart(2, '0')}` });

    expect(await readNumbered(t, alice, teamApi.rewards.path, 2, 3 * DAYS)).toEqual(ids);
  });

  it('refuses a cursor that is not a positive integer', async () => {
    await expectCursorRefused(t, alice, teamApi.rewards.path);
  });

  it('reads each page and the count from the (user_id, id) index, with no OFFSET for a cursor', async () => {
    const want = { statements: 2, tables: ['referral_rewards'], index: 'referral_rewards_user_id_idx' };
    await expectPagePlans(t.database.db, want, (db) => repo.rewardPage(db, alice.id, FROM_CURSOR));
  });
});
