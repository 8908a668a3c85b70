import { teamApi } from '@mcc/contract/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, fundPool, USDT } from '../../../test/money';
import { atShanghaiTime, createTestApp, testDialect, useTestApp } from '../../../test/test-app';
import { addProduct, dailyJobs, subscribe } from '../pledge/pledge-fixtures';

const t = useTestApp();
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
let erin: Member;

beforeAll(async () => {
  // At midnight: the orders below hold their first day in full and earn a whole day's.
  atShanghaiTime(t, '2026-11-01', '00:00');
  // Alice ← Bob ← Carol ← Dave ← Erin, and Alice ← Frank (no stake).
  alice = await addMember(t, { nickname: 'Alice' });
  bob = await addMember(t, { inviter: alice, nickname: 'Bob', mobile: '13800000002' });
  carol = await addMember(t, { inviter: bob, nickname: 'Carol' });
  dave = await addMember(t, { inviter: carol, nickname: 'Dave' });
  erin = await addMember(t, { inviter: dave, nickname: 'Erin' });
  await addMember(t, { inviter: alice, nickname: 'Frank' });
  for (const m of [bob, carol, dave, erin]) await credit(t, m.id, 10_000n * USDT);
  await fundPool(t, 10_000n * USDT);
  const product = await addProduct(t, { termDays: 30, dailyRate: 1_000_000n });
  expect((await subscribe(t, bob, product, '1000')).body.code).toBe(1);
  expect((await subscribe(t, carol, product, '2000')).body.code).toBe(1);
  expect((await subscribe(t, dave, product, '4000')).body.code).toBe(1);
  expect((await subscribe(t, erin, product, '8000')).body.code).toBe(1);
  atShanghaiTime(t, '2026-11-02', '00:05');
  await dailyJobs(t).run('2026-11-02', 'test');
  atShanghaiTime(t, '2026-11-02', '12:00');
});

describe(`team figures (${testDialect})`, () => {
  it('counts members, active members and staked principal per level, and the rewards', async () => {
    const res = await getFrom(t, teamApi.info, { as: alice });
    // Alice gets 10% of Bob's 10.00, 5% of Carol's 20.00 and 2% of Dave's 40.00: 1.00 + 1.00 + 0.80.
    expect(res.body).toMatchObject({
      code: 1,
      data: {
        asset: 'USDT',
        levels: [
          { level: 1, members: 2, active: 1, staked: '1000.00' },
          { level: 2, members: 1, active: 1, staked: '2000.00' },
          { level: 3, members: 1, active: 1, staked: '4000.00' },
        ],
        total_members: 4,
        today_rewards: '2.80',
        total_rewards: '2.80',
        shares: ['0.1', '0.05', '0.02'],
      },
    });
    // Bob: 10% of Carol's 20.00, 5% of Dave's 40.00, 2% of Erin's 80.00 = 2.00 + 2.00 + 1.60.
    expect((await getFrom(t, teamApi.info, { as: bob })).body.data).toMatchObject({ total_members: 3, total_rewards: '5.60' });
    atShanghaiTime(t, '2026-11-03', '12:00');
    expect((await getFrom(t, teamApi.info, { as: alice })).body.data).toMatchObject({ today_rewards: '0.00', total_rewards: '2.80' });
  });

  it('lists a level of members masked, newest first, with their stake', async () => {
    const one = await getFrom(t, teamApi.members, { as: alice, query: { level: 1, page: 1 } });
    expect(one.body.data).toMatchObject({ level: 1, total: 2, page: 1, has_more: false });
    const list = (one.body.data as { list: Record<string, unknown>[] }).list;
    expect(list.map((m) => m.nickname)).toEqual(['F***k', 'B***b']);
    expect(list[1]).toMatchObject({ account: '138****0002', staked: '1000.00', active: true });
    expect(list[0]).toMatchObject({ staked: '0.00', active: false });
    expect(JSON.stringify(one.body.data)).not.toContain('13800000002');
    const three = await getFrom(t, teamApi.members, { as: alice, query: { level: 3 } });
    expect((three.body.data as { list: { nickname: string }[] }).list.map((m) => m.nickname)).toEqual(['D***e']);
    expect((await getFrom(t, teamApi.members, { as: erin, query: { level: 1 } })).body.data).toMatchObject({ total: 0, list: [] });
    expect((await getFrom(t, teamApi.members, { as: alice, query: { level: 4 } })).body.code).toBe(0);
    expect((await getFrom(t, teamApi.members, { as: alice, query: { level: 1, uid: 1 } })).body.code).toBe(0);
  });

  it('lists my referral rewards with the masked member they came from', async () => {
    const res = await getFrom(t, teamApi.rewards, { as: alice });
    const list = (res.body.data as { list: { level: number; amount: string; day: string }[] }).list;
    expect(list.map((r) => [r.level, r.amount, r.day])).toEqual([
      [3, '0.80', '2026-11-02'],
      [2, '1.00', '2026-11-02'],
      [1, '1.00', '2026-11-02'],
    ]);
  });

  it('gives my invite code and a link on the request host or PUBLIC_URL', async () => {
    const res = await getFrom(t, teamApi.promote, { as: alice, headers: { host: 'mcc.example:8443' } });
    expect(res.body.data).toMatchObject({
      invite_code: `T${alice.uid}`,
      invite_link: `http://mcc.example:8443/pages/register/register?invite=T${alice.uid}`,
      shares: [
        { level: 1, share: '0.1' },
        { level: 2, share: '0.05' },
        { level: 3, share: '0.02' },
      ],
    });
    const other = await createTestApp({ PUBLIC_URL: 'https://app.mcc.example/' });
    try {
      const member = await addMember(other);
      const answer = await getFrom(other, teamApi.promote, { as: member });
      expect((answer.body.data as { invite_link: string }).invite_link).toBe(
        `https://app.mcc.example/pages/register/register?invite=T${member.uid}`,
      );
    } finally {
      await other.close();
    }
    for (const endpoint of [teamApi.info, teamApi.members, teamApi.promote, teamApi.rewards]) {
      expect((await getFrom(t, endpoint)).status, endpoint.path).toBe(401);
    }
  });
});
