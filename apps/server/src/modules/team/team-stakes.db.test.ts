import { pledgeApi } from '@mcc/contract/pledge';
import { teamApi } from '@mcc/contract/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, expectBooksBalanced, fundPool, USDT } from '../../../test/money';
import { plansOf, scansWhole } from '../../../test/query-plan';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';
import * as teamStakes from '../../platform/db/migrations/0039-team-stakes';
import { verifyLedger } from '../ledger/verify';
import { addProduct, dailyJobs, subscribe } from '../pledge/pledge-fixtures';
import { TeamRepository } from './team-repository';

// The team's staking figures kept as counters by a trigger on the orders (migration 0039): they
// follow subscriptions, redemptions and maturities, the migration writes them for the orders
// already there, and ledger:verify recounts them.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
let frank: Member;
let term: bigint;
let flexible: bigint;

interface Level {
  level: number;
  members: number;
  active: number;
  staked: string;
}

async function levelsOf(who: Member): Promise<Level[]> {
  const res = await getFrom(t, teamApi.info, { as: who });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.levels;
}

/** Every counter row, as the database keeps them (rows at zero left out: the same as none). */
async function kept(): Promise<string[]> {
  const db = t.database.db;
  const members = await db.selectFrom('member_stakes').selectAll().execute();
  const levels = await db.selectFrom('team_stakes').selectAll().execute();
  return [
    ...members.filter((r) => r.running !== 0n || r.principal !== 0n).map((r) => `m ${r.user_id} ${r.asset} ${r.running} ${r.principal}`),
    ...levels
      .filter((r) => r.active !== 0n || r.staked !== 0n)
      .map((r) => `t ${r.user_id}@${Number(r.depth)} ${r.asset} ${r.active} ${r.staked}`),
  ].sort();
}

beforeAll(async () => {
  atShanghaiTime(t, '2026-11-01', '00:00');
  // Alice ← Bob ← Carol ← Dave, and Alice ← Frank.
  alice = await addMember(t, { nickname: 'Alice' });
  bob = await addMember(t, { inviter: alice, nickname: 'Bob' });
  carol = await addMember(t, { inviter: bob, nickname: 'Carol' });
  dave = await addMember(t, { inviter: carol, nickname: 'Dave' });
  frank = await addMember(t, { inviter: alice, nickname: 'Frank' });
  for (const m of [bob, carol, dave, frank]) await credit(t, m.id, 10_000n * USDT);
  await fundPool(t, 10_000n * USDT);
  term = await addProduct(t, { termDays: 2, dailyRate: 1_000_000n });
  flexible = await addProduct(t, { termDays: 0, dailyRate: 500_000n, name: 'Flex' });
});

