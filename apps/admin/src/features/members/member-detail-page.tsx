import type { AdminAdjustmentItem } from '@mcc/contract/admin-fund';
import type { FundDetailItem } from '@mcc/contract/fund';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Result, Row, Skeleton, Space, Statistic, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CursorTable } from '../../components/cursor-table';
import { AdjustmentStatusTag } from '../../components/enum-tag';
import { idColumn } from '../../components/id-column';
import { MemberLink } from '../../components/member-link';
import { Money } from '../../components/money';
import { QueryTable } from '../../components/query-table';
import { timeColumn } from '../../components/time-column';
import { useCursorList } from '../../components/use-cursor';
import { enumLabel, formatTime, memberWho } from '../../lib/format';
import { useCan } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { AdjustBalanceButton } from './adjust-balance-button';
import { memberAdjustmentsQuery, memberBalanceQuery, memberDetailQuery, memberFundDetailQuery } from './api';
import { MemberStatusButton } from './member-status-button';
import { StatusTag } from './status-tag';
import { SupportPanel } from './support-panel';

const DEFAULT_ASSETS = ['USDT', 'MCC'];

function FundDetails({ userId, asset }: { userId: number; asset: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const details = useQuery(memberFundDetailQuery(userId, asset, page));
  if (details.isError) return <Alert type="warning" showIcon title={details.error.message} />;
  return (
    <QueryTable<FundDetailItem>
      query={details}
      emptyText={t('members.noMovements', { asset })}
      testId={`fund-detail-${asset}`}
      size="small"
      pagination={tablePagination(details.data, setPage)}
      scroll={{ x: 'max-content' }}
      columns={[
        timeColumn(t('common.time'), 'created_at', 180),
        { title: t('members.type'), dataIndex: 'type_text' },
        { title: t('members.amount'), align: 'right', render: (_, d) => <Money amount={d.amount} signed /> },
        { title: t('members.balanceAfter'), align: 'right', render: (_, d) => <Money amount={d.balance} /> },
        { title: t('members.memo'), dataIndex: 'memo' },
      ]}
    />
  );
}

function MemberAdjustments({ userId }: { userId: number }) {
  const { t } = useTranslation();
  // Paged by cursor: the page shown (undefined: the newest) and the cursors of the pages before it.
  // The cursor is this member's: another member (the same page, another address) opens at the newest.
  const list = useCursorList(userId, (before) => memberAdjustmentsQuery(userId, before));
  if (list.query.isError) return <Alert type="warning" showIcon title={list.query.error.message} />;
  return (
    <CursorTable<AdminAdjustmentItem>
      list={list}
      emptyText={t('members.noAdjustments')}
      testId="member-adjustment"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={[
        idColumn(70),
        timeColumn(t('common.time'), 'created_at', 180),
        { title: t('members.amount'), align: 'right', render: (_, a) => <Money amount={a.amount} asset={a.asset} signed /> },
        { title: t('members.reason'), dataIndex: 'reason' },
        {
          title: t('common.status'),
          dataIndex: 'status',
          render: (s: string) => <AdjustmentStatusTag status={s} />,
        },
        { title: t('members.maker'), dataIndex: 'maker' },
        { title: t('members.checker'), dataIndex: 'checker', render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}

export default function MemberDetailPage() {
  const { id } = useParams();
  const userId = Number(id);
  const navigate = useNavigate();
  const can = useCan();
  const { t } = useTranslation();
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const detail = useQuery({ ...memberDetailQuery(userId), enabled: valid });
  const balance = useQuery({ ...memberBalanceQuery(userId), enabled: valid });

  if (!valid)
    return (
      <Result
        status="404"
        title={t('members.notFound')}
        extra={<Button onClick={() => navigate('/members')}>{t('members.backToMembers')}</Button>}
      />
    );
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) {
    return (
      <Result
        status="warning"
        title={detail.error.message}
        extra={<Button onClick={() => navigate('/members')}>{t('members.backToMembers')}</Button>}
      />
    );
  }
  const { member, inviter, team } = detail.data;
  const assets = balance.data ? Object.keys(balance.data.balances) : DEFAULT_ASSETS;

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space align="center" wrap>
          <Link to="/members">{t('members.back')}</Link>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }} data-testid="member-title">
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

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('members.profile')} size="small">
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                { key: 'mobile', label: t('members.mobile'), children: member.mobile ?? '—' },
                { key: 'email', label: t('members.email'), children: member.email ?? '—' },
                { key: 'invite', label: t('members.inviteCode'), children: member.invite_code },
                {
                  key: 'inviter',
                  label: t('members.invitedBy'),
                  children: inviter ? <MemberLink id={inviter.id}>{memberWho(inviter)}</MemberLink> : '—',
                },
                {
                  key: 'wallet',
                  label: t('members.wallet'),
                  children: member.wallet_address ? <span className="mono">{member.wallet_address}</span> : '—',
                },
                {
                  key: 'paypwd',
                  label: t('members.payPassword'),
                  children: member.pay_password_set ? t('members.set') : t('members.notSet'),
                },
                { key: 'created', label: t('members.registered'), children: formatTime(member.created_at) },
                { key: 'updated', label: t('members.updated'), children: formatTime(member.updated_at) },
                { key: 'bio', label: t('members.bio'), children: member.bio || '—', span: 2 },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('members.team')} size="small">
            <Row>
              <Col span={8}>
                <Statistic title={t('members.level1')} value={team.level1} />
              </Col>
              <Col span={8}>
                <Statistic title={t('members.level2')} value={team.level2} />
              </Col>
              <Col span={8}>
                <Statistic title={t('members.level3')} value={team.level3} />
              </Col>
            </Row>
          </Card>
        </Col>
      </Row>

      {can('members.support') && <SupportPanel member={member} />}

      <Card title={t('members.balances')} size="small" style={{ marginTop: 16 }} data-testid="member-balances">
        {balance.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : balance.isError ? (
          <Alert type="warning" showIcon title={balance.error.message} />
        ) : Object.keys(balance.data.balances).length === 0 ? (
          <Empty description={t('members.noBalances')} />
        ) : (
          <Table
            rowKey="asset"
            size="small"
            pagination={false}
            dataSource={Object.entries(balance.data.balances).map(([asset, b]) => ({ asset, ...b }))}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('members.asset'), dataIndex: 'asset' },
              { title: t('members.available'), align: 'right', render: (_, b) => <Money amount={b.available} /> },
              { title: t('members.locked'), align: 'right', render: (_, b) => <Money amount={b.locked} /> },
              {
                title: t('members.lockedByPurpose'),
                render: (_, b) =>
                  Object.entries(b.purposes).length === 0
                    ? '—'
                    : Object.entries(b.purposes).map(([purpose, amount]) => (
                        <div key={purpose}>
                          {enumLabel('purpose', purpose)}: <Money amount={amount} />
                        </div>
                      )),
              },
            ]}
          />
        )}
        {balance.data && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('members.pending', balance.data.pending)}
          </Typography.Paragraph>
        )}
      </Card>

      <Card title={t('members.details')} size="small" style={{ marginTop: 16 }}>
        {/* Keyed by member: another member opens at the first asset's first page. */}
        <Tabs
          key={userId}
          items={assets.map((asset) => ({ key: asset, label: asset, children: <FundDetails userId={userId} asset={asset} /> }))}
        />
      </Card>

      <Card title={t('members.adjustments')} size="small" style={{ marginTop: 16 }}>
        <MemberAdjustments userId={userId} />
      </Card>
    </>
  );
}
