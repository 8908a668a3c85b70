import { adminApi } from '@mcc/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, getFrom, pathOf, type Query } from '../../../test/http';
import { walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { plansOf, scansWhole, usesIndex } from '../../../test/query-plan';
import { testDialect, useTestApp } from '../../../test/test-app';
import { MemberAdminRepository } from './member-admin-repository';

// The console's member search: an exact-looking keyword goes to the unique indexes; a part of a
// name, mobile or email of three characters or more to the trigram index (SQLite FTS5, PostgreSQL
// pg_trgm), kept by the database as members join and change; a part of one or two characters is
// read by LIKE. Any text is a keyword: none answers anything but a page.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const members = new MemberAdminRepository();
let support: Operator;
let zoe: Member;
let kim: Member;
let odd: Member;
/** Every member the file adds, newest first. */
const everyone: string[] = [];
/** The UID of each member by id. */
const uidOf = new Map<number, string>();

beforeAll(async () => {
  support = await addOperator(t, 'support');
  zoe = await addMember(t, { nickname: 'Zoe Quartermaine', mobile: '13824681357', email: 'zoe.q@example.org' });
  kim = await addMember(t, { uid: '7654321', mobile: '13712345678', email: 'kim.parkhurst@example.com', nickname: 'MixedCase Nick' });
  odd = await addMember(t, { nickname: '50%_off "quoted" back\\slash', email: null, mobile: null });
  for (const m of [zoe, kim, odd]) everyone.unshift(m.uid);
  for (let i = 0; i < 45; i++) everyone.unshift((await addMember(t, { nickname: `Filler ${i}` })).uid);
  for (const row of await t.database.db.selectFrom('users').select(['id', 'uid']).execute()) uidOf.set(Number(row.id), row.uid);
});

const search = (keyword: string, more: Query = {}) => getFrom(t, adminApi.members, { as: support, query: { keyword, ...more } });

const uids = async (keyword: string) => {
  const res = await search(keyword);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
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
    expect(await uids('46813')).toEqual([zoe.uid]);
    expect(await uids('no-such-member-here')).toEqual([]);
  });

  it('finds a member by a middle part of the UID, mobile, email or nickname, in any case', async () => {
    expect(await uids('5432')).toEqual([kim.uid]);
    // Seven digits look like a UID: the exact lookup finds no one, so it is searched as a part.
    expect(await uids('7123456')).toEqual([kim.uid]);
    expect(await uids('M.PARKH')).toEqual([kim.uid]);
    expect(await uids('rkhurst@EXAMPLE.c')).toEqual([kim.uid]);
    expect(await uids('dcASE n')).toEqual([kim.uid]);
    expect(await uids('xedc')).toEqual([kim.uid]);
  });

  it('takes quotes, LIKE characters and backslashes literally, short or long', async () => {
    for (const part of ['%', '_', '\\', '"', '%_', '0%_o', '"quoted"', '"QUOTED" BACK', 'k\\s', 'ck\\sl']) {
      expect(await uids(part), part).toEqual([odd.uid]);
    }
    for (const part of ['""', '%%', '__', '\\\\', '"quoted""', 'o%f', '_%', 'q_o']) expect(await uids(part), part).toEqual([]);
  });

  it('answers a page for any text: NUL, lone surrogates, query syntax, long keywords', async () => {
    for (const keyword of [
      "' or 1=1 --",
      'quarterm OR filler',
      'NEAR(zoe quarter)',
      'filler*',
      '*',
      '^zoe',
      'uid:1',
      '-',
      'AND',
      '😀',
      '😀😀',
      'é',
      'x'.repeat(100),
    ]) {
      expect(await uids(keyword), JSON.stringify(keyword)).toEqual([]);
    }
    // A lone surrogate cannot be written in UTF-8: sent as its bytes, or asked of the repository.
    for (const raw of ['%ED%A0%80', 'ab%ED%B0%80cd', '%ED%A0%80zoe%20quart', '%FF%FE']) {
      const res = await get(t, `${adminApi.members.path}?keyword=${raw}`, { as: support });
      expect(res.status, raw).toBeLessThan(500);
    }
    for (const keyword of ['\uD800', 'ab\uDC00cd', 'zoe\uD800quart', '\uDC00\uD800\uDC00']) {
      const page = await members.search(t.database.db, { keyword }, { page: 1 });
      expect(page.list, JSON.stringify(keyword)).toEqual([]);
    }
    // A control character (NUL) or more than 100 characters is refused as bad input, not failed.
    for (const keyword of ['\0', 'zoe\0', 'a\0b', '\0'.repeat(3), 'x'.repeat(101), 'quarter'.repeat(2000)]) {
      const res = await search(keyword);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(0);
    }
  });

  it('pages newest first by `before`, as the numbered pages show them, with or without a keyword', async () => {
    const { ids, pages } = await walkBefore(t, support, adminApi.members.path, (row) => row.id);
    const byId = await t.database.db.selectFrom('users').select(['id', 'uid']).orderBy('id', 'desc').execute();
    expect(ids).toEqual(byId.map((r) => Number(r.id)));
    expect(byId.map((r) => r.uid).slice(0, everyone.length)).toEqual(everyone);
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => byId.length));

    const numbered: number[] = [];
    for (let page = 1; numbered.length < byId.length; page++) {
      const res = await getFrom(t, adminApi.members, { as: support, query: { page } });
      expect(res.body.data).toMatchObject({ page, total: byId.length });
      numbered.push(...res.body.data.list.map((m: { id: number }) => m.id));
    }
    expect(numbered).toEqual(ids);

    const fillers = everyone.slice(0, 45);
    const { ids: found, pages: foundPages } = await walkBefore(t, support, pathOf(adminApi.members, { keyword: 'FILLER' }));
    expect(found.map((id) => uidOf.get(id))).toEqual(fillers);
    expect(foundPages).toHaveLength(3);
    expect(foundPages.map((p) => p.total)).toEqual([45, 45, 45]);
    const { ids: short } = await walkBefore(t, support, pathOf(adminApi.members, { keyword: 'lL' }));
    expect(short.map((id) => uidOf.get(id))).toEqual(fillers);
  });

  it('keeps the status filter across pages', async () => {
    await t.database.db.updateTable('users').set({ status: 'frozen' }).where('uid', 'in', [zoe.uid, odd.uid]).execute();
    const { ids } = await walkBefore(t, support, pathOf(adminApi.members, { status: 'frozen' }));
    expect(ids.map((id) => uidOf.get(id))).toEqual([odd.uid, zoe.uid]);
    expect(await uids('quarterm')).toEqual([zoe.uid]);
    const res = await search('quarterm', { status: 'active' });
    expect(res.body.data.list).toEqual([]);
    await t.database.db.updateTable('users').set({ status: 'active' }).where('uid', 'in', [zoe.uid, odd.uid]).execute();
  });

  it('follows a changed nickname and a removed row', async () => {
    await t.database.db.updateTable('users').set({ nickname: 'Zed Blackwood' }).where('id', '=', zoe.id).execute();
    expect(await uids('blackw')).toEqual([zoe.uid]);
    expect(await uids('quarterm')).toEqual([]);
    const gone = await addMember(t, { nickname: 'Gone Tomorrow' });
    expect(await uids('tomorr')).toEqual([gone.uid]);
    await t.database.db.deleteFrom('member_tokens').where('user_id', '=', gone.id).execute();
    await t.database.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await uids('tomorr')).toEqual([]);
  });

  it('reads an exact keyword from the unique indexes and a part from the trigram index', async () => {
    const exact = await plansOf(t.database.db, async (db) => {
      await members.exact(db, zoe.uid, undefined, { page: 1 });
      await members.exact(db, zoe.uid, undefined, { page: 1, before: 1_000_000n });
    });
    for (const { sql, plan } of exact) expect(scansWhole(plan, 'users'), `${sql}\n${plan}`).toBe(false);
    for (const { sql } of exact.slice(2)) expect(sql.toLowerCase()).not.toContain('offset');
    const part = await plansOf(t.database.db, async (db) => {
      await members.search(db, { keyword: 'blackw' }, { page: 1 });
      await members.search(db, { keyword: 'blackw' }, { page: 1, before: 1_000_000n });
      await members.search(db, { keyword: 'blackw', status: 'active' }, { page: 1, before: 1_000_000n });
    });
    expect(part).toHaveLength(6);
    for (const { sql, plan } of part) {
      expect(scansWhole(plan, 'users'), `${sql}\n${plan}`).toBe(false);
      if (testDialect === 'sqlite') expect(plan, sql).toContain('users_search VIRTUAL TABLE');
    }
    for (const { sql } of part.slice(2)) expect(sql.toLowerCase()).not.toContain('offset');
    // PostgreSQL reads the matches from the trigram indexes of the columns a part can stand in (a
    // BitmapOr): letters are no part of a UID or a mobile, so those two indexes are not read. The
    // page is sorted after, rather than found by walking every member newest first. (With a cursor
    // that bounds every row of a table this small, the planner may read the id range instead.)
    if (testDialect === 'postgres') {
      for (const { plan } of part.slice(0, 2)) {
        for (const column of ['email', 'nickname']) expect(usesIndex(plan, `users_${column}_trgm_idx`), plan).toBe(true);
        for (const column of ['uid', 'mobile']) expect(usesIndex(plan, `users_${column}_trgm_idx`), plan).toBe(false);
      }
      const digits = await plansOf(t.database.db, (db) => members.search(db, { keyword: '0013' }, { page: 1 }));
      for (const { plan } of digits) {
        for (const column of ['uid', 'mobile', 'email', 'nickname']) expect(usesIndex(plan, `users_${column}_trgm_idx`), plan).toBe(true);
      }
    }
  });

  it('reads a status from its index', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      await members.search(db, { status: 'frozen' }, { page: 1 });
      await members.search(db, { status: 'frozen' }, { page: 1, before: 1_000_000n });
    });
    for (const { sql, plan } of plans) {
      expect(scansWhole(plan, 'users'), `${sql}\n${plan}`).toBe(false);
      expect(usesIndex(plan, 'users_status_id_idx'), `${sql}\n${plan}`).toBe(true);
    }
  });
});
