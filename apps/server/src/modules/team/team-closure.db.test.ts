import { teamApi } from '@mcc/contract/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, get, getFrom } from '../../../test/http';
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

  it('pages a level by `before` as its numbered pages show it, the total from the counter', async () => {
    const wide = await addMember(t, { nickname: 'Wide' });
    for (let i = 0; i < 45; i++) await addMember(t, { inviter: wide });
    type Page = { list: { account: string }[]; total: number; has_more: boolean; next_before: number | null };
    const walked: string[] = [];
    const totals: number[] = [];
    let before: number | null = null;
    do {
      const url = `${teamApi.members.path}?level=1${before === null ? '' : `&before=${before}`}`;
      const res: Answer<Page> = await get<Page>(t, url, { as: wide });
      walked.push(...res.body.data.list.map((m) => m.account));
      totals.push(res.body.data.total);
      expect(res.body.data.next_before !== null).toBe(res.body.data.has_more);
      before = res.body.data.next_before;
    } while (before !== null);
    expect(totals).toEqual([45, 45, 45]);
    const numbered: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get<Page>(t, `${teamApi.members.path}?level=1&page=${page}`, { as: wide });
      expect(res.body.data).toMatchObject({ total: 45, has_more: page < 3 });
      numbered.push(...res.body.data.list.map((m) => m.account));
    }
    expect(walked).toHaveLength(45);
    expect(walked).toEqual(numbered);
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
      await team.levelPage(db, root.id, 3, { page: 1, before: 1_000_000n }, 'USDT');
      await team.levelStaking(db, root.id, 2, 'USDT');
    });
    for (const { sql, plan } of plans) {
      expect(scansWhole(plan, 'users'), `${sql}\n${plan}`).toBe(false);
      expect(scansWhole(plan, 'team_closure'), `${sql}\n${plan}`).toBe(false);
      expect(scansWhole(plan, 'team_sizes'), `${sql}\n${plan}`).toBe(false);
    }
    for (const { sql } of plans) expect(sql.toLowerCase()).not.toContain('offset');
    const key = testDialect === 'postgres' ? 'team_closure_pk' : 'sqlite_autoindex_team_closure_1';
    expect(usesIndex(plans.find((p) => p.sql.includes('team_closure'))!.plan, key)).toBe(true);
  });
});
