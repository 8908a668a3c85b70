import { adminApi } from '@mcc/contract/admin';
import { adminContentApi, contentApi } from '@mcc/contract/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { addOperator, type Operator } from '../../../test/operators';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';

const t = useTestApp();
let editor: Operator;
let helpdesk: Operator;
let alice: Member;

const text = (s: string) => ({ 'zh-Hans': `${s}（简）`, en: s, ja: `${s}（日）`, 'zh-Hant': `${s}（繁）` });
const blank = { 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' };

beforeAll(async () => {
  atShanghaiTime(t, '2026-11-01', '12:00');
  editor = await addOperator(t, 'content', { username: 'editor' });
  helpdesk = await addOperator(t, 'support', { username: 'helpdesk' });
  alice = await addMember(t);
});

interface AuditRow {
  action: string;
  target_id: string;
  before: { content: { en: string } } | null;
  after: { content: { en: string } };
}

describe(`content pages (${testDialect})`, () => {
  it('read as their default title and no text until an operator writes them, without signing in', async () => {
    const page = await getFrom(t, contentApi.page, { lang: 'en', query: { key: 'agreement' } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ code: 1, data: { key: 'agreement', title: 'User agreement', content: '', updated_at: 0 } });
    const zh = await getFrom(t, contentApi.page, { lang: 'zh-Hans', query: { key: 'privacy' } });
    expect(zh.body.data).toMatchObject({ key: 'privacy', title: '隐私政策', content: '' });
    const list = await getFrom(t, adminContentApi.list, { as: editor });
    expect((list.body.data as { list: { key: string; updated_at: number }[] }).list).toMatchObject([
      { key: 'agreement', updated_at: 0 },
      { key: 'privacy', updated_at: 0 },
    ]);
  });

  it('are written by content operators in four languages and shown in the reader’s language', async () => {
    const saved = await postTo(
      t,
      adminContentApi.save,
      { key: 'agreement', title: text('Terms'), content: text('Line one\nLine two') },
      { as: editor },
    );
    expect(saved.body, saved.body.msg).toMatchObject({ code: 1, data: { key: 'agreement', title: { en: 'Terms' } } });
    expect((await getFrom(t, contentApi.page, { lang: 'en', query: { key: 'agreement' } })).body.data).toMatchObject({
      title: 'Terms',
      content: 'Line one\nLine two',
      updated_at: Math.floor(Date.parse('2026-11-01T04:00:00Z') / 1000),
    });
    expect((await getFrom(t, contentApi.page, { lang: 'ja', as: alice, query: { key: 'agreement' } })).body.data).toMatchObject({
      title: 'Terms（日）',
      content: 'Line one\nLine two（日）',
    });

    // An empty title keeps the default one; an empty language reads in another.
    atShanghaiTime(t, '2026-11-01', '12:30');
    const again = await postTo(
      t,
      adminContentApi.save,
      { key: 'agreement', title: blank, content: { ...blank, 'zh-Hans': '第二版' } },
      { as: editor },
    );
    expect(again.body.code, again.body.msg).toBe(1);
    expect((await getFrom(t, contentApi.page, { lang: 'zh-Hant', query: { key: 'agreement' } })).body.data).toMatchObject({
      title: '用戶協議',
      content: '第二版',
    });

    // Every version stays in the audit log, with the one it replaced.
    const audit = await getFrom(t, adminApi.audit, {
      as: await addOperator(t, 'super_admin', { username: 'boss' }),
      query: { action: 'content.save' },
    });
    const rows = (audit.body.data as { list: AuditRow[] }).list;
    expect(rows.map((r) => [r.action, r.target_id])).toEqual([
      ['content.save', 'agreement'],
      ['content.save', 'agreement'],
    ]);
    expect(rows[0]?.before?.content.en).toBe('Line one\nLine two');
    expect(rows[1]?.before).toBeNull();
  });

  it('refuse a page with no text, an unknown key, and anyone but a content operator', async () => {
    const empty = await postTo(
      t,
      adminContentApi.save,
      { key: 'privacy', title: text('P'), content: { ...blank, en: '   ' } },
      { as: editor },
    );
    expect(empty.body).toMatchObject({ code: 0, data: { field: 'content' } });
    const unknown = await postTo(t, adminContentApi.save, { key: 'cookies', title: text('C'), content: text('C') }, { as: editor });
    expect(unknown.body.code).toBe(0);
    expect((await getFrom(t, contentApi.page, { query: { key: 'cookies' } })).body.code).toBe(0);
    expect((await getFrom(t, contentApi.page)).body.code).toBe(0);
    expect((await getFrom(t, adminContentApi.list, { as: editor })).body.data).toMatchObject({
      list: [{ key: 'agreement' }, { key: 'privacy', updated_at: 0 }],
    });
    const denied = await postTo(t, adminContentApi.save, { key: 'privacy', title: text('P'), content: text('P') }, { as: helpdesk });
    expect([denied.status, denied.body.code]).toEqual([200, 0]);
    expect((await getFrom(t, adminContentApi.list, { as: alice })).status).toBe(401);
    expect((await getFrom(t, adminContentApi.list)).status).toBe(401);
  });
});
