import type { ChainHealth, JobHealth, OpsHealth, WithdrawalsWaiting } from '@mcc/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Skeleton, Table, type TableColumnsType, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/money';
import { errorText } from '../../lib/api';
import { formatTime } from '../../lib/format';
import { opsHealthQuery } from './api';

/** A daily job counts as late once a day and two hours have passed since it last did everything due (the alert's rule). */
const LATE_SECONDS = 26 * 3600;
/** A watcher this many blocks behind is shown in red (the alert's threshold). */
const LAG_BLOCKS = 100;

function since(seconds: number, now: number) {
  return Math.max(0, now - seconds);
}

/** A card of the health section holding one table of what it watches, which says `empty` when there is nothing. */
function HealthTableCard<T extends object>({
  title,
  testId,
  rows,
  rowKey,
  empty,
  columns,
}: {
  title: string;
  testId: string;
  rows: T[];
  rowKey: TableProps<T>['rowKey'];
  empty: string;
  columns: TableColumnsType<T>;
}) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Table<T>
        rowKey={rowKey}
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={empty} /> }}
        columns={columns}
      />
    </Card>
  );
}

/** The column of a row's last error, in red, or a dash. */
function lastErrorColumn<T extends { last_error: string | null }>(title: string): TableColumnsType<T>[number] {
  return { title, render: (_, row) => (row.last_error ? <Typography.Text type="danger">{row.last_error}</Typography.Text> : '—') };
}

function JobsCard({ jobs, now }: { jobs: JobHealth[]; now: number }) {
  const { t } = useTranslation();
  const names = t('health.jobNames', { returnObjects: true }) as Record<string, string>;
  return (
    <HealthTableCard<JobHealth>
      title={t('health.jobs')}
      testId="health-jobs"
      rows={jobs}
      rowKey="job"
      empty={t('health.noJobs')}
      columns={[
        { title: t('health.job'), render: (_, j) => names[j.job] ?? j.job },
        {
          title: t('health.lastSuccess'),
          render: (_, j) =>
            j.last_success_at === null ? (
              <Tag color="red">{t('health.never')}</Tag>
            ) : (
              <Tag color={since(j.last_success_at, now) > LATE_SECONDS ? 'red' : 'green'}>{formatTime(j.last_success_at)}</Tag>
            ),
        },
        { title: t('health.failures'), align: 'right', dataIndex: 'failures' },
        lastErrorColumn(t('health.lastError')),
      ]}
    />
  );
}

function VerifyCard({ verify, now }: { verify: OpsHealth['ledger_verify']; now: number }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('health.verify')} data-testid="health-verify">
      {verify === null ? (
        <Alert type="warning" showIcon title={t('health.verifyNever')} />
      ) : (
        <>
          {verify.ok ? (
            <Tag color={since(verify.finished_at, now) > LATE_SECONDS ? 'orange' : 'green'}>{t('health.verifyClean')}</Tag>
          ) : (
            <Tag color="red">{t('health.verifyDifferences', { count: verify.differences })}</Tag>
          )}
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('health.verifyWhen', {
              time: formatTime(verify.finished_at),
              entries: verify.entries,
              trigger: t(`health.trigger.${verify.trigger}`, verify.trigger),
            })}
          </Typography.Paragraph>
          {verify.problems.length > 0 && (
            <ul className="health-problems">
              {verify.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function ChainCard({ chain }: { chain: ChainHealth[] }) {
  const { t } = useTranslation();
  return (
    <HealthTableCard<ChainHealth>
      title={t('health.chain')}
      testId="health-chain"
      rows={chain}
      rowKey="network"
      empty={t('health.noNetworks')}
      columns={[
        { title: t('health.network'), dataIndex: 'network' },
        {
          title: t('health.lag'),
          align: 'right',
          render: (_, n) => (n.lag_blocks === null ? '—' : <Tag color={n.lag_blocks > LAG_BLOCKS ? 'red' : 'green'}>{n.lag_blocks}</Tag>),
        },
        { title: t('health.lastRead'), render: (_, n) => formatTime(n.last_run_at) },
        { title: t('health.confirming'), align: 'right', dataIndex: 'deposits_confirming' },
        {
          title: t('health.hotWallet'),
          align: 'right',
          render: (_, n) => (n.hot_wallet_balance === null ? '—' : <Money amount={n.hot_wallet_balance} asset={n.asset} />),
        },
        { title: t('health.payoutsWaiting'), align: 'right', dataIndex: 'payouts_waiting' },
        lastErrorColumn(t('health.lastError')),
      ]}
    />
  );
}

function WithdrawalsCard({ withdrawals }: { withdrawals: WithdrawalsWaiting[] }) {
  const { t } = useTranslation();
  return (
    <HealthTableCard<WithdrawalsWaiting>
      title={t('health.withdrawals')}
      testId="health-withdrawals"
      rows={withdrawals}
      rowKey={(w) => `${w.state}-${w.asset}`}
      empty={t('health.noWithdrawals')}
      columns={[
        { title: t('health.state'), render: (_, w) => t(`health.states.${w.state}`, w.state) },
        { title: t('health.count'), align: 'right', dataIndex: 'count' },
        { title: t('health.amount'), align: 'right', render: (_, w) => <Money amount={w.amount} asset={w.asset} /> },
        { title: t('health.oldest'), render: (_, w) => formatTime(w.oldest_since) },
      ]}
    />
  );
}

/** The dashboard's health section: what the alerts watch, for operators without Grafana. */
export function HealthPanel() {
  const { t } = useTranslation();
  const health = useQuery(opsHealthQuery);
  return (
    <section data-testid="health">
      <Typography.Title level={2} className="section-title" style={{ marginTop: 24 }}>
        {t('health.title')}
      </Typography.Title>
      {health.isPending ? (
        <div data-testid="health-loading">
          <Skeleton active />
        </div>
      ) : health.isError ? (
        <Alert type="error" showIcon title={t('health.unavailable')} description={errorText(health.error)} data-testid="health-error" />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <VerifyCard verify={health.data.ledger_verify} now={health.data.read_at} />
          </Col>
          <Col xs={24} lg={16}>
            <WithdrawalsCard withdrawals={health.data.withdrawals} />
          </Col>
          <Col xs={24}>
            <JobsCard jobs={health.data.jobs} now={health.data.read_at} />
          </Col>
          <Col xs={24}>
            <ChainCard chain={health.data.chain} />
          </Col>
          <Col xs={24}>
            <Typography.Text type="secondary" data-testid="health-read-at">
              {t('health.readAt', { time: formatTime(health.data.read_at) })}
            </Typography.Text>
          </Col>
        </Row>
      )}
    </section>
  );
}
