import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../../test/test-app';
import { addOperator, signIn } from '../admin/admin-test-support';
import { addTestMember, api, at, type TestMember } from '../pledge/pledge-test-kit';

let t: TestApp;
let editor: string;
let helpdesk: string;
let alice: TestMember;
let bob: TestMember;

const text = (s: string) => ({ 'zh-Hans': `${s}（简）`, en: s, ja: `${s}（日）`, 'zh-Hant': `${s}（繁）` });
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

beforeAll(async () => {
  t = await createTestApp();
  at(t, '2026-11-01', '12:00');
  await addOperator(t.database.db, 'editor', 'content');
  await addOperator(t.database.db, 'helpdesk', 'support');
  editor = await signIn(t.app, 'editor');
  helpdesk = await signIn(t.app, 'helpdesk');
  alice = await addTestMember(t);
  bob = await addTestMember(t);
});
afterAll(async () => {
  await t.close();
});

async function save(body: Record<string, unknown>) {
  const res = await api(t, editor, 'POST', '/admin/api/notice/save', body);
  expect(res.body.code, res.body.msg).toBe(1);
  return (res.body.data as { id: number }).id;
}

describe(`notices (${testDialect})`, () => {
  let pinned: number;
  let older: number;
  let later: number;

  it('are written by content operators in four languages', async () => {
    older = await save({
      title: text('Old news'),
      content: text('First line\nSecond line'),
      pinned: false,
      publish_at: seconds('2026-10-01T00:00:00Z'),
    });
    pinned = await save({
      title: text('Maintenance'),
      content: text('Tonight 02:00–03:00'),
      pinned: true,
      publish_at: seconds('2026-09-01T00:00:00Z'),
    });
    later = await save({ title: text('Coming soon'), content: text('Not yet'), pinned: true, publish_at: seconds('2026-11-20T00:00:00Z') });
    const list = await api(t, editor, 'GET', '/admin/api/notice/list');
    expect(list.body.data).toMatchObject({ total: 3 });
    expect((list.body.data as { list: { id: number; title: { en: string } }[] }).list[0]).toMatchObject({
      id: later,
      title: { en: 'Coming soon' },
    });
    const empty = await api(t, editor, 'POST', '/admin/api/notice/save', {
      title: { 'zh-Hans': '', en: ' ', ja: '', 'zh-Hant': '' },
      content: text('x'),
      pinned: false,
      publish_at: 0,
    });
    expect(empty.body).toMatchObject({ code: 0, data: { field: 'title' } });
    expect((await api(t, helpdesk, 'GET', '/admin/api/notice/list')).status).toBe(403);
    expect((await api(t, alice, 'GET', '/admin/api/notice/list')).status).toBe(401);
  });

  it('show members the published ones, pinned first, in their language, with unread counts', async () => {
    const banner = await api(t, alice, 'GET', '/api/index/notice');
    expect(banner.body.data).toMatchObject({ unread: 2, notice: { id: pinned, title: 'Maintenance', pinned: true, read: false } });
    const zh = await api(t, alice, 'GET', '/api/index/noticeList?page=1', undefined, { lang: 'zh-Hant' });
    expect(zh.body.data).toMatchObject({ total: 2, unread: 2 });
    expect((zh.body.data as { list: { id: number; title: string; summary: string }[] }).list).toMatchObject([
      { id: pinned, title: 'Maintenance（繁）' },
      { id: older, title: 'Old news（繁）', summary: 'First line' },
    ]);
    const detail = await api(t, alice, 'GET', `/api/index/detail?id=${older}`);
    expect(detail.body.data).toMatchObject({ id: older, content: 'First line\nSecond line', read: true });
    expect((await api(t, alice, 'GET', '/api/index/notice')).body.data).toMatchObject({ unread: 1 });
    expect((await api(t, bob, 'GET', '/api/index/notice')).body.data).toMatchObject({ unread: 2 });
    expect((await api(t, alice, 'GET', `/api/index/detail?id=${later}`)).body).toMatchObject({ code: 0, data: { field: 'id' } });
    expect((await api(t, alice, 'GET', '/api/index/detail?id=abc')).body.code).toBe(0);
    at(t, '2026-11-21', '12:00');
    const withLater = await api(t, alice, 'GET', '/api/index/noticeList');
    expect((withLater.body.data as { list: { id: number }[] }).list.map((n) => n.id)).toEqual([later, pinned, older]);
    expect((await api(t, null, 'GET', '/api/index/notice')).status).toBe(401);
  });

  it('can be edited and deleted', async () => {
    editor = await signIn(t.app, 'editor');
    const edited = await api(t, editor, 'POST', '/admin/api/notice/save', {
      id: older,
      title: text('Old news, corrected'),
      content: text('Body'),
      pinned: false,
      publish_at: seconds('2026-10-01T00:00:00Z'),
    });
    expect(edited.body).toMatchObject({ code: 1, data: { id: older, reads: 1, title: { en: 'Old news, corrected' } } });
    expect((await api(t, editor, 'POST', '/admin/api/notice/delete', { id: older })).body.code).toBe(1);
    expect((await api(t, editor, 'POST', '/admin/api/notice/delete', { id: older })).body).toMatchObject({
      code: 0,
      data: { field: 'id' },
    });
    expect((await api(t, alice, 'GET', '/api/index/noticeList')).body.data).toMatchObject({ total: 2 });
  });
});
