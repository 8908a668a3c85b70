import { type AdminLiquidityItem, type AdminPool, adminMarketApi } from '@mcc/contract/admin-market';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CursorTable } from '../../components/cursor-table';
import { decimalRule } from '../../components/decimal-rule';
import { EnumTag } from '../../components/enum-tag';
import { FormModal } from '../../components/form-modal';
import { GridFigure } from '../../components/grid-figure';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { oneLineTimeColumn } from '../../components/time-column';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { useCan } from '../../lib/me';
import { liquidityQuery, marketPoolQuery, useMarketChange } from './api';

type Dialog = 'add' | 'remove' | 'fee' | 'pause' | null;

interface LiquidityForm {
  mcc: string;
  usdt: string;
  account: 'external' | 'fees';
  reason: string;
}

const amountRule = (decimals: number) => decimalRule(decimals, t('market.amountDecimals', { count: decimals }));
const reasonRule = () => ({ required: true, whitespace: true, message: t('market.giveAReasonFor') });

function PoolFigures({ pool }: { pool: AdminPool }) {
  return (
    <Row gutter={[16, 16]}>
      <GridFigure title={t('market.mccReserve')} value={<Money amount={pool.mcc_reserve} asset="MCC" />} />
      <GridFigure title={t('market.usdtReserve')} value={<Money amount={pool.usdt_reserve} asset="USDT" />} />
      <GridFigure
        title={t('market.price')}
        value={<span data-testid="pool-price">{t('market.pricePerMcc', { price: pool.price })}</span>}
      />
      <GridFigure title={t('market.kMccUsdt')} value={<span className="mono">{pool.k}</span>} />
      <GridFigure title={t('market.fee')} value={<span data-testid="pool-fee">{pool.fee_rate}</span>} />
      <GridFigure title={t('market.tradesLast24H')} value={<span>{pool.trades_24h}</span>} />
      <GridFigure title={t('market.volumeLast24H')} value={<Money amount={pool.volume_24h} asset="USDT" />} />
      <GridFigure
        title={t('market.feesEarnedByTrades')}
        value={
          <span>
            <Money amount={pool.fees_earned.USDT} asset="USDT" /> · <Money amount={pool.fees_earned.MCC} asset="MCC" />
          </span>
        }
      />
    </Row>
  );
}

