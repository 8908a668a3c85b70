import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { plansOf, scansWhole, usesIndex } from '../../../test/query-plan';
import { testDialect, useTestApp } from '../../../test/test-app';
import { MemberAdminRepository } from './member-admin-repository';

// The console's member search: an exact-looking keyword goes to the unique indexes; a part of a
// name, mobile or email to the trigram index (SQLite FTS5, PostgreSQL pg_trgm), kept by the
// database as members join and change.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let support: Operator;
let zoe: Member;

beforeAll(async () => {
  support = await addOperator(t, 'support');
  zoe = await addMember(t, { nickname: 'Zoe Quartermaine', email: 'zoe.q@example.org' });
  for (let i = 0; i < 5; i++) await addMember(t, { nickname: `Filler ${i}` });
});

const uids = async (keyword: string) => {
  const res = await get(t, `/admin/api/user/index?keyword=${encodeURIComponent(keyword)}`, { as: support });
  expect(res.body.code).toBe(1);
  return (res.body.data.list as { uid: string }[]).map((m) => m.uid);
};

describe('member search', () => {
  it('finds a member by exact UID, mobile or email, and by any part of them or the nickname', async () => {
    expect(await uids(zoe.uid)).toEqual([zoe.uid]);
    expect(await uids(zoe.mobile!)).toEqual([zoe.uid]);
    expect(await uids('ZOE.Q@example.org')).toEqual([zoe.uid]);
    expect(await uids('quarterm')).toEqual([zoe.uid]);
    expect(await uids('QUARTERM')).toEqual([zoe.uid]);
    expect(await uids('q@exam')).toEqual([zoe.uid]);
    expect(await uids(zoe.mobile!.slice(-5))).toEqual([zoe.uid]);
    expect(await uids('no-such-member-here')).toEqual([]);
  });

  it('follows a changed nickname and a removed row', async () => {
    await t.database.db.updateTable('users').set({ nickname: 'Zed Blackwood' }).where('id', '=', zoe.id).execute();
    expect(await uids('blackw')).toEqual([zoe.uid]);
    expect(await uids('quarterm')).toEqual([]);
  });

  it('reads an exact keyword from the unique indexes and a part from the trigram index', async () => {
    const members = new MemberAdminRepository();
    const exact = await plansOf(t.database.db, (db) => members.exact(db, zoe.uid, undefined, 1));
    for (const { sql, plan } of exact) expect(scansWhole(plan, 'users'), `${sql}\n${plan}`).toBe(false);
    const part = await plansOf(t.database.db, (db) => members.search(db, { keyword: 'blackw' }, 1));
    for (const { sql, plan } of part) {
      expect(scansWhole(plan, 'users'), `${sql}\n${plan}`).toBe(false);
      if (testDialect === 'sqlite') expect(plan).toContain('users_search VIRTUAL TABLE');
    }
    // PostgreSQL counts the matches from the four trigram indexes (a BitmapOr); on a table this
    // small its page walks the primary key newest first with the test's scans priced out instead.
    if (testDialect === 'postgres') {
      const counted = part.find((p) => p.sql.includes('count('))!;
      for (const column of ['uid', 'mobile', 'email', 'nickname'])
        expect(usesIndex(counted.plan, `users_${column}_trgm_idx`), counted.plan).toBe(true);
    }
  });
});
