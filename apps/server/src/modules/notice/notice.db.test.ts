import { adminNoticeApi, noticeApi } from '@mcc/contract/notice';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { addOperator, type Operator, signInOperator } from '../../../test/operators';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';

const t = useTestApp();
let editor: Operator;
let helpdesk: Operator;
let alice: Member;
let bob: Member;

const text = (s: string) => ({ 'zh-Hans': `${s}（简）`, en: s, ja: `${s}（日）`, 'zh-Hant': `${s}（繁）` });
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

beforeAll(async () => {
  atShanghaiTime(t, '2026-11-01', '12:00');
  editor = await addOperator(t, 'content', { username: 'editor' });
  helpdesk = await addOperator(t, 'support', { username: 'helpdesk' });
  alice = await addMember(t);
  bob = await addMember(t);
});

async function save(body: Record<string, unknown>) {
  const res = await postTo(t, adminNoticeApi.save, body, { as: editor });
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
    const list = await getFrom(t, adminNoticeApi.list, { as: editor });
    expect(list.body.data).toMatchObject({ total: 3 });
    expect((list.body.data as { list: { id: number; title: { en: string } }[] }).list[0]).toMatchObject({
      id: later,
      title: { en: 'Coming soon' },
    });
    const empty = await postTo(
      t,
      adminNoticeApi.save,
      {
        title: { 'zh-Hans': '', en: ' ', ja: '', 'zh-Hant': '' },
        content: text('x'),
        pinned: false,
        publish_at: 0,
      },
      { as: editor },
    );
    expect(empty.body).toMatchObject({ code: 0, data: { field: 'title' } });
    expect((await getFrom(t, adminNoticeApi.list, { as: helpdesk })).status).toBe(200);
    expect((await getFrom(t, adminNoticeApi.list, { as: alice })).status).toBe(401);
  });

  it('show members the published ones, pinned first, in their language, with unread counts', async () => {
    const banner = await getFrom(t, noticeApi.banner, { as: alice });
    expect(banner.body.data).toMatchObject({ unread: 2, notice: { id: pinned, title: 'Maintenance', pinned: true, read: false } });
    const zh = await getFrom(t, noticeApi.list, { as: alice, lang: 'zh-Hant', query: { page: 1 } });
    expect(zh.body.data).toMatchObject({ total: 2, unread: 2 });
    expect((zh.body.data as { list: { id: number; title: string; summary: string }[] }).list).toMatchObject([
      { id: pinned, title: 'Maintenance（繁）' },
      { id: older, title: 'Old news（繁）', summary: 'First line' },
    ]);
    const detail = await getFrom(t, noticeApi.detail, { as: alice, query: { id: older } });
    expect(detail.body.data).toMatchObject({ id: older, content: 'First line\nSecond line', read: true });
    expect((await getFrom(t, noticeApi.banner, { as: alice })).body.data).toMatchObject({ unread: 1 });
    expect((await getFrom(t, noticeApi.banner, { as: bob })).body.data).toMatchObject({ unread: 2 });
    expect((await getFrom(t, noticeApi.detail, { as: alice, query: { id: later } })).body).toMatchObject({
      code: 0,
      data: { field: 'id' },
    });
    expect((await getFrom(t, noticeApi.detail, { as: alice, query: { id: 'abc' } })).body.code).toBe(0);
    atShanghaiTime(t, '2026-11-21', '12:00');
    const withLater = await getFrom(t, noticeApi.list, { as: alice });
    expect((withLater.body.data as { list: { id: number }[] }).list.map((n) => n.id)).toEqual([later, pinned, older]);
    expect((await getFrom(t, noticeApi.banner)).status).toBe(401);
  });

  it('can be edited and deleted', async () => {
    editor = await signInOperator(t, editor);
    const edited = await postTo(
      t,
      adminNoticeApi.save,
      {
        id: older,
        title: text('Old news, corrected'),
        content: text('Body'),
        pinned: false,
        publish_at: seconds('2026-10-01T00:00:00Z'),
      },
      { as: editor },
    );
    expect(edited.body).toMatchObject({ code: 1, data: { id: older, reads: 1, title: { en: 'Old news, corrected' } } });
    expect((await postTo(t, adminNoticeApi.remove, { id: older }, { as: editor })).body.code).toBe(1);
    expect((await postTo(t, adminNoticeApi.remove, { id: older }, { as: editor })).body).toMatchObject({
      code: 0,
      data: { field: 'id' },
    });
    expect((await getFrom(t, noticeApi.list, { as: alice })).body.data).toMatchObject({ total: 2 });
  });
});
