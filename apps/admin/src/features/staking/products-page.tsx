import type { AdminPledgeOrderItem, AdminPledgeProduct, AdminPledgeProductBody, PledgeStatus } from '@mcc/contract/pledge';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { formatTime, isDecimalInput } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { languages, type OrderSearch, ordersQuery, productsQuery, rateAsPercent, useSaveProduct } from './api';

type ProductForm = Omit<AdminPledgeProductBody, 'id'>;

const emptyProduct: ProductForm = {
  name: { 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' },
  asset: 'USDT',
  term_days: 30,
  daily_rate: '0.005',
  min_amount: '100',
  max_amount: '50000',
  total_quota: '0',
  member_limit: '0',
  enabled: true,
  sort_order: 0,
};

const amountRule = {
  validator: (_: unknown, v: string) =>
    isDecimalInput(v ?? '', 8) ? Promise.resolve() : Promise.reject(new Error('A plain decimal amount')),
};
const rateRule = {
  validator: (_: unknown, v: string) =>
    /^(0(\.\d{1,8})?|1(\.0{1,8})?)$/.test((v ?? '').trim())
      ? Promise.resolve()
      : Promise.reject(new Error('A fraction from 0 to 1, e.g. 0.005 = 0.5% a day')),
};

function ProductEditor({ product, onClose }: { product: AdminPledgeProduct | 'new' | null; onClose: () => void }) {
  const save = useSaveProduct();
  const editing = product !== null && product !== 'new' ? product : null;
  const initial: ProductForm = editing
    ? {
        name: editing.name,
        asset: editing.asset,
        term_days: editing.term_days,
        daily_rate: editing.daily_rate,
        min_amount: editing.min_amount,
        max_amount: editing.max_amount,
        total_quota: editing.total_quota,
        member_limit: editing.member_limit,
        enabled: editing.enabled,
        sort_order: editing.sort_order,
      }
    : emptyProduct;
  return (
    <FormModal<ProductForm>
      open={product !== null}
      title={editing ? `Edit product #${editing.id}` : 'New staking product'}
      summary={
        editing && editing.running_orders > 0 ? (
          <Alert
            type="info"
            showIcon
            title={`${editing.running_orders} running order(s) keep the rate and term they were sold with; the asset and term cannot change.`}
          />
        ) : undefined
      }
      okText={editing ? 'Save product' : 'Create product'}
      onClose={onClose}
      initialValues={initial}
      testId="product-editor"
      onSubmit={(values) => save.mutateAsync({ ...values, ...(editing ? { id: editing.id } : {}) })}
    >
      {(form) => (
        <>
          <Typography.Text strong>Name in every language</Typography.Text>
          {languages.map((lang) => (
            <Form.Item
              key={lang.key}
              name={['name', lang.key]}
              label={lang.label}
              rules={[{ required: true, whitespace: true, message: `The ${lang.label} name` }]}
            >
              <Input maxLength={60} data-testid={`product-name-${lang.key}`} />
            </Form.Item>
          ))}
          <Space wrap>
            <Form.Item name="asset" label="Asset" rules={[{ required: true }]}>
              <Select style={{ width: 120 }} options={['USDT', 'MCC'].map((a) => ({ value: a, label: a }))} />
            </Form.Item>
            <Form.Item name="term_days" label="Term (days, 0 = flexible)" rules={[{ required: true }]}>
              <InputNumber min={0} max={3650} precision={0} data-testid="product-term" />
            </Form.Item>
            <Form.Item
              name="daily_rate"
              label="Daily rate (fraction)"
              rules={[rateRule]}
              extra={
                <Form.Item noStyle shouldUpdate>
                  {() => `= ${rateAsPercent(String(form.getFieldValue('daily_rate') ?? ''))} a day`}
                </Form.Item>
              }
            >
              <Input style={{ width: 160 }} data-testid="product-rate" />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="min_amount" label="Minimum per order" rules={[amountRule]}>
              <Input style={{ width: 150 }} data-testid="product-min" />
            </Form.Item>
            <Form.Item name="max_amount" label="Maximum per order" rules={[amountRule]}>
              <Input style={{ width: 150 }} data-testid="product-max" />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="total_quota" label="Total quota (0 = none)" rules={[amountRule]} extra="Principal running at once">
              <Input style={{ width: 150 }} data-testid="product-quota" />
            </Form.Item>
            <Form.Item name="member_limit" label="Per-member limit (0 = none)" rules={[amountRule]}>
              <Input style={{ width: 150 }} data-testid="product-limit" />
            </Form.Item>
          </Space>
          <Space wrap size="large">
            <Form.Item name="sort_order" label="Sort order (low first)">
              <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label="On sale" valuePropName="checked">
              <Switch data-testid="product-enabled" />
            </Form.Item>
          </Space>
        </>
      )}
    </FormModal>
  );
}

function ProductsTable() {
  const products = useQuery(productsQuery);
  const [editing, setEditing] = useState<AdminPledgeProduct | 'new' | null>(null);
  return (
    <Card
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="product-new">
          New product
        </Button>
      }
      title="Products"
    >
      {products.isError && <Alert type="error" showIcon title={products.error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminPledgeProduct>
        rowKey="id"
        size="small"
        loading={products.isFetching}
        dataSource={products.data?.list}
        pagination={false}
        locale={{ emptyText: 'No products yet: create the first one' }}
        data-testid="products-table"
        columns={[
          { title: '#', dataIndex: 'id', width: 50 },
          {
            title: 'Name',
            render: (_, p) => (
              <span title={`${p.name['zh-Hans']} / ${p.name.ja} / ${p.name['zh-Hant']}`} style={{ whiteSpace: 'nowrap' }}>
                {p.name.en}
              </span>
            ),
          },
          { title: 'Term', dataIndex: 'term_days', render: (d: number) => (d === 0 ? <Tag color="cyan">Flexible</Tag> : `${d} days`) },
          { title: 'Daily rate', dataIndex: 'daily_rate', render: (r: string) => <span className="money">{rateAsPercent(r)}</span> },
          {
            title: 'Per order',
            render: (_, p) => (
              <>
                <Money amount={p.min_amount} /> – <Money amount={p.max_amount} asset={p.asset} />
              </>
            ),
          },
          {
            title: 'Quota used',
            render: (_, p) =>
              p.total_quota === '0.00' ? (
                <>
                  <Money amount={p.held_amount} asset={p.asset} /> (no quota)
                </>
              ) : (
                <>
                  <Money amount={p.held_amount} /> / <Money amount={p.total_quota} asset={p.asset} />
                </>
              ),
          },
          {
            title: 'Member limit',
            dataIndex: 'member_limit',
            render: (v: string, p) => (v === '0.00' ? 'none' : <Money amount={v} asset={p.asset} />),
          },
          { title: 'Running', dataIndex: 'running_orders', align: 'right' },
          { title: 'Status', dataIndex: 'enabled', render: (on: boolean) => (on ? <Tag color="green">On sale</Tag> : <Tag>Off</Tag>) },
          { title: 'Sort', dataIndex: 'sort_order', align: 'right' },
          { title: 'Updated', dataIndex: 'updated_at', render: formatTime, width: 170 },
          {
            title: '',
            render: (_, p) => (
              <Button size="small" onClick={() => setEditing(p)} data-testid={`product-edit-${p.id}`}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      <ProductEditor product={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

const statusColors: Record<string, string> = { running: 'blue', matured: 'green', redeemed: 'default' };

function OrdersTable() {
  const [search, setSearch] = useState<OrderSearch>({ page: 1 });
  const orders = useQuery(ordersQuery(search));
  return (
    <Card title="Orders">
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          placeholder="Any state"
          allowClear
          style={{ width: 160 }}
          options={(['running', 'matured', 'redeemed'] as const).map((s) => ({ value: s, label: s }))}
          onChange={(status?: PledgeStatus) => setSearch((s) => ({ ...s, status, page: 1 }))}
        />
        <Input.Search
          placeholder="Member UID"
          allowClear
          enterButton="Filter"
          onSearch={(uid) => setSearch((s) => ({ ...s, uid: uid.trim() || undefined, page: 1 }))}
        />
      </Space>
      {orders.isError && <Alert type="error" showIcon title={orders.error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminPledgeOrderItem>
        rowKey="id"
        size="small"
        loading={orders.isFetching}
        dataSource={orders.data?.list}
        pagination={tablePagination(orders.data, (page) => setSearch((s) => ({ ...s, page })))}
        locale={{ emptyText: 'No orders' }}
        data-testid="pledge-orders-table"
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: 'Member', render: (_, o) => <Link to={`/members/${o.user_id}`}>{o.uid}</Link> },
          { title: 'Product', dataIndex: 'product_name' },
          { title: 'Principal', render: (_, o) => <Money amount={o.principal} asset={o.asset} /> },
          { title: 'Rate', dataIndex: 'daily_rate', render: rateAsPercent },
          { title: 'From', dataIndex: 'start_day' },
          { title: 'Maturity', dataIndex: 'maturity_day', render: (d: string | null, o) => d ?? (o.flexible ? 'flexible' : '—') },
          { title: 'Earned', render: (_, o) => <Money amount={o.earned} asset={o.asset} /> },
          { title: 'Waiting days', dataIndex: 'pending_days', render: (d: number) => (d > 0 ? <Tag color="orange">{d}</Tag> : '—') },
          { title: 'State', dataIndex: 'status', render: (s: string) => <Tag color={statusColors[s]}>{s}</Tag> },
          { title: 'Subscribed', dataIndex: 'subscribed_at', render: formatTime, width: 170 },
        ]}
      />
    </Card>
  );
}

export default function StakingProductsPage() {
  return (
    <>
      <PageTitle title="AI quant staking" />
      <Tabs
        items={[
          { key: 'products', label: 'Products', children: <ProductsTable /> },
          { key: 'orders', label: 'Orders', children: <OrdersTable /> },
        ]}
      />
    </>
  );
}