export default function MarketPoolPage() {
  const pool = useQuery(marketPoolQuery);
  // The history paged by cursor (newer / older / newest).
  const history = useCursorList(null, liquidityQuery);
  const can = useCan();
  const manage = can('market.manage');
  const [dialog, setDialog] = useState<Dialog>(null);
  const add = useMarketChange(adminMarketApi.addLiquidity);
  const remove = useMarketChange(adminMarketApi.removeLiquidity);
  const fee = useMarketChange(adminMarketApi.setFee);
  const pause = useMarketChange(adminMarketApi.setPaused);
  const data = pool.data;
  // What the pause dialog asks for is fixed when it opens (a refetch landing meanwhile cannot turn a
  // "resume" into another "pause").
  const [pausing, setPausing] = useState(true);

  return (
    <>
      <PageTitle title={t('market.marketPool')} refresh={pool} />
      <Typography.Paragraph type="secondary">
        {t('market.poolIntro')} <Link to="/market/trades">{t('market.marketTrades')}</Link>
      </Typography.Paragraph>
      <QueryError query={pool} />
      {!data ? (
        <Skeleton active />
      ) : (
        <Card
          title={
            <Space>
              {t('market.mccUsdt')}
              {data.paused ? (
                <Tag color="red" data-testid="pool-state">
                  {t('market.paused')}
                </Tag>
              ) : data.open ? (
                <Tag color="green" data-testid="pool-state">
                  {t('market.trading')}
                </Tag>
              ) : (
                <Tag data-testid="pool-state">{t('market.noLiquidity')}</Tag>
              )}
            </Space>
          }
          extra={
            manage && (
              <Space wrap>
                <Button type="primary" onClick={() => setDialog('add')} data-testid="pool-add">
                  {t('market.addLiquidity')}
                </Button>
                <Button onClick={() => setDialog('remove')} disabled={!data.open} data-testid="pool-remove">
                  {t('market.withdrawLiquidity')}
                </Button>
                <Button onClick={() => setDialog('fee')} data-testid="pool-set-fee">
                  {t('market.setFee')}
                </Button>
                <Button
                  danger={!data.paused}
                  onClick={() => {
                    setPausing(!data.paused);
                    setDialog('pause');
                  }}
                  data-testid="pool-pause"
                >
                  {data.paused ? t('market.resume') : t('market.pause')}
                </Button>
              </Space>
            )
          }
          data-testid="market-pool"
        >
          <PoolFigures pool={data} />
        </Card>
      )}

      <Card title={t('market.liquidityHistory')} style={{ marginTop: 16 }}>
        <CursorTable<AdminLiquidityItem>
          list={history}
          emptyText={manage ? t('market.noLiquidityManage') : t('market.noLiquidityYet')}
          testId="liquidity"
          loading={history.query.isPending}
          columns={[
            oneLineTimeColumn(t('market.time'), (r) => r.created_at),
            {
              title: t('market.action'),
              render: (_, r) => <EnumTag kind="liquidityAction" value={r.action} color={r.action === 'add' ? 'green' : 'orange'} />,
            },
            { title: 'MCC', render: (_, r) => <Money amount={r.mcc} asset="MCC" /> },
            { title: 'USDT', render: (_, r) => <Money amount={r.usdt} asset="USDT" /> },
            { title: t('market.fromTo'), render: (_, r) => (r.account === 'fees' ? t('market.feeAccount') : t('market.outside')) },
            { title: t('market.priceAfter'), dataIndex: 'price_after' },
            { title: t('market.reason'), dataIndex: 'reason' },
            { title: t('market.by'), dataIndex: 'admin' },
            { title: t('market.entry'), render: (_, r) => `#${r.entry_id}` },
          ]}
        />
      </Card>

      <FormModal<LiquidityForm>
        open={dialog === 'add' || dialog === 'remove'}
        title={dialog === 'remove' ? t('market.withdrawLiquidity') : t('market.addLiquidity')}
        summary={dialog === 'remove' ? t('market.removeSummary') : t('market.addSummary')}
        okText={dialog === 'remove' ? t('market.withdraw') : t('market.add')}
        onClose={() => setDialog(null)}
        initialValues={{ mcc: '0', usdt: '0', account: 'external', reason: '' }}
        testId="liquidity-dialog"
        onSubmit={(values) => {
          const body = { mcc: values.mcc.trim(), usdt: values.usdt.trim(), account: values.account, reason: values.reason.trim() };
          return (dialog === 'remove' ? remove : add).mutateAsync(body);
        }}
      >
        <Form.Item name="mcc" label="MCC" rules={[amountRule(8)]}>
          <Input data-testid="liquidity-mcc" />
        </Form.Item>
        <Form.Item name="usdt" label="USDT" rules={[amountRule(6)]}>
          <Input data-testid="liquidity-usdt" />
        </Form.Item>
        <Form.Item name="account" label={dialog === 'remove' ? t('market.to') : t('market.from')}>
          <Select
            options={[
              {
                value: 'external',
                label: dialog === 'remove' ? t('market.outOfBooks') : t('market.outsideBooks'),
              },
              { value: 'fees', label: t('market.theFeeAccount') },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('market.reason')} rules={[reasonRule()]}>
          <Input maxLength={200} data-testid="liquidity-reason" />
        </Form.Item>
      </FormModal>

      <FormModal<{ fee_rate: string; reason: string }>
        open={dialog === 'fee'}
        title={t('market.setTheTradingFee')}
        summary={t('market.aFractionOfWhat')}
        okText={t('market.setFee')}
        onClose={() => setDialog(null)}
        initialValues={{ fee_rate: data?.fee_rate ?? '0.003', reason: '' }}
        testId="fee-dialog"
        onSubmit={(values) => fee.mutateAsync({ fee_rate: values.fee_rate.trim(), reason: values.reason.trim() })}
      >
        <Form.Item name="fee_rate" label={t('market.feeRate')} rules={[amountRule(6)]}>
          <Input data-testid="fee-rate" />
        </Form.Item>
        <Form.Item name="reason" label={t('market.reason')} rules={[reasonRule()]}>
          <Input maxLength={200} data-testid="fee-reason" />
        </Form.Item>
      </FormModal>

      <FormModal<{ reason: string }>
        open={dialog === 'pause'}
        title={pausing ? t('market.pause') : t('market.resume')}
        summary={pausing ? t('market.pauseSummary') : t('market.resumeSummary')}
        okText={pausing ? t('market.pauseOk') : t('market.resumeOk')}
        danger={pausing}
        onClose={() => setDialog(null)}
        initialValues={{ reason: '' }}
        testId="pause-dialog"
        onSubmit={(values) => pause.mutateAsync({ paused: pausing, reason: values.reason.trim() })}
      >
        <Form.Item name="reason" label={t('market.reason')} rules={[reasonRule()]}>
          <Input maxLength={200} data-testid="pause-reason" />
        </Form.Item>
      </FormModal>
    </>
  );
}
