import type { NetworkStatus } from '@mcc/contract/chain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { chainDepositsQuery, chainNetworksQuery, chainPayoutsQuery, chainSweepQuery, useSaveNetwork } from './api';

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

function NetworkEditor({ network, onClose }: { network: NetworkStatus | 'new' | null; onClose: () => void }) {
  const save = useSaveNetwork();
  const editing = network !== null && network !== 'new' ? network : null;
  const initial: NetworkForm = editing
    ? {
        name: editing.name,
        chain_id: editing.chain_id,
        rpc_url: editing.rpc_url,
        token_address: editing.token_address,
        token_decimals: editing.token_decimals,
        confirmations: editing.confirmations,
        min_deposit: editing.min_deposit,
        xpub: editing.xpub,
        start_block: editing.start_block,
        enabled: editing.enabled,
        withdraw_network: editing.withdraw_network as NetworkForm['withdraw_network'],
      }
    : blank;
  return (
    <FormModal<NetworkForm>
      open={network !== null}
      title={editing ? `Edit network ${editing.name}` : 'New network'}
      summary={
        <Alert
          type="info"
          showIcon
          title="Enter the account-level extended PUBLIC key (xpub). Deposit addresses are its children 0/<member id>; the private key stays offline."
        />
      }
      okText={editing ? 'Save network' : 'Add network'}
      onClose={onClose}
      initialValues={initial}
      testId="network-editor"
      onSubmit={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true }]}>
        <Input data-testid="network-name" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="chain_id" label="Chain id" rules={[{ required: true }]}>
          <InputNumber min={1} data-testid="network-chain-id" />
        </Form.Item>
        <Form.Item name="confirmations" label="Confirmations" rules={[{ required: true }]}>
          <InputNumber min={1} max={10000} />
        </Form.Item>
        <Form.Item name="start_block" label="First block">
          <InputNumber min={0} />
        </Form.Item>
      </Space>
      <Form.Item name="rpc_url" label="RPC URL" rules={[{ required: true }]}>
        <Input placeholder="https://…" data-testid="network-rpc" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="token_address" label="USDT contract" rules={[{ required: true }]}>
          <Input style={{ width: 380 }} placeholder="0x…" data-testid="network-token" />
        </Form.Item>
        <Form.Item name="token_decimals" label="Token decimals" rules={[{ required: true }]}>
          <InputNumber min={0} max={36} />
        </Form.Item>
      </Space>
      <Form.Item name="min_deposit" label="Minimum deposit (USDT)" rules={[{ required: true }]}>
        <Input style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="xpub" label="Extended public key" rules={[{ required: true }]}>
        <Input.TextArea rows={2} data-testid="network-xpub" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="withdraw_network" label="Hot wallet pays withdrawals of">
          <Select
            style={{ width: 200 }}
            options={[
              { value: '', label: 'None (mark paid by hand)' },
              { value: 'ERC20', label: 'ERC20' },
              { value: 'BEP20', label: 'BEP20' },
            ]}
          />
        </Form.Item>
        <Form.Item name="enabled" label="On" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

function Networks() {
  const networks = useQuery(chainNetworksQuery());
  const [editing, setEditing] = useState<NetworkStatus | 'new' | null>(null);
  return (
    <Card
      title="Networks and watcher"
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="network-add">
          Add network
        </Button>
      }
    >
      {networks.isError && <Alert type="error" showIcon title={errorText(networks.error)} style={{ marginBottom: 16 }} />}
      <Table<NetworkStatus>
        rowKey="id"
        size="small"
        loading={networks.isPending}
        dataSource={networks.data?.list ?? []}
        pagination={false}
        data-testid="network-table"
        locale={{ emptyText: 'No network: automatic recharge is off and members are sent to manual recharge.' }}
        columns={[
          { title: 'Network', render: (_, n) => `${n.name} (${n.chain_id})` },
          { title: 'State', render: (_, n) => (n.enabled ? <Tag color="green">on</Tag> : <Tag>off</Tag>) },
          { title: 'Head', dataIndex: 'head' },
          { title: 'Cursor', dataIndex: 'cursor' },
          { title: 'Lag', render: (_, n) => (n.lag === null ? '—' : <span data-testid="network-lag">{n.lag}</span>) },
          { title: 'Confirming', dataIndex: 'confirming' },
          { title: 'Addresses', dataIndex: 'addresses' },
          { title: 'N', dataIndex: 'confirmations' },
          { title: 'Minimum', dataIndex: 'min_deposit' },
          { title: 'Hot wallet', render: (_, n) => (n.hot_wallet ? <Typography.Text code>{n.hot_wallet}</Typography.Text> : '—') },
          { title: 'Last run', render: (_, n) => (n.last_run_at ? formatTime(n.last_run_at) : '—') },
          {
            title: 'Last error',
            render: (_, n) => (n.last_error ? <Typography.Text type="danger">{n.last_error}</Typography.Text> : '—'),
          },
          { title: '', render: (_, n) => <Button onClick={() => setEditing(n)}>Edit</Button> },
        ]}
      />
      <NetworkEditor network={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function Deposits() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'' | 'confirming' | 'credited' | 'below_min' | 'dropped'>('');
  const deposits = useQuery(chainDepositsQuery({ page, status: status || undefined }));
  return (
    <>
      <Select
        value={status}
        style={{ width: 180, marginBottom: 12 }}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[
          { value: '', label: 'All states' },
          { value: 'confirming', label: 'Confirming' },
          { value: 'credited', label: 'Credited' },
          { value: 'below_min', label: 'Below minimum' },
          { value: 'dropped', label: 'Dropped (re-org)' },
        ]}
      />
      <Table
        rowKey="id"
        size="small"
        loading={deposits.isPending}
        dataSource={deposits.data?.list ?? []}
        pagination={tablePagination(deposits.data, setPage)}
        data-testid="deposit-table"
        columns={[
          { title: '#', dataIndex: 'id' },
          { title: 'Member', dataIndex: 'uid' },
          { title: 'Network', dataIndex: 'network' },
          { title: 'Amount', render: (_, d) => `${d.amount} ${d.asset}` },
          { title: 'State', render: (_, d) => <Tag data-status={d.status}>{d.status_text}</Tag> },
          { title: 'Confirmations', render: (_, d) => `${d.confirmations}/${d.required}` },
          { title: 'Tx', render: (_, d) => <Typography.Text code>{`${d.tx_hash.slice(0, 12)}…#${d.log_index}`}</Typography.Text> },
          { title: 'Block', dataIndex: 'block_number' },
          { title: 'Seen', render: (_, d) => formatTime(d.created_at) },
        ]}
      />
    </>
  );
}

