import { teamApi } from '@mcc/contract/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, getFrom } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { plansOf, scansWhole, usesIndex } from '../../../test/query-plan';
import { testDialect, useTestApp } from '../../../test/test-app';
import * as teamClosure from '../../platform/db/migrations/0034-team-closure';
import { TeamRepository } from './team-repository';

// The invite tree's closure (to level 3) and per-level counters, written by the database as members
// join and backfilled by the migration: team figures read them by key instead of walking `users`.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let root: Member;
const all: Member[] = [];

/** Each member's uplines within three steps, from users.inviter_id: the closure as it must be. */
async function expectedClosure(): Promise<string[]> {
  const users = await t.database.db.selectFrom('users').select(['id', 'inviter_id']).execute();
  const inviterOf = new Map(users.map((u) => [u.id, u.inviter_id]));
  const rows: string[] = [];
  for (const u of users) {
    let above = u.inviter_id;
    for (let depth = 1; depth <= 3 && above !== null && above !== undefined; depth++) {
      rows.push(`${above}>${u.id}@${depth}`);
      above = inviterOf.get(above) ?? null;
    }
  }
  return rows.sort();
}

async function storedClosure(): Promise<string[]> {
  const rows = await t.database.db.selectFrom('team_closure').selectAll().execute();
  return rows.map((r) => `${r.ancestor}>${r.descendant}@${Number(r.depth)}`).sort();
}

async function storedSizes(): Promise<string[]> {
  const rows = await t.database.db.selectFrom('team_sizes').selectAll().execute();
  return rows.map((r) => `${r.user_id}@${Number(r.depth)}=${r.members}`).sort();
}

function sizesOf(closure: string[]): string[] {
  const counts = new Map<string, number>();
  for (const row of closure) {
    const [ancestor, rest] = row.split('>');
    const key = `${ancestor}@${rest!.split('@')[1]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}=${n}`).sort();
}

beforeAll(async () => {
  // A root with 3 children, each with 2, each of those with 2, and a chain of 5 under the first.
  root = await addMember(t, { nickname: 'Root' });
  for (let a = 0; a < 3; a++) {
    const child = await addMember(t, { inviter: root });
    all.push(child);
    for (let b = 0; b < 2; b++) {
      const grandchild = await addMember(t, { inviter: child });
      all.push(grandchild);
      for (let c = 0; c < 2; c++) all.push(await addMember(t, { inviter: grandchild }));
    }
  }
  let chain = all[0]!;
  for (let i = 0; i < 5; i++) {
    chain = await addMember(t, { inviter: chain });
    all.push(chain);
  }
});

describe('the team closure', () => {
  it('is written as members join, with a counter per level', async () => {
    const expected = await expectedClosure();
    expect(await storedClosure()).toEqual(expected);
    expect(await storedSizes()).toEqual(sizesOf(expected));
    const info = await getFrom(t, teamApi.info, { as: root });
    expect(info.body.data.levels.map((l: { members: number }) => l.members)).toEqual([3, 7, 13]);
    expect(info.body.data.total_members).toBe(23);
    const third = await get(t, `${teamApi.members.path}?level=3&page=1`, { as: root });
    expect(third.body.data).toMatchObject({ total: 13, page: 1, has_more: false });
    expect(third.body.data.list).toHaveLength(13);
  });

  it('is backfilled by its migration from the members already there', async () => {
    const db = t.database.db as never;
    await teamClosure.down(db);
    await teamClosure.up(db);
    const expected = await expectedClosure();
    expect(await storedClosure()).toEqual(expected);
    expect(await storedSizes()).toEqual(sizesOf(expected));
    // And the trigger is back: a new member is counted.
    await addMember(t, { inviter: all[0]! });
    expect(await storedClosure()).toEqual(await expectedClosure());
  });

  it('reads a level by the closure key and its size by the counter key', async () => {
    const team = new TeamRepository();
    const plans = await plansOf(t.database.db, async (db) => {
      await team.levelSize(db, root.id, 3);
      await team.levelPage(db, root.id, 3, 1, 'USDT');
      await team.levelStaking(db, root.id, 2, 'USDT');
    });
    for (const { sql, plan } of plans) {
      expect(scansWhole(plan, 'users'), `${sql}\n${plan}`).toBe(false);
      expect(scansWhole(plan, 'team_closure'), `${sql}\n${plan}`).toBe(false);
      expect(scansWhole(plan, 'team_sizes'), `${sql}\n${plan}`).toBe(false);
    }
    const key = testDialect === 'postgres' ? 'team_closure_pk' : 'sqlite_autoindex_team_closure_1';
    expect(usesIndex(plans.find((p) => p.sql.includes('team_closure'))!.plan, key)).toBe(true);
  });
});
