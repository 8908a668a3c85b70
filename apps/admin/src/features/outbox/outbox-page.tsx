import type { AdminOutboxItem } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { QueryTable } from '../../components/query-table';
import { timeColumn } from '../../components/time-column';
import { tablePagination } from '../../lib/paged';
import { outboxQuery } from './api';

export default function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const list = useQuery(outboxQuery(page, to || undefined));

  return (
    <>
      <PageTitle title={t('outbox.title')} refresh={list} />
      {list.data && !list.data.demo && <Alert type="info" showIcon title={t('outbox.production')} style={{ marginBottom: 16 }} />}
      <Card>
        <Typography.Paragraph type="secondary">{t('outbox.intro')}</Typography.Paragraph>
        <Input.Search
          placeholder={t('outbox.to')}
          aria-label={t('outbox.to')}
          allowClear
          enterButton={t('common.filter')}
          onSearch={(value) => {
            setTo(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 380, marginBottom: 16 }}
          data-testid="outbox-to"
        />
        <QueryTable<AdminOutboxItem>
          query={list}
          showError
          emptyText={t('outbox.empty')}
          testId="outbox-table"
          rowKey={(r) => `${r.created_at}-${r.to}-${r.event}-${r.code}`}
          size="small"
          pagination={tablePagination(list.data, setPage)}
          scroll={{ x: 'max-content' }}
          columns={[
            timeColumn(t('common.time'), 'created_at'),
            { title: t('outbox.colTo'), dataIndex: 'to' },
            { title: t('outbox.colEvent'), dataIndex: 'event', render: (e: string) => <Tag>{e}</Tag> },
            { title: t('outbox.colCode'), dataIndex: 'code', render: (c: string) => (c ? <b className="code">{c}</b> : '—') },
            { title: t('outbox.colText'), dataIndex: 'text' },
          ]}
        />
      </Card>
    </>
  );
}
