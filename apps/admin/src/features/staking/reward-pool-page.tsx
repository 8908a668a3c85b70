import type { RewardPoolItem } from '@mcc/contract/pledge';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { isDecimalInput } from '../../lib/format';
import { useCan } from '../../lib/me';
import { poolQuery, useFundPool } from './api';

interface FundForm {
  asset: string;
  amount: string;
  reason: string;
}

function PoolCard({ pool, warnDays, onFund }: { pool: RewardPoolItem; warnDays: number; onFund?: () => void }) {
  const coverage = pool.coverage_days === null ? 'no outflow' : `${pool.coverage_days} days`;
  return (
    <Card
      title={`${pool.asset} reward pool`}
      extra={pool.warning ? <Tag color="orange">Needs funding</Tag> : <Tag color="green">Covered</Tag>}
      actions={
        onFund
          ? [
              <Button key="fund" type="link" onClick={onFund} data-testid={`pool-fund-${pool.asset}`}>
                Fund the pool
              </Button>,
            ]
          : undefined
      }
      data-testid={`pool-${pool.asset}`}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title="Balance" valueRender={() => <Money amount={pool.balance} asset={pool.asset} />} />
        </Col>
        <Col span={12}>
          <Statistic title="Coverage" valueRender={() => <span data-testid={`pool-coverage-${pool.asset}`}>{coverage}</span>} />
        </Col>
        <Col span={12} style={{ marginTop: 16 }}>
          <Statistic title="Paid out per day" valueRender={() => <Money amount={pool.daily_outflow} asset={pool.asset} />} />
        </Col>
        <Col span={12} style={{ marginTop: 16 }}>
          <Statistic
            title="Payouts waiting"
            valueRender={() => (
              <span data-testid={`pool-pending-${pool.asset}`}>
                {pool.pending_count} day(s), <Money amount={pool.pending_amount} asset={pool.asset} />
              </span>
            )}
          />
        </Col>
      </Row>
      {pool.pending_count > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title="Some earnings wait for the pool. They are paid, oldest day first, at the next run of the daily jobs after funding."
        />
      )}
      {pool.pending_count === 0 && pool.coverage_days !== null && pool.coverage_days < warnDays && (
        <Alert type="warning" showIcon style={{ marginTop: 16 }} title={`The pool covers fewer than ${warnDays} days of payouts.`} />
      )}
    </Card>
  );
}

export default function RewardPoolPage() {
  const pool = useQuery(poolQuery);
  const fund = useFundPool();
  const can = useCan();
  const [funding, setFunding] = useState<string | null>(null);

  return (
    <>
      <PageTitle title="Reward pool" extra={<Button onClick={() => pool.refetch()}>Refresh</Button>} />
      <Typography.Paragraph type="secondary">
        Staking earnings and the uplines' referral rewards are paid from this pool and never from anywhere else: when it cannot cover a
        payout, the payout waits (see <Link to="/staking/jobs">Daily jobs</Link>) until the pool is funded. Coverage counts whole days of
        today's outflow: every running order's daily earning plus its uplines' shares.
      </Typography.Paragraph>
      {pool.isError && <Alert type="error" showIcon title={pool.error.message} />}
      {pool.isPending ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {pool.data?.list.map((item) => (
            <Col key={item.asset} xs={24} lg={12}>
              <PoolCard
                pool={item}
                warnDays={pool.data.warn_days}
                onFund={can('finance.approve') ? () => setFunding(item.asset) : undefined}
              />
            </Col>
          ))}
        </Row>
      )}
      <FormModal<FundForm>
        open={funding !== null}
        title="Fund the reward pool"
        summary="The amount is booked from outside the platform into the pool, with your reason, in the journal and the audit log."
        okText="Fund"
        onClose={() => setFunding(null)}
        initialValues={{ asset: funding ?? 'USDT', amount: '', reason: '' }}
        testId="pool-fund-dialog"
        onSubmit={(values) => fund.mutateAsync({ ...values, amount: values.amount.trim(), reason: values.reason.trim() })}
      >
        <Form.Item name="asset" label="Asset">
          <Select options={(pool.data?.list ?? []).map((p) => ({ value: p.asset, label: p.asset }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount"
          rules={[
            {
              validator: (_, v: string) =>
                isDecimalInput(v ?? '', 4) && !/^0+(\.0*)?$/.test((v ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('A positive amount')),
            },
          ]}
        >
          <Input placeholder="10000" data-testid="pool-fund-amount" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'Say where the money comes from' }]}>
          <Input maxLength={200} data-testid="pool-fund-reason" />
        </Form.Item>
      </FormModal>
    </>
  );
}
