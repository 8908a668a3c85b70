import type { RewardPoolItem } from '@mcc/contract/pledge';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { t } from '../../i18n/i18n';
import { isDecimalInput } from '../../lib/format';
import { useCan } from '../../lib/me';
import { poolQuery, useFundPool } from './api';

interface FundForm {
  asset: string;
  amount: string;
  reason: string;
}

function PoolCard({ pool, warnDays, onFund }: { pool: RewardPoolItem; warnDays: number; onFund?: () => void }) {
  const coverage = pool.coverage_days === null ? t('staking.noOutflow') : t('staking.days', { count: pool.coverage_days });
  return (
    <Card
      title={t('staking.poolTitle', { asset: pool.asset })}
      extra={pool.warning ? <Tag color="orange">{t('staking.needsFunding')}</Tag> : <Tag color="green">{t('staking.covered')}</Tag>}
      actions={
        onFund
          ? [
              <Button key="fund" type="link" onClick={onFund} data-testid={`pool-fund-${pool.asset}`}>
                {t('staking.fundThePool')}
              </Button>,
            ]
          : undefined
      }
      data-testid={`pool-${pool.asset}`}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title={t('staking.balance')} valueRender={() => <Money amount={pool.balance} asset={pool.asset} />} />
        </Col>
        <Col span={12}>
          <Statistic
            title={t('staking.coverage')}
            valueRender={() => <span data-testid={`pool-coverage-${pool.asset}`}>{coverage}</span>}
          />
        </Col>
        <Col span={12} style={{ marginTop: 16 }}>
          <Statistic title={t('staking.paidOutPerDay')} valueRender={() => <Money amount={pool.daily_outflow} asset={pool.asset} />} />
        </Col>
        <Col span={12} style={{ marginTop: 16 }}>
          <Statistic
            title={t('staking.payoutsWaiting')}
            valueRender={() => (
              <span data-testid={`pool-pending-${pool.asset}`}>
                {pool.pending_count} day(s), <Money amount={pool.pending_amount} asset={pool.asset} />
              </span>
            )}
          />
        </Col>
      </Row>
      {pool.pending_count > 0 && <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('staking.someEarningsWaitFor')} />}
      {pool.pending_count === 0 && pool.coverage_days !== null && pool.coverage_days < warnDays && (
        <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('staking.coversFewer', { count: warnDays })} />
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
      <PageTitle title={t('staking.rewardPool')} extra={<Button onClick={() => pool.refetch()}>{t('staking.refresh')}</Button>} />
      <Typography.Paragraph type="secondary">
        {t('staking.stakingEarningsAndThe')} <Link to="/staking/jobs">{t('staking.dailyJobs')}</Link>
      </Typography.Paragraph>
      <QueryError query={pool} />
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
        title={t('staking.fundTheRewardPool')}
        summary={t('staking.theAmountIsBooked')}
        okText={t('staking.fund')}
        onClose={() => setFunding(null)}
        initialValues={{ asset: funding ?? 'USDT', amount: '', reason: '' }}
        testId="pool-fund-dialog"
        onSubmit={(values) => fund.mutateAsync({ ...values, amount: values.amount.trim(), reason: values.reason.trim() })}
      >
        <Form.Item name="asset" label={t('staking.asset')}>
          <Select options={(pool.data?.list ?? []).map((p) => ({ value: p.asset, label: p.asset }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('staking.amount')}
          rules={[
            {
              validator: (_, v: string) =>
                isDecimalInput(v ?? '', 4) && !/^0+(\.0*)?$/.test((v ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('staking.positiveAmount'))),
            },
          ]}
        >
          <Input placeholder="10000" data-testid="pool-fund-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('staking.reason')}
          rules={[{ required: true, whitespace: true, message: t('staking.sayWhereTheMoney') }]}
        >
          <Input maxLength={200} data-testid="pool-fund-reason" />
        </Form.Item>
      </FormModal>
    </>
  );
}
