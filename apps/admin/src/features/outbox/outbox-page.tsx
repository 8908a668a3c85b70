import type { AdminOutboxItem } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { outboxQuery } from './api';

export default function OutboxPage() {
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const list = useQuery(outboxQuery(page, to || undefined));

  return (
    <>
      <PageTitle title="Demo outbox" extra={<Button onClick={() => list.refetch()}>Refresh</Button>} />
      {list.data && !list.data.demo && (
        <Alert
          type="info"
          showIcon
          title="The server runs in production mode: codes are really sent, and nothing is kept here."
          style={{ marginBottom: 16 }}
        />
      )}
      <Card>
        <Typography.Paragraph type="secondary">In demo mode, SMS and email codes are kept here instead of being sent.</Typography.Paragraph>
        <Input.Search
          placeholder="Mobile or email, exactly"
          allowClear
          enterButton="Filter"
          onSearch={(value) => {
            setTo(value.trim());
            setPage(1);
          }}
          style={{ width: 380, marginBottom: 16 }}
          data-testid="outbox-to"
        />
        {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminOutboxItem>
          rowKey={(r) => `${r.created_at}-${r.to}-${r.event}-${r.code}`}
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.list}
          pagination={tablePagination(list.data, setPage)}
          locale={{ emptyText: 'No messages yet' }}
          data-testid="outbox-table"
          columns={[
            { title: 'Time', dataIndex: 'created_at', render: formatTime, width: 170 },
            { title: 'To', dataIndex: 'to' },
            { title: 'Event', dataIndex: 'event', render: (e: string) => <Tag>{e}</Tag> },
            { title: 'Code', dataIndex: 'code', render: (c: string) => (c ? <b className="mono">{c}</b> : '—') },
            { title: 'Text', dataIndex: 'text' },
          ]}
        />
      </Card>
    </>
  );
}
