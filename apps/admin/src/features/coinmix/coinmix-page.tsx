import { type AdminCoinmixOrder, type AdminNav, adminCoinmixApi, type CoinmixSummary } from '@mcc/contract/admin-coinmix';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { formatTime, isDecimalInput } from '../../lib/format';
import { useCan } from '../../lib/me';
import { tablePagination } from '../../lib/paged';
import { navsQuery, type OrderSearch, ordersQuery, summaryQuery, useCoinmixChange } from './api';

interface NavForm {
  nav: string;
  'zh-Hans': string;
  en: string;
  ja: string;
  'zh-Hant': string;
}
interface CustodyForm {
  direction: 'in' | 'out';
  amount: string;
  reason: string;
}

const required = (message: string) => ({ required: true, whitespace: true, message });
const navRule = {
  validator: (_: unknown, v: string) =>
    isDecimalInput(v ?? '', 8) && !/^0*(\.0*)?$/.test(v ?? '')
      ? Promise.resolve()
      : Promise.reject(new Error('A NAV above 0 with at most 8 decimals')),
};

/** A decimal-string fraction as a signed percentage with two decimals ("-0.0041" → "-0.41%"), string arithmetic only. */
function percent(rate: string | null): string {
  const m = rate === null ? null : /^(-?)(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!m) return '—';
  const [, minus = '', whole = '0', fraction = ''] = m;
  const digits = `${whole}${fraction.padEnd(4, '0').slice(0, 4)}`.replace(/^0+(?=\d{3})/, '').padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return `${text === '0.00' ? '' : minus || '+'}${text}%`;
}

const statusColour: Record<string, string> = { done: 'green', pending: 'blue', settled: 'green', cancelled: 'default' };

