import type { AssetFigures } from '@mcc/contract/admin-fund';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { useCan } from '../../lib/me';
import { dashboardQuery, financeSummaryQuery } from './api';

function Figure({ title, value, to, testId }: { title: string; value: number | string | undefined; to?: string; testId: string }) {
  const body = <Statistic title={title} value={value ?? '—'} />;
  return (
    <Card className="stat-card" data-testid={testId} size="small">
      {to ? <Link to={to}>{body}</Link> : body}
    </Card>
  );
}

export default function DashboardPage() {
  const can = useCan();
  const members = useQuery(dashboardQuery);
  const finance = useQuery(financeSummaryQuery);
  const pending = finance.data?.pending;

  return (
    <>
      <PageTitle title="Dashboard" />
      {members.isError && <Alert type="error" showIcon title={members.error.message} style={{ marginBottom: 16 }} />}
      <Typography.Title level={5}>Members</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={6}>
          <Figure
            title="Members"
            value={members.data?.members_total}
            to={can('members.read') ? '/members' : undefined}
            testId="fig-members"
          />
        </Col>
        <Col span={6}>
          <Figure title={`New today (${members.data?.time_zone ?? '…'})`} value={members.data?.members_today} testId="fig-members-today" />
        </Col>
        <Col span={6}>
          <Figure
            title="Frozen"
            value={members.data?.members_frozen}
            to={can('members.read') ? '/members?status=frozen' : undefined}
            testId="fig-frozen"
          />
        </Col>
        <Col span={6}>
          <Figure title="Active operators" value={members.data?.operators_active} testId="fig-operators" />
        </Col>
      </Row>

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Pending reviews
      </Typography.Title>
      {finance.isError ? (
        <Alert
          type="warning"
          showIcon
          title="Finance figures are not available"
          description={finance.error.message}
          data-testid="finance-unavailable"
        />
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={6}>
            <Figure
              title="Recharges to confirm"
              value={pending?.recharges}
              to={can('finance.review') ? '/recharges' : undefined}
              testId="fig-pending-recharges"
            />
          </Col>
          <Col span={6}>
            <Figure
              title="Withdrawals to review"
              value={pending?.withdrawals}
              to={can('finance.review') ? '/withdrawals' : undefined}
              testId="fig-pending-withdrawals"
            />
          </Col>
          <Col span={6}>
            <Figure
              title="Awaiting 2nd approval"
              value={pending?.withdrawals_second_approval}
              to={can('finance.review') ? '/withdrawals?status=approving' : undefined}
              testId="fig-pending-second"
            />
          </Col>
          <Col span={6}>
            <Figure
              title="Adjustments to approve"
              value={pending?.adjustments}
              to={can('members.read') ? '/adjustments' : undefined}
              testId="fig-pending-adjustments"
            />
          </Col>
        </Row>
      )}

      {!finance.isError && (
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          Balances per asset
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
            data-testid="asset-figures"
            columns={[
              { title: 'Asset', dataIndex: 'asset' },
              { title: 'Members available', align: 'right', render: (_, r) => <Money amount={r.members_available} /> },
              { title: 'Members locked', align: 'right', render: (_, r) => <Money amount={r.members_locked} /> },
              { title: 'Owed to members', align: 'right', render: (_, r) => <Money amount={r.members_total} /> },
              { title: 'Net inflow', align: 'right', render: (_, r) => <Money amount={r.net_inflow} /> },
              {
                title: 'Books',
                render: (_, r) => (r.balanced ? <Tag color="green">balanced</Tag> : <Tag color="red">out of balance</Tag>),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            Two approvals are needed above <Money amount={finance.data.two_approval_threshold} />.
          </Typography.Paragraph>
        </Card>
      ) : null}
    </>
  );
}