describe(`team staking counters (${testDialect})`, () => {
  it("count a level's members with a running order once, however many orders they hold, and their principal", async () => {
    expect(await levelsOf(alice)).toMatchObject([
      { level: 1, members: 2, active: 0, staked: '0.00' },
      { level: 2, members: 1, active: 0, staked: '0.00' },
      { level: 3, members: 1, active: 0, staked: '0.00' },
    ]);
    expect((await subscribe(t, bob, term, '1000')).body.code).toBe(1);
    expect((await subscribe(t, bob, flexible, '250.50')).body.code).toBe(1);
    expect((await subscribe(t, frank, flexible, '100')).body.code).toBe(1);
    expect((await subscribe(t, carol, term, '2000')).body.code).toBe(1);
    expect((await subscribe(t, dave, flexible, '400')).body.code).toBe(1);
    expect(await levelsOf(alice)).toMatchObject([
      { level: 1, members: 2, active: 2, staked: '1350.50' },
      { level: 2, members: 1, active: 1, staked: '2000.00' },
      { level: 3, members: 1, active: 1, staked: '400.00' },
    ]);
    expect(await levelsOf(bob)).toMatchObject([
      { level: 1, members: 1, active: 1, staked: '2000.00' },
      { level: 2, members: 1, active: 1, staked: '400.00' },
      { level: 3, members: 0, active: 0, staked: '0.00' },
    ]);
    const level1 = await get(t, `${teamApi.members.path}?level=1&page=1`, { as: alice });
    const staked = level1.body.data.list.map((m: { staked: string; active: boolean }) => [m.staked, m.active]);
    // Newest first: Frank, then Bob.
    expect(staked).toEqual([
      ['100.00', true],
      ['1250.50', true],
    ]);
    await expectBooksBalanced(t);
  });

  it('follow a redemption and a maturity: a member whose last order ends is no longer active', async () => {
    const bobsFlexible = await t.database.db
      .selectFrom('pledge_orders')
      .select('id')
      .where('user_id', '=', bob.id)
      .where('product_id', '=', flexible)
      .executeTakeFirstOrThrow();
    const frankOrder = await t.database.db
      .selectFrom('pledge_orders')
      .select('id')
      .where('user_id', '=', frank.id)
      .executeTakeFirstOrThrow();
    atShanghaiTime(t, '2026-11-01', '12:00');
    for (const [who, id] of [
      [bob, bobsFlexible.id],
      [frank, frankOrder.id],
    ] as const) {
      const res = await postTo(t, pledgeApi.redeem, { id: Number(id) }, { key: newKey(), as: who });
      expect(res.body.code, res.body.msg).toBe(1);
    }
    expect(await levelsOf(alice)).toMatchObject([
      { level: 1, members: 2, active: 1, staked: '1000.00' },
      { level: 2, members: 1, active: 1, staked: '2000.00' },
      { level: 3, members: 1, active: 1, staked: '400.00' },
    ]);
    // The two-day orders mature with the jobs of their last day.
    atShanghaiTime(t, '2026-11-03', '00:05');
    await dailyJobs(t).run('2026-11-03', 'test');
    expect(await levelsOf(alice)).toMatchObject([
      { level: 1, members: 2, active: 0, staked: '0.00' },
      { level: 2, members: 1, active: 0, staked: '0.00' },
      { level: 3, members: 1, active: 1, staked: '400.00' },
    ]);
    await expectBooksBalanced(t);
  });

  it('are written by the migration for the orders already there, and the trigger keeps them after', async () => {
    const before = await kept();
    const db = t.database.db as never;
    await teamStakes.down(db);
    await teamStakes.up(db);
    expect(await kept()).toEqual(before);
    expect((await subscribe(t, carol, flexible, '50')).body.code).toBe(1);
    expect(await levelsOf(bob)).toMatchObject([
      { level: 1, members: 1, active: 1, staked: '50.00' },
      { level: 2, members: 1, active: 1, staked: '400.00' },
      { level: 3, members: 0, active: 0, staked: '0.00' },
    ]);
    await expectBooksBalanced(t);
  });

  it('are recounted by ledger:verify, which names a counter that drifted', async () => {
    await t.database.db
      .updateTable('team_stakes')
      .set((eb) => ({ staked: eb('staked', '+', 1n) }))
      .where('user_id', '=', alice.id)
      .where('depth', '=', 3)
      .execute();
    const report = await verifyLedger(t.database.db);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toContain(`member ${alice.id} level 3 USDT`);
    await t.database.db
      .updateTable('team_stakes')
      .set((eb) => ({ staked: eb('staked', '-', 1n) }))
      .where('user_id', '=', alice.id)
      .where('depth', '=', 3)
      .execute();
    await expectBooksBalanced(t);
  });

  it('are read by key: no scan of the orders or the counters', async () => {
    const team = new TeamRepository();
    const plans = await plansOf(t.database.db, async (db) => {
      await team.levelStaking(db, alice.id, 1, 'USDT');
      await team.levelPage(db, alice.id, 1, { page: 1 }, 'USDT');
    });
    for (const { sql, plan } of plans) {
      expect(sql).not.toContain('pledge_orders');
      for (const table of ['team_stakes', 'member_stakes', 'users', 'team_closure'])
        expect(scansWhole(plan, table), `${sql}\n${plan}`).toBe(false);
    }
  });
});
