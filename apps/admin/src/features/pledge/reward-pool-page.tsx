import type { RewardPoolItem } from '@mcc/contract/pledge';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton, Statistic, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { t } from '../../i18n/i18n';
import { isDecimalInput, isZeroAmount } from '../../lib/format';
import { useCan } from '../../lib/me';
import { poolQuery, useFundPool, useWithdrawPool } from './api';

interface FundForm {
  asset: string;
  amount: string;
  reason: string;
}

/** What the operator may do with one pool: put money in, or take out what it does not need. */
interface PoolActions {
  onFund: () => void;
  onWithdraw: () => void;
}

/** One of a pool card's figures, two to a row; `testId` marks its value. */
function PoolFigure({ title, value, testId }: { title: string; value: ReactNode; testId?: string }) {
  return (
    <Col span={12}>
      <Statistic title={title} valueRender={() => (testId ? <span data-testid={testId}>{value}</span> : value)} />
    </Col>
  );
}

function PoolCard({ pool, warnDays, actions }: { pool: RewardPoolItem; warnDays: number; actions?: PoolActions }) {
  const coverage = pool.coverage_days === null ? t('staking.noOutflow') : t('staking.days', { count: pool.coverage_days });
  return (
    <Card
      title={t('staking.poolTitle', { asset: pool.asset })}
      extra={pool.warning ? <Tag color="orange">{t('staking.needsFunding')}</Tag> : <Tag color="green">{t('staking.covered')}</Tag>}
      actions={
        actions
          ? [
              <Button key="fund" type="link" onClick={actions.onFund} data-testid={`pool-fund-${pool.asset}`}>
                {t('staking.fundThePool')}
              </Button>,
              <Button
                key="withdraw"
                type="link"
                onClick={actions.onWithdraw}
                disabled={isZeroAmount(pool.free)}
                data-testid={`pool-withdraw-${pool.asset}`}
              >
                {t('staking.takeOut')}
              </Button>,
            ]
          : undefined
      }
      data-testid={`pool-${pool.asset}`}
    >
      <Row gutter={[16, 16]}>
        <PoolFigure title={t('staking.balance')} value={<Money amount={pool.balance} asset={pool.asset} />} />
        <PoolFigure title={t('staking.coverage')} value={coverage} testId={`pool-coverage-${pool.asset}`} />
        <PoolFigure title={t('staking.paidOutPerDay')} value={<Money amount={pool.daily_outflow} asset={pool.asset} />} />
        <PoolFigure
          title={t('staking.payoutsWaiting')}
          value={
            <>
              {pool.pending_count} day(s), <Money amount={pool.pending_amount} asset={pool.asset} />
            </>
          }
          testId={`pool-pending-${pool.asset}`}
        />
        <PoolFigure title={t('staking.free')} value={<Money amount={pool.free} asset={pool.asset} />} testId={`pool-free-${pool.asset}`} />
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
  const withdraw = useWithdrawPool();
  const can = useCan();
  const [funding, setFunding] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<RewardPoolItem | null>(null);

  return (
    <>
      <PageTitle title={t('staking.rewardPool')} refresh={pool} />
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
                actions={
                  can('finance.approve') ? { onFund: () => setFunding(item.asset), onWithdraw: () => setWithdrawing(item) } : undefined
                }
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
        <AmountAndReason testId="pool-fund" reasonMessage={t('staking.sayWhereTheMoney')} />
      </FormModal>
      <FormModal<FundForm>
        open={withdrawing !== null}
        title={t('staking.takeOutOfThePool', { asset: withdrawing?.asset ?? '' })}
        summary={t('staking.takeOutSummary', {
          free: withdrawing?.free ?? '',
          asset: withdrawing?.asset ?? '',
          days: pool.data?.warn_days ?? 0,
        })}
        okText={t('staking.takeOut')}
        danger
        onClose={() => setWithdrawing(null)}
        initialValues={{ asset: withdrawing?.asset ?? 'USDT', amount: '', reason: '' }}
        testId="pool-withdraw-dialog"
        onSubmit={(values) => withdraw.mutateAsync({ ...values, amount: values.amount.trim(), reason: values.reason.trim() })}
      >
        <Form.Item name="asset" hidden>
          <Input />
        </Form.Item>
        <AmountAndReason testId="pool-withdraw" reasonMessage={t('staking.sayWhereTheMoneyGoes')} />
      </FormModal>
    </>
  );
}

/** The amount (a positive decimal) and the reason kept with it in the journal, of a pool's money dialog. */
function AmountAndReason({ testId, reasonMessage }: { testId: string; reasonMessage: string }) {
  return (
    <>
      <Form.Item
        name="amount"
        label={t('staking.amount')}
        rules={[
          {
            validator: (_, v: string) =>
              isDecimalInput(v ?? '', 4) && !isZeroAmount(v ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(t('staking.positiveAmount'))),
          },
        ]}
      >
        <Input placeholder="10000" data-testid={`${testId}-amount`} />
      </Form.Item>
      <Form.Item name="reason" label={t('staking.reason')} rules={[{ required: true, whitespace: true, message: reasonMessage }]}>
        <Input maxLength={200} data-testid={`${testId}-reason`} />
      </Form.Item>
    </>
  );
}
