import type { JobRunItem, PendingPayoutItem } from '@mcc/contract/pledge';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { timeColumn } from '../../components/time-column';
import { useConfirmAction } from '../../components/use-confirm-action';
import { t } from '../../i18n/i18n';
import { enumLabel } from '../../lib/format';
import { jobsQuery, useRunJobs } from './api';

const statusColors: Record<string, string> = { done: 'green', running: 'blue', failed: 'red' };

/** Who ran the jobs: the server's schedule, the command line, or an operator (`console:<name>`). */
function triggerLabel(trigger: string): string {
  const [source = '', operator] = trigger.split(':', 2);
  const label = enumLabel('jobTrigger', source);
  return operator ? t('staking.byOperator', { source: label, operator }) : label;
}

export default function JobsPage() {
  const jobs = useQuery(jobsQuery);
  const run = useRunJobs();
  const confirm = useConfirmAction();
  // What the operator typed; until then the day shown is today, once the server has said it.
  const [typed, setDate] = useState<string>();
  const today = jobs.data?.today;
  const date = typed ?? today ?? '';

  const jobNames = t('health.jobNames', { returnObjects: true }) as Record<string, string>;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const future = valid && today !== undefined && date > today;
  const latest = jobs.data?.latest_day;
  const tooFar = valid && latest !== undefined && date > latest;

  const runJobs = () =>
    confirm({
      title: t('staking.runThrough', { date }),
      content: (
        <>
          <p>{t('staking.runSummary', { date, zone: jobs.data?.time_zone ?? '' })}</p>
          {future && <Alert type="warning" showIcon title={t('staking.thisDayIsAfter')} />}
        </>
      ),
      okText: t('staking.run'),
      success: t('staking.theDailyJobsRan'),
      action: () => run.mutateAsync({ date }),
    });

  return (
    <>
      <PageTitle title={t('staking.dailyJobs')} refresh={jobs} />
      <QueryError query={jobs} style={{ marginBottom: 16 }} />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'tz', label: t('staking.timeZone'), children: jobs.data?.time_zone ?? '…' },
            { key: 'today', label: t('staking.today'), children: <span data-testid="jobs-today">{today ?? '…'}</span> },
            {
              key: 'pending',
              label: t('staking.ordersWaitingForThe'),
              children: <span data-testid="jobs-pending-total">{jobs.data?.pending_total ?? '…'}</span>,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('staking.jobsIntro')}
        </Typography.Paragraph>
        <Space>
          <Input
            value={date}
            onChange={(e) => setDate(e.target.value.trim())}
            placeholder={t('staking.yyyyMmDd')}
            style={{ width: 160 }}
            data-testid="jobs-date"
          />
          <Button type="primary" disabled={!valid || tooFar} loading={run.isPending} onClick={runJobs} data-testid="jobs-run">
            {t('staking.runJobsThroughThis')}
          </Button>
          {tooFar && (
            <Typography.Text type="danger" data-testid="jobs-too-far">
              {jobs.data?.future_allowed ? t('staking.onlyDaysUpToLatest', { latest }) : t('staking.onlyDaysUpTo')}
            </Typography.Text>
          )}
        </Space>
        {jobs.data?.future_allowed && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="jobs-demo-ahead">
            {t('staking.demoAhead', { latest })}
          </Typography.Paragraph>
        )}
      </Card>
      <Card
        title={t('staking.payoutsWaitingForThe')}
        style={{ marginBottom: 16 }}
        extra={<Link to="/staking/pool">{t('staking.rewardPool')}</Link>}
      >
        <Table<PendingPayoutItem>
          rowKey="order_id"
          size="small"
          pagination={false}
          dataSource={jobs.data?.pending}
          locale={{ emptyText: t('staking.nothingWaitsEveryDue') }}
          data-testid="jobs-pending"
          columns={[
            { title: t('staking.order'), dataIndex: 'order_id' },
            { title: t('staking.member'), dataIndex: 'uid' },
            { title: t('staking.waitingSince'), dataIndex: 'from_day' },
            { title: t('staking.daysColumn'), dataIndex: 'days', align: 'right' },
            { title: t('staking.owedWithRewards'), render: (_, p) => <Money amount={p.amount} asset={p.asset} /> },
          ]}
        />
      </Card>
      <Card title={t('staking.lastRuns')}>
        <Table<JobRunItem>
          rowKey="id"
          size="small"
          pagination={false}
          loading={jobs.isFetching}
          dataSource={jobs.data?.runs}
          locale={{ emptyText: t('staking.noRunYet') }}
          data-testid="jobs-runs"
          columns={[
            timeColumn(t('staking.started'), 'started_at'),
            { title: t('staking.by'), dataIndex: 'trigger', render: triggerLabel },
            { title: t('staking.through'), dataIndex: 'through_day' },
            {
              title: t('staking.state'),
              dataIndex: 'status',
              render: (s: string, r) => (
                <Tag color={statusColors[s]} title={r.error ?? undefined}>
                  {enumLabel('jobStatus', s)}
                </Tag>
              ),
            },
            { title: t('staking.daysColumn'), render: (_, r) => r.stats.days, align: 'right' },
            { title: t('staking.earnings'), render: (_, r) => r.stats.earnings, align: 'right' },
            { title: t('staking.rewards'), render: (_, r) => r.stats.rewards, align: 'right' },
            { title: t('staking.matured'), render: (_, r) => r.stats.matured, align: 'right' },
            {
              title: t('staking.waiting'),
              render: (_, r) => (r.stats.deferred > 0 ? <Tag color="orange">{r.stats.deferred}</Tag> : 0),
              align: 'right',
            },
            {
              title: t('staking.took'),
              align: 'right',
              render: (_, r) => {
                const phases = Object.entries(r.stats.phases);
                if (phases.length === 0) return '—';
                const seconds = (ms: number) => t('staking.seconds', { value: (ms / 1000).toFixed(1) });
                const each = phases.map(([name, ms]) => `${jobNames[name] ?? name} ${seconds(ms)}`).join(' · ');
                return (
                  <span title={each} data-testid="job-took">
                    {seconds(phases.reduce((sum, [, ms]) => sum + ms, 0))}
                  </span>
                );
              },
            },
            timeColumn(t('staking.finished'), 'finished_at'),
          ]}
        />
      </Card>
    </>
  );
}
