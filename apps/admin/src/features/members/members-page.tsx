import type { MemberItem } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { formatTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { statusFilter } from '../../lib/status-filter';
import { type MemberSearch, memberListQuery } from './api';
import { MemberStatusButton } from './member-status-button';
import { StatusTag } from './status-tag';

const memberStatuses: Array<{ value: NonNullable<MemberSearch['status']>; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'frozen', label: 'Frozen' },
];

export default function MembersPage() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const page = Number(params.get('page') ?? '1') || 1;
  const keyword = params.get('keyword') ?? '';
  const status = params.get('status') ?? '';
  const [draft, setDraft] = useState(keyword);
  const list = useQuery(memberListQuery({ page, keyword: keyword || undefined, status: statusFilter(status, memberStatuses) }));

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  return (
    <>
      <PageTitle title="Members" />
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <Input.Search
            placeholder="UID, mobile, email or nickname"
            allowClear
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(value) => update({ keyword: value.trim(), page: '' })}
            enterButton="Search"
            style={{ width: 380 }}
            data-testid="member-search"
          />
          <Select
            value={status}
            onChange={(value) => update({ status: value, page: '' })}
            style={{ width: 150 }}
            options={[{ value: '', label: 'Any status' }, ...memberStatuses]}
            data-testid="member-status-filter"
          />
        </Space>
        {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
        <Table<MemberItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list}
          pagination={tablePagination(list.data, (p) => update({ page: String(p) }))}
          locale={{ emptyText: keyword ? `No member matches “${keyword}”` : 'No members yet' }}
          data-testid="member-table"
          columns={[
            { title: 'UID', dataIndex: 'uid', render: (uid: string, m) => <Link to={`/members/${m.id}`}>{uid}</Link> },
            { title: 'Nickname', dataIndex: 'nickname' },
            { title: 'Mobile', dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
            { title: 'Email', dataIndex: 'email', render: (v: string | null) => v ?? '—' },
            { title: 'Inviter', dataIndex: 'inviter_uid', render: (v: string | null) => v ?? '—' },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
            { title: 'Registered', dataIndex: 'created_at', render: formatTime },
            {
              title: 'Actions',
              render: (_, m) => (
                <Space>
                  <Link to={`/members/${m.id}`}>
                    <Button size="small">Details</Button>
                  </Link>
                  {can('members.freeze') && <MemberStatusButton member={m} size="small" />}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
