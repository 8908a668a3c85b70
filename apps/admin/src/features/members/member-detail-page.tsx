import type { AdminAdjustmentItem } from '@mcc/contract/admin-fund';
import type { FundDetailItem } from '@mcc/contract/fund';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Result, Row, Skeleton, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Money } from '../../components/money';
import { formatTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { AdjustBalanceButton } from './adjust-balance-button';
import { memberAdjustmentsQuery, memberBalanceQuery, memberDetailQuery, memberFundDetailQuery } from './api';
import { MemberStatusButton } from './member-status-button';
import { StatusTag } from './status-tag';

const DEFAULT_ASSETS = ['USDT', 'MCC'];

function FundDetails({ userId, asset }: { userId: number; asset: string }) {
  const [page, setPage] = useState(1);
  const details = useQuery(memberFundDetailQuery(userId, asset, page));
  if (details.isError) return <Alert type="warning" showIcon title={details.error.message} />;
  return (
    <Table<FundDetailItem>
      rowKey="id"
      size="small"
      loading={details.isFetching}
      dataSource={details.data?.list}
      pagination={tablePagination(details.data, setPage)}
      locale={{ emptyText: `No ${asset} movements yet` }}
      data-testid={`fund-detail-${asset}`}
      columns={[
        { title: 'Time', dataIndex: 'created_at', render: formatTime, width: 180 },
        { title: 'Type', dataIndex: 'type_text' },
        { title: 'Amount', align: 'right', render: (_, d) => <Money amount={d.amount} signed /> },
        { title: 'Balance after', align: 'right', render: (_, d) => <Money amount={d.balance} /> },
        { title: 'Memo', dataIndex: 'memo' },
      ]}
    />
  );
}

function MemberAdjustments({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery(memberAdjustmentsQuery(userId, page));
  if (list.isError) return <Alert type="warning" showIcon title={list.error.message} />;
  return (
    <Table<AdminAdjustmentItem>
      rowKey="id"
      size="small"
      loading={list.isFetching}
      dataSource={list.data?.list}
      pagination={tablePagination(list.data, setPage)}
      locale={{ emptyText: 'No adjustments' }}
      columns={[
        { title: '#', dataIndex: 'id', width: 70 },
        { title: 'Time', dataIndex: 'created_at', render: formatTime, width: 180 },
        { title: 'Amount', align: 'right', render: (_, a) => <Money amount={a.amount} asset={a.asset} signed /> },
        { title: 'Reason', dataIndex: 'reason' },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (s: string) => <Tag color={s === 'applied' ? 'green' : s === 'rejected' ? 'red' : 'gold'}>{s}</Tag>,
        },
        { title: 'Maker', dataIndex: 'maker' },
        { title: 'Checker', dataIndex: 'checker', render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}

export default function MemberDetailPage() {
  const { id } = useParams();
  const userId = Number(id);
  const navigate = useNavigate();
  const can = useCan();
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const detail = useQuery({ ...memberDetailQuery(userId), enabled: valid });
  const balance = useQuery({ ...memberBalanceQuery(userId), enabled: valid });

  if (!valid)
    return <Result status="404" title="No such member" extra={<Button onClick={() => navigate('/members')}>Back to members</Button>} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) {
    return (
      <Result status="warning" title={detail.error.message} extra={<Button onClick={() => navigate('/members')}>Back to members</Button>} />
    );
  }
  const { member, inviter, team } = detail.data;
  const assets = balance.data ? Object.keys(balance.data.balances) : DEFAULT_ASSETS;

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space align="center">
          <Link to="/members">← Members</Link>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="member-title">
            {member.nickname} <Typography.Text type="secondary">UID {member.uid}</Typography.Text>
          </Typography.Title>
          <span data-testid="member-status">
            <StatusTag status={member.status} />
          </span>
        </Space>
        <Space>
          {can('members.adjust') && <AdjustBalanceButton member={member} assets={assets} />}
          {can('members.freeze') && <MemberStatusButton member={member} />}
        </Space>
      </Space>

      <Row gutter={16}>
        <Col span={14}>
          <Card title="Profile" size="small">
            <Descriptions
              column={2}
              size="small"
              items={[
                { key: 'mobile', label: 'Mobile', children: member.mobile ?? '—' },
                { key: 'email', label: 'Email', children: member.email ?? '—' },
                { key: 'invite', label: 'Invite code', children: member.invite_code },
                {
                  key: 'inviter',
                  label: 'Invited by',
                  children: inviter ? <Link to={`/members/${inviter.id}`}>{`${inviter.nickname} (UID ${inviter.uid})`}</Link> : '—',
                },
                {
                  key: 'wallet',
                  label: 'Wallet',
                  children: member.wallet_address ? <span className="mono">{member.wallet_address}</span> : '—',
                },
                { key: 'paypwd', label: 'Pay password', children: member.pay_password_set ? 'set' : 'not set' },
                { key: 'created', label: 'Registered', children: formatTime(member.created_at) },
                { key: 'updated', label: 'Updated', children: formatTime(member.updated_at) },
                { key: 'bio', label: 'Bio', children: member.bio || '—', span: 2 },
              ]}
            />
          </Card>
        </Col>
        <Col span={10}>
          <Card title="Team" size="small">
            <Row>
              <Col span={8}>
                <Statistic title="Level 1" value={team.level1} />
              </Col>
              <Col span={8}>
                <Statistic title="Level 2" value={team.level2} />
              </Col>
              <Col span={8}>
                <Statistic title="Level 3" value={team.level3} />
              </Col>
            </Row>
          </Card>
        </Col>
      </Row>

      <Card title="Balances" size="small" style={{ marginTop: 16 }} data-testid="member-balances">
        {balance.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : balance.isError ? (
          <Alert type="warning" showIcon title={balance.error.message} />
        ) : Object.keys(balance.data.balances).length === 0 ? (
          <Empty description="No balances" />
        ) : (
          <Table
            rowKey="asset"
            size="small"
            pagination={false}
            dataSource={Object.entries(balance.data.balances).map(([asset, b]) => ({ asset, ...b }))}
            columns={[
              { title: 'Asset', dataIndex: 'asset' },
              { title: 'Available', align: 'right', render: (_, b) => <Money amount={b.available} /> },
              { title: 'Locked', align: 'right', render: (_, b) => <Money amount={b.locked} /> },
              {
                title: 'Locked by purpose',
                render: (_, b) =>
                  Object.entries(b.purposes).length === 0
                    ? '—'
                    : Object.entries(b.purposes).map(([purpose, amount]) => (
                        <div key={purpose}>
                          {purpose}: <Money amount={amount} />
                        </div>
                      )),
              },
            ]}
          />
        )}
        {balance.data && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            Pending: {balance.data.pending.recharges} recharges, {balance.data.pending.withdrawals} withdrawals,{' '}
            {balance.data.pending.adjustments} adjustments.
          </Typography.Paragraph>
        )}
      </Card>

      <Card title="Details" size="small" style={{ marginTop: 16 }}>
        <Tabs items={assets.map((asset) => ({ key: asset, label: asset, children: <FundDetails userId={userId} asset={asset} /> }))} />
      </Card>

      <Card title="Adjustments" size="small" style={{ marginTop: 16 }}>
        <MemberAdjustments userId={userId} />
      </Card>
    </>
  );
}
