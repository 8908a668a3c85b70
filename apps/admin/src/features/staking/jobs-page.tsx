import type { JobRunItem, PendingPayoutItem } from '@mcc/contract/pledge';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime } from '../../lib/format';
import { jobsQuery, useRunJobs } from './api';

const statusColors: Record<string, string> = { done: 'green', running: 'blue', failed: 'red' };

export default function JobsPage() {
  const jobs = useQuery(jobsQuery);
  const run = useRunJobs();
  const confirm = useConfirmAction();
  const [date, setDate] = useState('');
  const today = jobs.data?.today;

  useEffect(() => {
    if (today && !date) setDate(today);
  }, [today, date]);

  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const future = valid && today !== undefined && date > today;
  const latest = jobs.data?.latest_day;
  const tooFar = valid && latest !== undefined && date > latest;

  const runJobs = () =>
    confirm({
      title: `Run the daily jobs through ${date}?`,
      content: (
        <>
          <p>
            Every day with work due up to and including {date} ({jobs.data?.time_zone}) is processed in order: earnings with their referral
            rewards, then maturities. Each effect happens once, however often this runs.
          </p>
          {future && (
            <Alert type="warning" showIcon title="This day is after today: its earnings are paid ahead of time (demo mode only)." />
          )}
        </>
      ),
      okText: 'Run',
      success: 'The daily jobs ran',
      action: () => run.mutateAsync({ date }),
    });

  return (
    <>
      <PageTitle title="Daily jobs" extra={<Button onClick={() => jobs.refetch()}>Refresh</Button>} />
      {jobs.isError && <Alert type="error" showIcon title={jobs.error.message} style={{ marginBottom: 16 }} />}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'tz', label: 'Time zone', children: jobs.data?.time_zone ?? '…' },
            { key: 'today', label: 'Today', children: <span data-testid="jobs-today">{today ?? '…'}</span> },
            {
              key: 'pending',
              label: 'Orders waiting for the pool',
              children: <span data-testid="jobs-pending-total">{jobs.data?.pending_total ?? '…'}</span>,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          The server runs these jobs by itself shortly after midnight and every hour; run them here to catch up at once (for example after
          funding the reward pool).
        </Typography.Paragraph>
        <Space>
          <Input
            value={date}
            onChange={(e) => setDate(e.target.value.trim())}
            placeholder="YYYY-MM-DD"
            style={{ width: 160 }}
            data-testid="jobs-date"
          />
          <Button type="primary" disabled={!valid || tooFar} loading={run.isPending} onClick={runJobs} data-testid="jobs-run">
            Run jobs through this day
          </Button>
          {tooFar && (
            <Typography.Text type="danger" data-testid="jobs-too-far">
              {jobs.data?.future_allowed ? `Only days up to ${latest}` : 'Only days up to today'}
            </Typography.Text>
          )}
        </Space>
        {jobs.data?.future_allowed && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="jobs-demo-ahead">
            Demo mode: the jobs may run up to {latest} (a few days ahead of today) to show earnings; a production server runs only days up
            to today.
          </Typography.Paragraph>
        )}
      </Card>
      <Card title="Payouts waiting for the reward pool" style={{ marginBottom: 16 }} extra={<Link to="/staking/pool">Reward pool</Link>}>
        <Table<PendingPayoutItem>
          rowKey="order_id"
          size="small"
          pagination={false}
          dataSource={jobs.data?.pending}
          locale={{ emptyText: 'Nothing waits: every due earning is paid' }}
          data-testid="jobs-pending"
          columns={[
            { title: 'Order', dataIndex: 'order_id' },
            { title: 'Member', dataIndex: 'uid' },
            { title: 'Waiting since', dataIndex: 'from_day' },
            { title: 'Days', dataIndex: 'days', align: 'right' },
            { title: 'Owed (with rewards)', render: (_, p) => <Money amount={p.amount} asset={p.asset} /> },
          ]}
        />
      </Card>
      <Card title="Last runs">
        <Table<JobRunItem>
          rowKey="id"
          size="small"
          pagination={false}
          loading={jobs.isFetching}
          dataSource={jobs.data?.runs}
          locale={{ emptyText: 'No run yet' }}
          data-testid="jobs-runs"
          columns={[
            { title: 'Started', dataIndex: 'started_at', render: formatTime, width: 170 },
            { title: 'By', dataIndex: 'trigger' },
            { title: 'Through', dataIndex: 'through_day' },
            {
              title: 'State',
              dataIndex: 'status',
              render: (s: string, r) => (
                <Tag color={statusColors[s]} title={r.error ?? undefined}>
                  {s}
                </Tag>
              ),
            },
            { title: 'Days', render: (_, r) => r.stats.days, align: 'right' },
            { title: 'Earnings', render: (_, r) => r.stats.earnings, align: 'right' },
            { title: 'Rewards', render: (_, r) => r.stats.rewards, align: 'right' },
            { title: 'Matured', render: (_, r) => r.stats.matured, align: 'right' },
            {
              title: 'Waiting',
              render: (_, r) => (r.stats.deferred > 0 ? <Tag color="orange">{r.stats.deferred}</Tag> : 0),
              align: 'right',
            },
            { title: 'Finished', dataIndex: 'finished_at', render: formatTime, width: 170 },
          ]}
        />
      </Card>
    </>
  );
}
