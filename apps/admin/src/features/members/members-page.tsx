import type { MemberItem } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorTable } from '../../components/cursor-table';
import { MemberLink } from '../../components/member-link';
import { PageTitle } from '../../components/page-title';
import { useAddressCursor } from '../../components/use-cursor';
import { formatTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { statusFilter } from '../../lib/status-filter';
import { type MemberSearch, memberListQuery } from './api';
import { MemberStatusButton } from './member-status-button';
import { StatusTag } from './status-tag';

const memberStatuses: Array<{ value: NonNullable<MemberSearch['status']> }> = [{ value: 'active' }, { value: 'frozen' }];

export default function MembersPage() {
  const can = useCan();
  const { t } = useTranslation();
  // The cursor of the page shown (undefined: the newest) and those of the pages before it.
  const cursor = useAddressCursor();
  const { params, page, before } = cursor;
  const keyword = params.get('keyword') ?? '';
  const status = params.get('status') ?? '';
  const [draft, setDraft] = useState(keyword);
  // Paged by cursor (newer / older), each page at the cost of the first; `page` alone for an old link.
  const list = useQuery(memberListQuery({ page, before, keyword: keyword || undefined, status: statusFilter(status, memberStatuses) }));

  /** A new keyword or status starts from the newest page. */
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    merged.delete('page');
    merged.delete('before');
    cursor.restart(merged);
  };

  return (
    <>
      <PageTitle title={t('members.title')} />
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <Input.Search
            placeholder={t('members.searchPlaceholder')}
            aria-label={t('members.searchPlaceholder')}
            allowClear
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(value) => update({ keyword: value.trim() })}
            enterButton={t('common.search')}
            style={{ maxWidth: 380 }}
            data-testid="member-search"
          />
          <Select
            value={status}
            onChange={(value) => update({ status: value })}
            style={{ width: 150 }}
            aria-label={t('common.status')}
            options={[
              { value: '', label: t('common.anyStatus') },
              { value: 'active', label: t('members.statusActive') },
              { value: 'frozen', label: t('members.statusFrozen') },
            ]}
            data-testid="member-status-filter"
          />
        </Space>
        <CursorTable<MemberItem>
          list={{ query: list, cursor }}
          showError
          emptyText={keyword ? t('members.noMatch', { keyword }) : t('members.empty')}
          testId="member"
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('members.uid'), dataIndex: 'uid', render: (uid: string, m) => <MemberLink id={m.id}>{uid}</MemberLink> },
            { title: t('members.nickname'), dataIndex: 'nickname' },
            { title: t('members.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
            { title: t('members.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
            { title: t('members.inviter'), dataIndex: 'inviter_uid', render: (v: string | null) => v ?? '—' },
            { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
            { title: t('members.registered'), dataIndex: 'created_at', render: formatTime },
            {
              title: t('common.actions'),
              render: (_, m) => (
                <Space>
                  <MemberLink id={m.id} className="ant-btn ant-btn-default ant-btn-sm" data-testid="member-details">
                    {t('common.details')}
                  </MemberLink>
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
