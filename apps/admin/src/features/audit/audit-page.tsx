import type { AuditItem } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeFilter } from '../../components/code-filter';
import { CursorTable } from '../../components/cursor-table';
import { FilterButtons } from '../../components/filter-buttons';
import { PageTitle } from '../../components/page-title';
import { timeColumn } from '../../components/time-column';
import { useAddressCursor } from '../../components/use-cursor';
import { auditQuery } from './api';

// Areas an action filter may name; each also matches its actions (`member` → `member.freeze`).
const knownActions = [
  'operator',
  'operator.login',
  'operator.create',
  'operator.role',
  'operator.disable',
  'operator.password',
  'member',
  'member.freeze',
  'member.unfreeze',
  'member.reset_password',
  'member.reset_paypwd',
  'member.end_sessions',
  'member.unlock_login',
  'member.unlock_paypwd',
  'settings',
  'settings.update',
  'recharge',
  'withdraw',
  'adjustment',
];

/** A before/after value: one `key: value` line per field of an object, else the value itself. */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  const entries = typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['', value] as const];
  return (
    <ul className="change-list">
      {entries.map(([key, v]) => (
        <li key={key}>
          {key && <b>{key}: </b>}
          {JSON.stringify(v)}
        </li>
      ))}
    </ul>
  );
}

export default function AuditPage() {
  const { t } = useTranslation();
  // The cursor of the page shown (undefined: the newest) and those of the pages before it.
  const cursor = useAddressCursor();
  const { params, page, before } = cursor;
  const username = params.get('username') ?? '';
  const action = params.get('action') ?? '';
  const [draft, setDraft] = useState({ username, action });
  // Paged by cursor (newer / older), each page at the cost of the first; `page` alone for an old link.
  const list = useQuery(auditQuery({ page, before, username: username || undefined, action: action || undefined }));

  /** New filters start from the newest page. */
  const apply = (next: { username: string; action: string }) => {
    const merged = new URLSearchParams();
    if (next.username.trim()) merged.set('username', next.username.trim());
    if (next.action.trim()) merged.set('action', next.action.trim());
    cursor.restart(merged);
  };

  return (
    <>
      <PageTitle title={t('audit.title')} />
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <Input
            placeholder={t('audit.username')}
            aria-label={t('audit.username')}
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            style={{ width: 200 }}
            allowClear
            data-testid="audit-username"
          />
          <CodeFilter
            label={t('audit.action')}
            codes={knownActions}
            value={draft.action}
            onChange={(action) => setDraft({ ...draft, action })}
            width={280}
            testId="audit-action"
          />
          <FilterButtons testId="audit" draft={draft} blank={{ username: '', action: '' }} setDraft={setDraft} apply={apply} />
        </Space>
        <CursorTable<AuditItem>
          list={{ query: list, cursor }}
          showError
          emptyText={t('audit.empty')}
          testId="audit"
          size="small"
          scroll={{ x: 900 }}
          columns={[
            timeColumn(t('common.time'), 'created_at'),
            { title: t('audit.operator'), dataIndex: 'admin_username', width: 120 },
            { title: t('audit.colAction'), dataIndex: 'action', render: (a: string) => <Tag>{a}</Tag>, width: 160 },
            { title: t('audit.target'), render: (_, r) => `${r.target_type} #${r.target_id}`, width: 150, ellipsis: true },
            { title: t('audit.before'), dataIndex: 'before', render: (v: unknown) => <Json value={v} />, width: '24%' },
            { title: t('audit.after'), dataIndex: 'after', render: (v: unknown) => <Json value={v} />, width: '24%' },
            { title: t('audit.ip'), dataIndex: 'ip', width: 120, render: (ip: string) => <span className="mono">{ip}</span> },
          ]}
        />
      </Card>
    </>
  );
}
