import type { AdminPledgeOrderItem, AdminPledgeProduct, AdminPledgeProductBody, PledgeStatus } from '@mcc/contract/pledge';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { CatalogueName, CatalogueTable, EnabledField, enabledColumn, SortOrderField } from '../../components/catalogue-fields';
import { HistoryTable } from '../../components/cursor-table';
import { decimalRule } from '../../components/decimal-rule';
import { type EditTarget, editedId, editedRow, editorValues } from '../../components/edit-target';
import { EnumTag } from '../../components/enum-tag';
import { FilterSelect } from '../../components/filter-select';
import { FormModal } from '../../components/form-modal';
import { MemberLink } from '../../components/member-link';
import { Money } from '../../components/money';
import { TabbedPage } from '../../components/page-title';
import { timeColumn } from '../../components/time-column';
import { UidFilter } from '../../components/uid-filter';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { noTexts } from '../../lib/languages';
import { languages, type OrderSearch, ordersQuery, productsQuery, rateAsPercent, useSaveProduct } from './api';

type ProductForm = Omit<AdminPledgeProductBody, 'id'>;

const emptyProduct: ProductForm = {
  name: noTexts,
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

/** A product's amount field (a plain decimal, up to 8 places). */
function AmountField({ name, label, testId, extra }: { name: keyof ProductForm; label: string; testId: string; extra?: string }) {
  return (
    <Form.Item name={name} label={label} rules={[decimalRule(8, t('staking.plainDecimal'))]} extra={extra}>
      <Input style={{ width: 150 }} data-testid={testId} />
    </Form.Item>
  );
}

const rateRule = {
  validator: (_: unknown, v: string) =>
    /^(0(\.\d{1,8})?|1(\.0{1,8})?)$/.test((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('staking.rateFormat'))),
};

function ProductEditor({ product, onClose }: { product: EditTarget<AdminPledgeProduct>; onClose: () => void }) {
  const save = useSaveProduct();
  const editing = editedRow(product);
  const initial = editorValues(emptyProduct, editing);
  return (
    <FormModal<ProductForm>
      open={product !== null}
      title={editing ? t('staking.editProduct', { id: editing.id }) : t('staking.newProduct')}
      summary={
        editing && editing.running_orders > 0 ? (
          <Alert type="info" showIcon title={t('staking.runningOrders', { count: editing.running_orders })} />
        ) : undefined
      }
      okText={editing ? t('staking.saveProduct') : t('staking.createProduct')}
      onClose={onClose}
      initialValues={initial}
      testId="product-editor"
      onSubmit={(values) => save.mutateAsync({ ...values, ...editedId(editing) })}
    >
      {(form) => (
        <>
          <Typography.Text strong>{t('staking.nameInEveryLanguage')}</Typography.Text>
          {languages.map((lang) => (
            <Form.Item
              key={lang.key}
              name={['name', lang.key]}
              label={lang.label}
              rules={[{ required: true, whitespace: true, message: t('staking.nameIn', { language: lang.label }) }]}
            >
              <Input maxLength={60} data-testid={`product-name-${lang.key}`} />
            </Form.Item>
          ))}
          <Space wrap>
            <Form.Item name="asset" label={t('staking.asset')} rules={[{ required: true }]}>
              <Select style={{ width: 120 }} options={['USDT', 'MCC'].map((a) => ({ value: a, label: a }))} />
            </Form.Item>
            <Form.Item name="term_days" label={t('staking.termDays0Flexible')} rules={[{ required: true }]}>
              <InputNumber min={0} max={3650} precision={0} data-testid="product-term" />
            </Form.Item>
            <Form.Item
              name="daily_rate"
              label={t('staking.dailyRateFraction')}
              rules={[rateRule]}
              extra={
                <Form.Item noStyle shouldUpdate>
                  {() => t('staking.perDay', { percent: rateAsPercent(String(form.getFieldValue('daily_rate') ?? '')) })}
                </Form.Item>
              }
            >
              <Input style={{ width: 160 }} data-testid="product-rate" />
            </Form.Item>
          </Space>
          <Space wrap>
            <AmountField name="min_amount" label={t('staking.minimumPerOrder')} testId="product-min" />
            <AmountField name="max_amount" label={t('staking.maximumPerOrder')} testId="product-max" />
          </Space>
          <Space wrap>
            <AmountField
              name="total_quota"
              label={t('staking.totalQuota0None')}
              testId="product-quota"
              extra={t('staking.principalRunningAtOnce')}
            />
            <AmountField name="member_limit" label={t('staking.perMemberLimit0')} testId="product-limit" />
          </Space>
          <Space wrap size="large">
            <SortOrderField label={t('staking.sortOrderLowFirst')} />
            <EnabledField label={t('staking.onSale')} testId="product-enabled" />
          </Space>
        </>
      )}
    </FormModal>
  );
}

function ProductsTable() {
  const products = useQuery(productsQuery);
  const [editing, setEditing] = useState<EditTarget<AdminPledgeProduct>>(null);
  return (
    <Card
      extra={<AddButton label={t('staking.newProduct')} testId="product-new" onClick={() => setEditing('new')} />}
      title={t('staking.products')}
    >
      <CatalogueTable<AdminPledgeProduct>
        query={products}
        emptyText={t('staking.noProductsYetCreate')}
        testId="products-table"
        columns={[
          {
            title: t('staking.name'),
            render: (_, p) => <CatalogueName name={p.name} style={{ whiteSpace: 'nowrap' }} />,
          },
          {
            title: t('staking.term'),
            dataIndex: 'term_days',
            render: (d: number) => (d === 0 ? <Tag color="cyan">{t('staking.flexible')}</Tag> : t('staking.days', { count: d })),
          },
          {
            title: t('staking.dailyRate'),
            dataIndex: 'daily_rate',
            render: (r: string) => <span className="money">{rateAsPercent(r)}</span>,
          },
          {
            title: t('staking.perOrder'),
            render: (_, p) => (
              <>
                <Money amount={p.min_amount} /> – <Money amount={p.max_amount} asset={p.asset} />
              </>
            ),
          },
          {
            title: t('staking.quotaUsed'),
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
            title: t('staking.memberLimit'),
            dataIndex: 'member_limit',
            render: (v: string, p) => (v === '0.00' ? 'none' : <Money amount={v} asset={p.asset} />),
          },
          { title: t('staking.running'), dataIndex: 'running_orders', align: 'right' },
          enabledColumn(t('staking.status'), t('staking.onSale'), t('staking.off')),
          { title: t('staking.sort'), dataIndex: 'sort_order', align: 'right' },
          timeColumn(t('staking.updated'), 'updated_at'),
          {
            title: '',
            render: (_, p) => (
              <Button size="small" onClick={() => setEditing(p)} data-testid={`product-edit-${p.id}`}>
                {t('staking.edit')}
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
  const [search, setSearch] = useState<OrderSearch>({});
  // Paged by cursor (newer / older / newest): `before` of the page shown (undefined: the newest) and
  // the cursors of the pages before it; a new filter starts from the newest.
  const orders = useCursorList(search, (before) => ordersQuery(search, before));
  const filter = (next: OrderSearch) => {
    setSearch((s) => ({ ...s, ...next }));
    orders.cursor.move(undefined, []);
  };
  return (
    <Card title={t('staking.orders')}>
      <Space style={{ marginBottom: 16 }} wrap>
        <FilterSelect
          label={t('staking.anyState')}
          width={160}
          options={(['running', 'matured', 'redeemed'] as const).map((s) => ({ value: s, label: s }))}
          onChange={(status?: PledgeStatus) => filter({ status })}
        />
        <UidFilter placeholder={t('staking.memberUid')} button={t('staking.filter')} onFilter={(uid) => filter({ uid })} />
      </Space>
      <HistoryTable<AdminPledgeOrderItem>
        list={orders}
        emptyText={t('staking.noOrders')}
        testId="pledge-orders"
        columns={[
          { title: t('staking.member'), render: (_, o) => <MemberLink id={o.user_id}>{o.uid}</MemberLink> },
          { title: t('staking.product'), dataIndex: 'product_name' },
          { title: t('staking.principal'), render: (_, o) => <Money amount={o.principal} asset={o.asset} /> },
          { title: t('staking.rate'), dataIndex: 'daily_rate', render: rateAsPercent },
          { title: t('staking.from'), dataIndex: 'start_day' },
          {
            title: t('staking.maturity'),
            dataIndex: 'maturity_day',
            render: (d: string | null, o) => d ?? (o.flexible ? 'flexible' : '—'),
          },
          { title: t('staking.earned'), render: (_, o) => <Money amount={o.earned} asset={o.asset} /> },
          {
            title: t('staking.waitingDays'),
            dataIndex: 'pending_days',
            render: (d: number) => (d > 0 ? <Tag color="orange">{d}</Tag> : '—'),
          },
          {
            title: t('staking.state'),
            dataIndex: 'status',
            render: (s: string) => <EnumTag kind="pledgeStatus" value={s} color={statusColors[s]} />,
          },
          timeColumn(t('staking.subscribed'), 'subscribed_at'),
        ]}
      />
    </Card>
  );
}

export default function StakingProductsPage() {
  return (
    <TabbedPage
      title={t('staking.aiQuantStaking')}
      tabs={[
        { key: 'products', label: t('staking.products'), children: <ProductsTable /> },
        { key: 'orders', label: t('staking.orders'), children: <OrdersTable /> },
      ]}
    />
  );
}
