import { type AdminLiquidityItem, type AdminPool, adminMarketApi } from '@mcc/contract/admin-market';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { formatTime, isDecimalInput } from '../../lib/format';
import { useCan } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { liquidityQuery, marketPoolQuery, useMarketChange } from './api';

type Dialog = 'add' | 'remove' | 'fee' | 'pause' | null;

interface LiquidityForm {
  mcc: string;
  usdt: string;
  account: 'external' | 'fees';
  reason: string;
}

const amountRule = (decimals: number) => ({
  validator: (_: unknown, v: string) =>
    isDecimalInput(v ?? '', decimals) ? Promise.resolve() : Promise.reject(new Error(`An amount with at most ${decimals} decimals, or 0`)),
});
const reasonRule = { required: true, whitespace: true, message: 'Give a reason for the audit log' };

function PoolFigures({ pool }: { pool: AdminPool }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Statistic title="MCC reserve" valueRender={() => <Money amount={pool.mcc_reserve} asset="MCC" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="USDT reserve" valueRender={() => <Money amount={pool.usdt_reserve} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Price" valueRender={() => <span data-testid="pool-price">{pool.price} USDT per MCC</span>} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="k = MCC × USDT" valueRender={() => <span className="mono">{pool.k}</span>} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Fee" valueRender={() => <span data-testid="pool-fee">{pool.fee_rate}</span>} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Trades, last 24 h" valueRender={() => <span>{pool.trades_24h}</span>} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Volume, last 24 h" valueRender={() => <Money amount={pool.volume_24h} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic
          title="Fees earned by trades"
          valueRender={() => (
            <span>
              <Money amount={pool.fees_earned.USDT} asset="USDT" /> · <Money amount={pool.fees_earned.MCC} asset="MCC" />
            </span>
          )}
        />
      </Col>
    </Row>
  );
}

export default function MarketPoolPage() {
  const pool = useQuery(marketPoolQuery);
  const [page, setPage] = useState(1);
  const history = useQuery(liquidityQuery(page));
  const can = useCan();
  const manage = can('market.manage');
  const [dialog, setDialog] = useState<Dialog>(null);
  const add = useMarketChange(adminMarketApi.addLiquidity);
  const remove = useMarketChange(adminMarketApi.removeLiquidity);
  const fee = useMarketChange(adminMarketApi.setFee);
  const pause = useMarketChange(adminMarketApi.setPaused);
  const data = pool.data;

  return (
    <>
      <PageTitle title="Market pool" extra={<Button onClick={() => pool.refetch()}>Refresh</Button>} />
      <Typography.Paragraph type="secondary">
        The MCC/USDT pool prices every trade by x · y = k. Its reserves are the balances of the ledger's <code>market_pool</code> accounts;
        the fee is taken from what goes in and booked to the fee account. See every trade under{' '}
        <Link to="/market/trades">Market trades</Link>.
      </Typography.Paragraph>
      {pool.isError && <Alert type="error" showIcon title={pool.error.message} />}
      {!data ? (
        <Skeleton active />
      ) : (
        <Card
          title={
            <Space>
              MCC / USDT
              {data.paused ? (
                <Tag color="red" data-testid="pool-state">
                  Paused
                </Tag>
              ) : data.open ? (
                <Tag color="green" data-testid="pool-state">
                  Trading
                </Tag>
              ) : (
                <Tag data-testid="pool-state">No liquidity</Tag>
              )}
            </Space>
          }
          extra={
            manage && (
              <Space wrap>
                <Button type="primary" onClick={() => setDialog('add')} data-testid="pool-add">
                  Add liquidity
                </Button>
                <Button onClick={() => setDialog('remove')} disabled={!data.open} data-testid="pool-remove">
                  Withdraw liquidity
                </Button>
                <Button onClick={() => setDialog('fee')} data-testid="pool-set-fee">
                  Set fee
                </Button>
                <Button danger={!data.paused} onClick={() => setDialog('pause')} data-testid="pool-pause">
                  {data.paused ? 'Resume trading' : 'Pause trading'}
                </Button>
              </Space>
            )
          }
          data-testid="market-pool"
        >
          <PoolFigures pool={data} />
        </Card>
      )}

      <Card title="Liquidity history" style={{ marginTop: 16 }}>
        <Table<AdminLiquidityItem>
          rowKey="id"
          loading={history.isPending}
          dataSource={history.data?.list ?? []}
          pagination={tablePagination(history.data, setPage)}
          locale={{ emptyText: manage ? 'No liquidity yet: add some to open the market' : 'No liquidity yet' }}
          data-testid="liquidity-table"
          columns={[
            { title: 'Time', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(r.created_at)}</span> },
            { title: 'Action', render: (_, r) => <Tag color={r.action === 'add' ? 'green' : 'orange'}>{r.action}</Tag> },
            { title: 'MCC', render: (_, r) => <Money amount={r.mcc} asset="MCC" /> },
            { title: 'USDT', render: (_, r) => <Money amount={r.usdt} asset="USDT" /> },
            { title: 'From / to', render: (_, r) => (r.account === 'fees' ? 'Fee account' : 'Outside the books') },
            { title: 'Price after', dataIndex: 'price_after' },
            { title: 'Reason', dataIndex: 'reason' },
            { title: 'By', dataIndex: 'admin' },
            { title: 'Entry', render: (_, r) => `#${r.entry_id}` },
          ]}
        />
      </Card>

      <FormModal<LiquidityForm>
        open={dialog === 'add' || dialog === 'remove'}
        title={dialog === 'remove' ? 'Withdraw liquidity' : 'Add liquidity'}
        summary={
          dialog === 'remove'
            ? 'Takes MCC and/or USDT out of the pool (never a whole reserve), out of the books or into the fee account. Taking them out in another ratio than the reserves moves the price.'
            : 'Puts MCC and/or USDT into the pool, from outside the books or from the fee account. The first liquidity needs both: their ratio is the opening price; later, another ratio than the reserves moves the price.'
        }
        okText={dialog === 'remove' ? 'Withdraw' : 'Add'}
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
        <Form.Item name="account" label={dialog === 'remove' ? 'To' : 'From'}>
          <Select
            options={[
              {
                value: 'external',
                label: dialog === 'remove' ? 'Out of the books (external withdrawals)' : 'Outside the books (external deposits)',
              },
              { value: 'fees', label: 'The fee account' },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[reasonRule]}>
          <Input maxLength={200} data-testid="liquidity-reason" />
        </Form.Item>
      </FormModal>

      <FormModal<{ fee_rate: string; reason: string }>
        open={dialog === 'fee'}
        title="Set the trading fee"
        summary="A fraction of what goes in (0.003 = 0.3%), from 0 to 0.1. The next trade takes it."
        okText="Set fee"
        onClose={() => setDialog(null)}
        initialValues={{ fee_rate: data?.fee_rate ?? '0.003', reason: '' }}
        testId="fee-dialog"
        onSubmit={(values) => fee.mutateAsync({ fee_rate: values.fee_rate.trim(), reason: values.reason.trim() })}
      >
        <Form.Item name="fee_rate" label="Fee rate" rules={[amountRule(6)]}>
          <Input data-testid="fee-rate" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[reasonRule]}>
          <Input maxLength={200} data-testid="fee-reason" />
        </Form.Item>
      </FormModal>

      <FormModal<{ reason: string }>
        open={dialog === 'pause'}
        title={data?.paused ? 'Resume trading' : 'Pause trading'}
        summary={
          data?.paused
            ? 'Members can buy and sell again at once.'
            : 'Every buy and sell is refused until trading resumes; quotes and the price still show.'
        }
        okText={data?.paused ? 'Resume' : 'Pause'}
        danger={!data?.paused}
        onClose={() => setDialog(null)}
        initialValues={{ reason: '' }}
        testId="pause-dialog"
        onSubmit={(values) => pause.mutateAsync({ paused: !data?.paused, reason: values.reason.trim() })}
      >
        <Form.Item name="reason" label="Reason" rules={[reasonRule]}>
          <Input maxLength={200} data-testid="pause-reason" />
        </Form.Item>
      </FormModal>
    </>
  );
}
