import type { NetworkStatus } from '@mcc/contract/chain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { CursorTable } from '../../components/cursor-table';
import { type EditTarget, editedId, editedRow, editorValues } from '../../components/edit-target';
import { FormModal } from '../../components/form-modal';
import { idColumn } from '../../components/id-column';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { QueryTable } from '../../components/query-table';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { errorText } from '../../lib/api';
import { enumLabel, formatTime } from '../../lib/format';
import {
  type AdminDeposit,
  chainDepositsQuery,
  chainNetworksQuery,
  chainPayoutsQuery,
  chainSweepQuery,
  useReconcilePayout,
  useSaveNetwork,
} from './api';

interface NetworkForm {
  name: string;
  chain_id: number;
  rpc_url: string;
  token_address: string;
  token_decimals: number;
  confirmations: number;
  min_deposit: string;
  xpub: string;
  start_block: number;
  enabled: boolean;
  withdraw_network: '' | 'ERC20' | 'BEP20';
}

const blank: NetworkForm = {
  name: '',
  chain_id: 1,
  rpc_url: '',
  token_address: '',
  token_decimals: 6,
  confirmations: 12,
  min_deposit: '10',
  xpub: '',
  start_block: 0,
  enabled: true,
  withdraw_network: '',
};

function NetworkEditor({ network, onClose }: { network: EditTarget<NetworkStatus>; onClose: () => void }) {
  const save = useSaveNetwork();
  const editing = editedRow(network);
  const initial = editorValues(
    blank,
    editing && { ...editing, withdraw_network: editing.withdraw_network as NetworkForm['withdraw_network'] },
  );
  return (
    <FormModal<NetworkForm>
      open={network !== null}
      title={editing ? t('chain.editNetwork', { name: editing.name }) : t('chain.newNetwork')}
      summary={<Alert type="info" showIcon title={t('chain.xpubHint')} />}
      okText={editing ? t('chain.saveNetwork') : t('chain.addNetwork')}
      onClose={onClose}
      initialValues={initial}
      testId="network-editor"
      onSubmit={(values) => save.mutateAsync({ ...values, ...editedId(editing) })}
    >
      <Form.Item name="name" label={t('chain.name')} rules={[{ required: true }]}>
        <Input data-testid="network-name" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="chain_id" label={t('chain.chainId')} rules={[{ required: true }]}>
          <InputNumber min={1} data-testid="network-chain-id" />
        </Form.Item>
        <Form.Item name="confirmations" label={t('chain.confirmations')} rules={[{ required: true }]}>
          <InputNumber min={1} max={10000} />
        </Form.Item>
        <Form.Item name="start_block" label={t('chain.firstBlock')}>
          <InputNumber min={0} />
        </Form.Item>
      </Space>
      <Form.Item name="rpc_url" label={t('chain.rpcUrl')} rules={[{ required: true }]}>
        <Input placeholder="https://…" data-testid="network-rpc" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="token_address" label={t('chain.usdtContract')} rules={[{ required: true }]}>
          <Input style={{ width: 380 }} placeholder="0x…" data-testid="network-token" />
        </Form.Item>
        <Form.Item name="token_decimals" label={t('chain.tokenDecimals')} rules={[{ required: true }]}>
          <InputNumber min={0} max={36} />
        </Form.Item>
      </Space>
      <Form.Item name="min_deposit" label={t('chain.minDeposit')} rules={[{ required: true }]}>
        <Input style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="xpub" label={t('chain.xpub')} rules={[{ required: true }]}>
        <Input.TextArea rows={2} data-testid="network-xpub" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="withdraw_network" label={t('chain.hotPays')}>
          <Select
            style={{ width: 200 }}
            options={[
              { value: '', label: t('chain.payNone') },
              { value: 'ERC20', label: 'ERC20' },
              { value: 'BEP20', label: 'BEP20' },
            ]}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('chain.on')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

function Networks() {
  const networks = useQuery(chainNetworksQuery());
  const [editing, setEditing] = useState<EditTarget<NetworkStatus>>(null);
  return (
    <Card
      title={t('chain.networksTitle')}
      extra={<AddButton label={t('chain.addNetwork')} testId="network-add" onClick={() => setEditing('new')} />}
    >
      <QueryTable<NetworkStatus>
        query={networks}
        showError
        testId="network-table"
        emptyText={t('chain.noNetwork')}
        size="small"
        loading={networks.isPending}
        columns={[
          { title: t('chain.network'), render: (_, n) => `${n.name} (${n.chain_id})` },
          {
            title: t('chain.state'),
            render: (_, n) => (n.enabled ? <Tag color="green">{t('chain.stateOn')}</Tag> : <Tag>{t('chain.stateOff')}</Tag>),
          },
          { title: t('chain.head'), dataIndex: 'head' },
          { title: t('chain.cursor'), dataIndex: 'cursor' },
          { title: t('chain.lag'), render: (_, n) => (n.lag === null ? '—' : <span data-testid="network-lag">{n.lag}</span>) },
          { title: t('chain.confirming'), dataIndex: 'confirming' },
          { title: t('chain.addresses'), dataIndex: 'addresses' },
          { title: t('chain.n'), dataIndex: 'confirmations' },
          { title: t('chain.minimum'), dataIndex: 'min_deposit' },
          { title: t('chain.hotWallet'), render: (_, n) => (n.hot_wallet ? <Typography.Text code>{n.hot_wallet}</Typography.Text> : '—') },
          { title: t('chain.lastRun'), render: (_, n) => (n.last_run_at ? formatTime(n.last_run_at) : '—') },
          {
            title: t('chain.lastError'),
            render: (_, n) => (n.last_error ? <Typography.Text type="danger">{n.last_error}</Typography.Text> : '—'),
          },
          { title: '', render: (_, n) => <Button onClick={() => setEditing(n)}>{t('common.edit')}</Button> },
        ]}
      />
      <NetworkEditor network={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function Deposits() {
  // Paged by cursor (newer / older / newest): `before` of the page shown (undefined: the newest) and
  // the cursors of the pages before it; a new status starts from the newest.
  const [status, setStatus] = useState<'' | 'confirming' | 'credited' | 'below_min' | 'dropped'>('');
  const deposits = useCursorList(status, (before) => chainDepositsQuery({ before, status: status || undefined }));
  return (
    <>
      <Select
        value={status}
        style={{ width: 180, marginBottom: 12 }}
        onChange={setStatus}
        options={[
          { value: '', label: t('chain.allStates') },
          { value: 'confirming', label: t('chain.confirming') },
          { value: 'credited', label: t('chain.credited') },
          { value: 'below_min', label: t('chain.belowMin') },
          { value: 'dropped', label: t('chain.dropped') },
        ]}
      />
      <CursorTable<AdminDeposit>
        list={deposits}
        testId="deposit"
        size="small"
        loading={deposits.query.isPending}
        columns={[
          idColumn(),
          { title: t('chain.member'), dataIndex: 'uid' },
          { title: t('chain.network'), dataIndex: 'network' },
          { title: t('chain.amount'), render: (_, d) => `${d.amount} ${d.asset}` },
          { title: t('chain.state'), render: (_, d) => <Tag data-status={d.status}>{d.status_text}</Tag> },
          { title: t('chain.confirmations'), render: (_, d) => `${d.confirmations}/${d.required}` },
          { title: t('chain.tx'), render: (_, d) => <Typography.Text code>{`${d.tx_hash.slice(0, 12)}…#${d.log_index}`}</Typography.Text> },
          { title: t('chain.block'), dataIndex: 'block_number' },
          { title: t('chain.seen'), render: (_, d) => formatTime(d.created_at) },
        ]}
      />
    </>
  );
}

function Payouts() {
  const payouts = useQuery(chainPayoutsQuery());
  const reconcile = useReconcilePayout();
  const { message } = App.useApp();
  const held = (payouts.data?.list ?? []).filter((p) => p.status === 'unresolved').length;
  const settle = async (id: number, outcome: 'paid' | 'failed') => {
    try {
      await reconcile.mutateAsync({ id, outcome });
      message.success(t(outcome === 'paid' ? 'chain.reconciledPaid' : 'chain.reconciledFailed', { id }));
    } catch (error) {
      message.error(errorText(error));
    }
  };
  return (
    <>
      <QueryError query={payouts} />
      {held > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('chain.unresolvedHint', { count: held })} />}
      <Table
        rowKey="network_id"
        size="small"
        pagination={false}
        loading={payouts.isPending}
        dataSource={payouts.data?.wallets ?? []}
        style={{ marginBottom: 16 }}
        locale={{ emptyText: t('chain.noHotWallet') }}
        columns={[
          { title: t('chain.network'), dataIndex: 'network' },
          { title: t('chain.hotWallet'), render: (_, w) => <Typography.Text code>{w.address}</Typography.Text> },
          { title: 'USDT', render: (_, w) => w.token_balance ?? t('chain.unreachable') },
          { title: t('chain.gas'), render: (_, w) => w.gas_balance ?? t('chain.unreachable') },
          { title: t('chain.nextNonce'), dataIndex: 'next_nonce' },
        ]}
      />
      <QueryTable
        query={payouts}
        testId="payout-table"
        size="small"
        loading={payouts.isPending}
        columns={[
          { title: t('chain.withdrawal'), render: (_, p) => t('chain.withdrawalTry', { id: p.withdrawal_id, attempt: p.attempt }) },
          { title: t('chain.to'), render: (_, p) => <Typography.Text code>{p.to_address}</Typography.Text> },
          { title: t('chain.amount'), dataIndex: 'amount' },
          { title: t('chain.nonce'), dataIndex: 'nonce' },
          {
            title: t('chain.state'),
            render: (_, p) => (
              <Tag color={p.status === 'unresolved' ? 'orange' : undefined} data-status={p.status}>
                {enumLabel('payoutStatus', p.status)}
              </Tag>
            ),
          },
          { title: t('chain.confirmations'), render: (_, p) => `${p.confirmations}/${p.required}` },
          { title: t('chain.tx'), render: (_, p) => <Typography.Text code>{`${p.tx_hash.slice(0, 14)}…`}</Typography.Text> },
          { title: t('chain.error'), render: (_, p) => p.error ?? '—' },
          { title: t('chain.signed'), render: (_, p) => formatTime(p.created_at) },
          {
            title: t('common.actions'),
            render: (_, p) =>
              p.status === 'unresolved' ? (
                <Space>
                  <Popconfirm title={t('chain.reconcilePaidConfirm', { tx: p.tx_hash })} onConfirm={() => settle(p.id, 'paid')}>
                    <Button size="small" type="primary" data-testid={`payout-paid-${p.id}`}>
                      {t('chain.reconcilePaid')}
                    </Button>
                  </Popconfirm>
                  <Popconfirm title={t('chain.reconcileFailedConfirm', { tx: p.tx_hash })} onConfirm={() => settle(p.id, 'failed')}>
                    <Button size="small" danger data-testid={`payout-failed-${p.id}`}>
                      {t('chain.reconcileFailed')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
    </>
  );
}

function Sweep() {
  const sweep = useQuery(chainSweepQuery());
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('chain.sweepHint')} />
      <QueryTable
        query={sweep}
        testId="sweep-table"
        rowKey={(r) => `${r.network_id}:${r.address}`}
        size="small"
        loading={sweep.isPending}
        columns={[
          { title: t('chain.network'), dataIndex: 'network' },
          { title: t('chain.member'), dataIndex: 'uid' },
          { title: t('chain.address'), render: (_, r) => <Typography.Text code>{r.address}</Typography.Text> },
          { title: t('chain.path'), dataIndex: 'derivation_path' },
          { title: t('chain.credited'), dataIndex: 'credited' },
          { title: t('chain.deposits'), dataIndex: 'deposits' },
        ]}
      />
    </>
  );
}

/** Automatic recharge: networks with the watcher's status, deposits, the hot wallet's payouts and the sweep report. */
export default function ChainPage() {
  return (
    <>
      <PageTitle title={t('chain.title')} />
      <Networks />
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            { key: 'deposits', label: t('chain.deposits'), children: <Deposits /> },
            { key: 'payouts', label: t('chain.payouts'), children: <Payouts /> },
            { key: 'sweep', label: t('chain.sweep'), children: <Sweep /> },
          ]}
        />
      </Card>
    </>
  );
}