function Payouts() {
  const payouts = useQuery(chainPayoutsQuery());
  return (
    <>
      {payouts.isError && <Alert type="error" showIcon title={errorText(payouts.error)} />}
      <Table
        rowKey="network_id"
        size="small"
        pagination={false}
        loading={payouts.isPending}
        dataSource={payouts.data?.wallets ?? []}
        style={{ marginBottom: 16 }}
        locale={{ emptyText: 'No hot wallet: set CHAIN_HOT_KEYS and a network’s withdraw network; withdrawals are marked paid by hand.' }}
        columns={[
          { title: 'Network', dataIndex: 'network' },
          { title: 'Hot wallet', render: (_, w) => <Typography.Text code>{w.address}</Typography.Text> },
          { title: 'USDT', render: (_, w) => w.token_balance ?? 'unreachable' },
          { title: 'Gas', render: (_, w) => w.gas_balance ?? 'unreachable' },
          { title: 'Next nonce', dataIndex: 'next_nonce' },
        ]}
      />
      <Table
        rowKey="id"
        size="small"
        loading={payouts.isPending}
        dataSource={payouts.data?.list ?? []}
        pagination={false}
        data-testid="payout-table"
        columns={[
          { title: 'Withdrawal', render: (_, p) => `#${p.withdrawal_id} (try ${p.attempt})` },
          { title: 'To', render: (_, p) => <Typography.Text code>{p.to_address}</Typography.Text> },
          { title: 'Amount', dataIndex: 'amount' },
          { title: 'Nonce', dataIndex: 'nonce' },
          { title: 'State', render: (_, p) => <Tag>{p.status}</Tag> },
          { title: 'Confirmations', render: (_, p) => `${p.confirmations}/${p.required}` },
          { title: 'Tx', render: (_, p) => <Typography.Text code>{`${p.tx_hash.slice(0, 14)}…`}</Typography.Text> },
          { title: 'Error', render: (_, p) => p.error ?? '—' },
          { title: 'Signed', render: (_, p) => formatTime(p.created_at) },
        ]}
      />
    </>
  );
}

function Sweep() {
  const sweep = useQuery(chainSweepQuery());
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="What was credited to each deposit address. Collect it to a cold address with the offline key at the path shown (under the network's xpub)."
      />
      <Table
        rowKey={(r) => `${r.network_id}:${r.address}`}
        size="small"
        loading={sweep.isPending}
        dataSource={sweep.data?.list ?? []}
        pagination={false}
        data-testid="sweep-table"
        columns={[
          { title: 'Network', dataIndex: 'network' },
          { title: 'Member', dataIndex: 'uid' },
          { title: 'Address', render: (_, r) => <Typography.Text code>{r.address}</Typography.Text> },
          { title: 'Path', dataIndex: 'derivation_path' },
          { title: 'Credited', dataIndex: 'credited' },
          { title: 'Deposits', dataIndex: 'deposits' },
        ]}
      />
    </>
  );
}

/** Automatic recharge: networks with the watcher's status, deposits, the hot wallet's payouts and the sweep report. */
export default function ChainPage() {
  return (
    <>
      <PageTitle title="On-chain recharge" />
      <Networks />
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            { key: 'deposits', label: 'Deposits', children: <Deposits /> },
            { key: 'payouts', label: 'Hot wallet & payouts', children: <Payouts /> },
            { key: 'sweep', label: 'Sweep report', children: <Sweep /> },
          ]}
        />
      </Card>
    </>
  );
}
