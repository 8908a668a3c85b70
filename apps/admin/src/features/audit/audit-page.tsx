import type { AuditItem } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
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
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const username = params.get('username') ?? '';
  const action = params.get('action') ?? '';
  const [draft, setDraft] = useState({ username, action });
  const list = useQuery(auditQuery({ page, username: username || undefined, action: action || undefined }));

  const apply = (next: { username: string; action: string; page?: number }) => {
    const merged = new URLSearchParams();
    if (next.username.trim()) merged.set('username', next.username.trim());
    if (next.action.trim()) merged.set('action', next.action.trim());
    if (next.page && next.page > 1) merged.set('page', String(next.page));
    setParams(merged);
  };

  return (
    <>
      <PageTitle title="Audit log" />
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <Input
            placeholder="Operator username"
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            style={{ width: 200 }}
            allowClear
            data-testid="audit-username"
          />
          <AutoComplete
            placeholder="Action or area (member, settings…)"
            value={draft.action}
            onChange={(value: string) => setDraft({ ...draft, action: value })}
            options={knownActions.filter((a) => a.startsWith(draft.action)).map((a) => ({ value: a }))}
            style={{ width: 280 }}
            allowClear
            data-testid="audit-action"
          />
          <Button type="primary" onClick={() => apply(draft)} data-testid="audit-filter">
            Filter
          </Button>
          <Button
            onClick={() => {
              setDraft({ username: '', action: '' });
              apply({ username: '', action: '' });
            }}
          >
            Clear
          </Button>
        </Space>
        {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
        <Table<AuditItem>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.list}
          pagination={tablePagination(list.data, (p) => apply({ username, action, page: p }))}
          data-testid="audit-table"
          columns={[
            { title: 'Time', dataIndex: 'created_at', render: formatTime, width: 170 },
            { title: 'Operator', dataIndex: 'admin_username', width: 120 },
            { title: 'Action', dataIndex: 'action', render: (a: string) => <Tag>{a}</Tag>, width: 160 },
            { title: 'Target', render: (_, r) => `${r.target_type} #${r.target_id}`, width: 150, ellipsis: true },
            { title: 'Before', dataIndex: 'before', render: (v: unknown) => <Json value={v} />, width: '24%' },
            { title: 'After', dataIndex: 'after', render: (v: unknown) => <Json value={v} />, width: '24%' },
            { title: 'IP', dataIndex: 'ip', width: 120, render: (ip: string) => <span className="mono">{ip}</span> },
          ]}
        />
      </Card>
    </>
  );
}
