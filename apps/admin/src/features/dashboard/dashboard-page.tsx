import type { AssetFigures } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { useCan } from '../../lib/me';
import { dashboardQuery, financeSummaryQuery } from './api';
import { HealthPanel } from './health-panel';

interface FigureSpec {
  title: string;
  value: number | string | undefined;
  /** Where the figure leads, for an operator allowed to go there. */
  to?: string;
  testId: string;
}

function Figure({ title, value, to, testId }: FigureSpec) {
  const body = <Statistic title={title} value={value ?? '—'} />;
  return (
    <Card className="stat-card" data-testid={testId} size="small">
      {to ? <Link to={to}>{body}</Link> : body}
    </Card>
  );
}

/** A row of figures, four across on a wide screen. */
function FigureRow({ figures }: { figures: FigureSpec[] }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.testId} xs={24} sm={12} lg={6}>
          <Figure {...figure} />
        </Col>
      ))}
    </Row>
  );
}

export default function DashboardPage() {
  const can = useCan();
  const { t } = useTranslation();
  const members = useQuery(dashboardQuery);
  const finance = useQuery(financeSummaryQuery);
  const pending = finance.data?.pending;
  const review = can('finance.review');

  return (
    <>
      <PageTitle title={t('dashboard.title')} />
      <QueryError query={members} style={{ marginBottom: 16 }} />
      <Typography.Title level={2} className="section-title">
        {t('dashboard.members')}
      </Typography.Title>
      <FigureRow
        figures={[
          {
            title: t('dashboard.membersTotal'),
            value: members.data?.members_total,
            to: can('members.read') ? '/members' : undefined,
            testId: 'fig-members',
          },
          {
            title: t('dashboard.newToday', { zone: members.data?.time_zone ?? '…' }),
            value: members.data?.members_today,
            testId: 'fig-members-today',
          },
          {
            title: t('dashboard.frozen'),
            value: members.data?.members_frozen,
            to: can('members.read') ? '/members?status=frozen' : undefined,
            testId: 'fig-frozen',
          },
          { title: t('dashboard.operatorsActive'), value: members.data?.operators_active, testId: 'fig-operators' },
        ]}
      />

      <Typography.Title level={2} className="section-title" style={{ marginTop: 24 }}>
        {t('dashboard.pending')}
      </Typography.Title>
      {finance.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('dashboard.financeUnavailable')}
          description={finance.error.message}
          data-testid="finance-unavailable"
        />
      ) : (
        <FigureRow
          figures={[
            {
              title: t('dashboard.rechargesToConfirm'),
              value: pending?.recharges,
              to: review ? '/recharges' : undefined,
              testId: 'fig-pending-recharges',
            },
            {
              title: t('dashboard.withdrawalsToReview'),
              value: pending?.withdrawals,
              to: review ? '/withdrawals' : undefined,
              testId: 'fig-pending-withdrawals',
            },
            {
              title: t('dashboard.secondApproval'),
              value: pending?.withdrawals_second_approval,
              to: review ? '/withdrawals?status=approving' : undefined,
              testId: 'fig-pending-second',
            },
            {
              title: t('dashboard.adjustmentsToApprove'),
              value: pending?.adjustments,
              to: can('members.read') ? '/adjustments' : undefined,
              testId: 'fig-pending-adjustments',
            },
          ]}
        />
      )}

      {!finance.isError && (
        <Typography.Title level={2} className="section-title" style={{ marginTop: 24 }}>
          {t('dashboard.balances')}
        </Typography.Title>
      )}
      {finance.isPending ? (
        <Skeleton active />
      ) : finance.data ? (
        <Card size="small">
          <Table<AssetFigures>
            rowKey="asset"
            pagination={false}
            dataSource={finance.data.assets}
            scroll={{ x: 'max-content' }}
            data-testid="asset-figures"
            columns={[
              { title: t('dashboard.asset'), dataIndex: 'asset' },
              { title: t('dashboard.membersAvailable'), align: 'right', render: (_, r) => <Money amount={r.members_available} /> },
              { title: t('dashboard.membersLocked'), align: 'right', render: (_, r) => <Money amount={r.members_locked} /> },
              { title: t('dashboard.owed'), align: 'right', render: (_, r) => <Money amount={r.members_total} /> },
              { title: t('dashboard.netInflow'), align: 'right', render: (_, r) => <Money amount={r.net_inflow} /> },
              {
                title: t('dashboard.books'),
                render: (_, r) =>
                  r.balanced ? <Tag color="green">{t('dashboard.balanced')}</Tag> : <Tag color="red">{t('dashboard.unbalanced')}</Tag>,
              },
            ]}
          />
          <dl className="figure-notes" data-testid="figure-notes">
            <dt>{t('dashboard.owed')}</dt>
            <dd>{t('dashboard.owedHelp')}</dd>
            <dt>{t('dashboard.netInflow')}</dt>
            <dd>{t('dashboard.inflowHelp')}</dd>
            <dd>{t('dashboard.gapHelp')}</dd>
          </dl>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('dashboard.twoApprovals', { amount: finance.data.two_approval_threshold })}
          </Typography.Paragraph>
        </Card>
      ) : null}

      <HealthPanel />
    </>
  );
}