function Figures({ s }: { s: CoinmixSummary }) {
  const gapNegative = s.gap.startsWith('-');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Statistic title="NAV per unit" valueRender={() => <span data-testid="cm-nav">{s.nav ?? '—'}</span>} />
        <Typography.Text type="secondary">{s.nav_time ? formatTime(s.nav_time) : 'No posting yet'}</Typography.Text>
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Units outstanding" valueRender={() => <span data-testid="cm-units">{s.units_outstanding}</span>} />
        <Typography.Text type="secondary">{s.pending_units} in pending redemptions</Typography.Text>
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Units × NAV (members' value)" valueRender={() => <Money amount={s.members_value} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Custody" valueRender={() => <Money amount={s.custody} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic
          title="Gap (custody − value)"
          valueRender={() => (
            <span data-testid="cm-gap">
              <Money amount={s.gap} asset="USDT" /> {gapNegative ? <Tag color="red">short</Tag> : <Tag color="green">covered</Tag>}
            </span>
          )}
        />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Holders" value={s.holders} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Subscribed (fees included)" valueRender={() => <Money amount={s.subscribed_total} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Paid out by redemptions" valueRender={() => <Money amount={s.redeemed_total} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Subscription + redemption fees" valueRender={() => <Money amount={s.fees_total} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="Management fees accrued" valueRender={() => <Money amount={s.management_fees_total} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic title="In members' coin-mix wallets" valueRender={() => <Money amount={s.wallets_total} asset="USDT" />} />
      </Col>
      <Col xs={12} lg={6}>
        <Statistic
          title="Fee rates"
          valueRender={() => (
            <span>
              {s.subscribe_fee_rate} / {s.redeem_fee_rate} / {s.management_fee_rate} a year
            </span>
          )}
        />
      </Col>
    </Row>
  );
}

export default function CoinmixPage() {
  const summary = useQuery(summaryQuery);
  const [navPage, setNavPage] = useState(1);
  const navs = useQuery(navsQuery(navPage));
  const [search, setSearch] = useState<OrderSearch>({ page: 1 });
  const orders = useQuery(ordersQuery(search));
  const can = useCan();
  const post = useCoinmixChange(adminCoinmixApi.postNav);
  const custody = useCoinmixChange(adminCoinmixApi.custody);
  const [dialog, setDialog] = useState<'nav' | 'custody' | null>(null);
  const s = summary.data;
  const manage = can('finance.approve');

  return (
    <>
      <PageTitle title="Coin-mix fund" extra={<Button onClick={() => void summary.refetch()}>Refresh</Button>} />
      <Typography.Paragraph type="secondary">
        Members buy units at the latest NAV; a redemption waits for the next NAV posting, which settles it into the member's coin-mix
        wallet. A posting is never edited: post again to correct it. Custody is the ledger's <code>coinmix_custody</code> account; the gap
        shows how far it covers what members' units are worth.
      </Typography.Paragraph>
      {summary.isError && <Alert type="error" showIcon title={summary.error.message} />}
      {!s ? (
        <Skeleton active />
      ) : (
        <Card
          title="Fund totals and reconciliation"
          data-testid="coinmix-summary"
          extra={
            manage && (
              <Space wrap>
                <Button type="primary" onClick={() => setDialog('nav')} data-testid="post-nav">
                  Post NAV
                </Button>
                <Button onClick={() => setDialog('custody')} data-testid="custody-move">
                  Custody transfer
                </Button>
              </Space>
            )
          }
        >
          <Figures s={s} />
        </Card>
      )}

      <Card title="NAV postings" style={{ marginTop: 16 }}>
        <Table<AdminNav>
          rowKey="id"
          loading={navs.isPending}
          dataSource={navs.data?.list ?? []}
          pagination={tablePagination(navs.data, setNavPage)}
          locale={{ emptyText: 'No NAV posted yet' }}
          data-testid="nav-table"
          columns={[
            { title: '#', dataIndex: 'id' },
            { title: 'Time', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(r.created_at)}</span> },
            { title: 'NAV', dataIndex: 'nav' },
            { title: 'Change', render: (_, r) => <span title={r.change ?? ''}>{percent(r.change)}</span> },
            {
              title: 'Note',
              render: (_, r) => <span title={`${r.note['zh-Hans']}\n${r.note.ja}\n${r.note['zh-Hant']}`}>{r.note.en}</span>,
            },
            { title: 'Redemptions settled', dataIndex: 'settled_count' },
            { title: 'By', dataIndex: 'admin_username' },
          ]}
        />
      </Card>

      <Card
        title="Subscriptions and redemptions"
        style={{ marginTop: 16 }}
        extra={
          <Space>
            <Select
              allowClear
              placeholder="Kind"
              style={{ width: 130 }}
              data-testid="order-kind"
              value={search.kind}
              onChange={(kind) => setSearch((c) => ({ ...c, kind, page: 1 }))}
              options={[
                { value: 'subscribe', label: 'Subscriptions' },
                { value: 'redeem', label: 'Redemptions' },
              ]}
            />
            <Select
              allowClear
              placeholder="Status"
              style={{ width: 130 }}
              value={search.status}
              onChange={(status) => setSearch((c) => ({ ...c, status, page: 1 }))}
              options={['done', 'pending', 'settled', 'cancelled'].map((v) => ({ value: v, label: v }))}
            />
          </Space>
        }
      >
        <Table<AdminCoinmixOrder>
          rowKey="id"
          loading={orders.isPending}
          dataSource={orders.data?.list ?? []}
          pagination={tablePagination(orders.data, (page) => setSearch((c) => ({ ...c, page })))}
          locale={{ emptyText: 'No orders' }}
          data-testid="order-table"
          columns={[
            { title: '#', dataIndex: 'id' },
            { title: 'Time', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(r.created_at)}</span> },
            { title: 'Member', dataIndex: 'uid' },
            { title: 'Kind', dataIndex: 'kind' },
            { title: 'Status', render: (_, r) => <Tag color={statusColour[r.status]}>{r.status}</Tag> },
            { title: 'Units', dataIndex: 'units' },
            { title: 'NAV', render: (_, r) => r.nav ?? '—' },
            { title: 'Amount', render: (_, r) => <Money amount={r.amount} asset="USDT" /> },
            { title: 'Fee', render: (_, r) => <Money amount={r.fee} asset="USDT" /> },
            { title: 'Net', render: (_, r) => <Money amount={r.net} asset="USDT" /> },
            { title: 'Settled', render: (_, r) => (r.settled_at ? formatTime(r.settled_at) : '—') },
          ]}
        />
      </Card>

      <FormModal<NavForm>
        open={dialog === 'nav'}
        title="Post a NAV per unit"
        summary="USDT per unit, up to 8 decimals. Every pending redemption made before this posting settles at it, once. A posting is never edited: post again to correct it."
        okText="Post NAV"
        onClose={() => setDialog(null)}
        initialValues={{ nav: s?.nav ?? '', 'zh-Hans': '', en: '', ja: '', 'zh-Hant': '' }}
        testId="nav-dialog"
        onSubmit={(v) =>
          post.mutateAsync({
            nav: v.nav.trim(),
            note: { 'zh-Hans': v['zh-Hans'].trim(), en: v.en.trim(), ja: v.ja.trim(), 'zh-Hant': v['zh-Hant'].trim() },
          })
        }
      >
        <Form.Item name="nav" label="NAV (USDT per unit)" rules={[navRule]}>
          <Input data-testid="nav-value" />
        </Form.Item>
        {(['zh-Hans', 'en', 'ja', 'zh-Hant'] as const).map((lang) => (
          <Form.Item key={lang} name={lang} label={`Strategy note (${lang})`} rules={[required('Write the note in every language')]}>
            <Input.TextArea rows={2} maxLength={2000} data-testid={`nav-note-${lang}`} />
          </Form.Item>
        ))}
      </FormModal>

      <FormModal<CustodyForm>
        open={dialog === 'custody'}
        title="Custody transfer"
        summary="Moves USDT between the fund's custody account and its trading venues (outside the books). Custody never goes below zero."
        okText="Move"
        onClose={() => setDialog(null)}
        initialValues={{ direction: 'in', amount: '', reason: '' }}
        testId="custody-dialog"
        onSubmit={(v) => custody.mutateAsync({ direction: v.direction, amount: v.amount.trim(), reason: v.reason.trim() })}
      >
        <Form.Item name="direction" label="Direction">
          <Select
            options={[
              { value: 'in', label: 'Into custody (from trading venues)' },
              { value: 'out', label: 'Out of custody (to trading venues)' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="USDT"
          rules={[
            {
              validator: (_: unknown, v: string) =>
                isDecimalInput(v ?? '', 6) ? Promise.resolve() : Promise.reject(new Error('An amount with at most 6 decimals')),
            },
          ]}
        >
          <Input data-testid="custody-amount" />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[required('Give a reason for the audit log')]}>
          <Input maxLength={500} data-testid="custody-reason" />
        </Form.Item>
      </FormModal>
    </>
  );
}
