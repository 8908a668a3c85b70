import { type AdminCoinmixOrder, type AdminNav, adminCoinmixApi, type CoinmixSummary } from '@mcc/contract/admin-coinmix';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CursorTable } from '../../components/cursor-table';
import { decimalRule } from '../../components/decimal-rule';
import { FilterSelect } from '../../components/filter-select';
import { FormModal } from '../../components/form-modal';
import { GridFigure } from '../../components/grid-figure';
import { idColumn } from '../../components/id-column';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { oneLineTimeColumn } from '../../components/time-column';
import { useCursorList } from '../../components/use-cursor';
import { currentLanguage, t } from '../../i18n/i18n';
import { enumLabel, formatTime, isDecimalInput } from '../../lib/format';
import { languages, noTexts } from '../../lib/languages';
import { useCan } from '../../lib/me';
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
    isDecimalInput(v ?? '', 8) && !/^0*(\.0*)?$/.test(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('coinmix.navRule'))),
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
const statusText = (status: string) => enumLabel('coinmixOrderStatus', status);

function Figures({ s }: { s: CoinmixSummary }) {
  const gapNegative = s.gap.startsWith('-');
  return (
    <Row gutter={[16, 16]}>
      <GridFigure
        title={t('coinmix.navPerUnit')}
        value={<span data-testid="cm-nav">{s.nav ?? '—'}</span>}
        note={<Typography.Text type="secondary">{s.nav_time ? formatTime(s.nav_time) : t('coinmix.noPosting')}</Typography.Text>}
      />
      <GridFigure
        title={t('coinmix.unitsOutstanding')}
        value={<span data-testid="cm-units">{s.units_outstanding}</span>}
        note={<Typography.Text type="secondary">{t('coinmix.pendingUnits', { units: s.pending_units })}</Typography.Text>}
      />
      <GridFigure title={t('coinmix.membersValue')} value={<Money amount={s.members_value} asset="USDT" />} />
      <GridFigure title={t('coinmix.custody')} value={<Money amount={s.custody} asset="USDT" />} />
      <GridFigure
        title={t('coinmix.gap')}
        value={
          <span data-testid="cm-gap">
            <Money amount={s.gap} asset="USDT" />{' '}
            {gapNegative ? <Tag color="red">{t('coinmix.short')}</Tag> : <Tag color="green">{t('coinmix.covered')}</Tag>}
          </span>
        }
      />
      <Col xs={12} lg={6}>
        <Statistic title={t('coinmix.holders')} value={s.holders} />
      </Col>
      <GridFigure title={t('coinmix.subscribedTotal')} value={<Money amount={s.subscribed_total} asset="USDT" />} />
      <GridFigure title={t('coinmix.redeemedTotal')} value={<Money amount={s.redeemed_total} asset="USDT" />} />
      <GridFigure title={t('coinmix.feesTotal')} value={<Money amount={s.fees_total} asset="USDT" />} />
      <GridFigure title={t('coinmix.managementFees')} value={<Money amount={s.management_fees_total} asset="USDT" />} />
      <GridFigure title={t('coinmix.walletsTotal')} value={<Money amount={s.wallets_total} asset="USDT" />} />
      <GridFigure
        title={t('coinmix.feeRates')}
        value={
          <span>
            {t('coinmix.feeRatesValue', {
              subscribe: s.subscribe_fee_rate,
              redeem: s.redeem_fee_rate,
              management: s.management_fee_rate,
            })}
          </span>
        }
      />
    </Row>
  );
}

export default function CoinmixPage() {
  const summary = useQuery(summaryQuery);
  // Both lists page by cursor (newer / older / newest); a new filter starts the orders from the newest.
  const navs = useCursorList(null, navsQuery);
  // The newest posting's note, per language: the next posting starts from it.
  const latest = useQuery(navsQuery(undefined)).data?.list[0];
  const latestNote = latest?.note;
  const [filters, setFilters] = useState<Pick<OrderSearch, 'kind' | 'status'>>({});
  const orders = useCursorList(filters, (before) => ordersQuery({ ...filters, before }));
  const can = useCan();
  const post = useCoinmixChange(adminCoinmixApi.postNav);
  const custody = useCoinmixChange(adminCoinmixApi.custody);
  const [dialog, setDialog] = useState<'nav' | 'custody' | null>(null);
  const s = summary.data;
  const manage = can('finance.approve');

  return (
    <>
      <PageTitle title={t('coinmix.title')} refresh={summary} />
      <Typography.Paragraph type="secondary">{t('coinmix.intro')}</Typography.Paragraph>
      <QueryError query={summary} />
      {!s ? (
        <Skeleton active />
      ) : (
        <Card
          title={t('coinmix.totalsTitle')}
          data-testid="coinmix-summary"
          extra={
            manage && (
              <Space wrap>
                <Button type="primary" onClick={() => setDialog('nav')} data-testid="post-nav">
                  {t('coinmix.postNav')}
                </Button>
                <Button onClick={() => setDialog('custody')} data-testid="custody-move">
                  {t('coinmix.custodyTransfer')}
                </Button>
              </Space>
            )
          }
        >
          <Figures s={s} />
        </Card>
      )}

      <Card title={t('coinmix.navPostings')} style={{ marginTop: 16 }}>
        <CursorTable<AdminNav>
          list={navs}
          emptyText={t('coinmix.noNav')}
          testId="coinmix-navs"
          tableTestId="nav-table"
          loading={navs.query.isPending}
          columns={[
            idColumn(),
            oneLineTimeColumn(t('coinmix.time'), (r) => r.created_at),
            { title: t('coinmix.nav'), dataIndex: 'nav' },
            { title: t('coinmix.change'), render: (_, r) => <span title={r.change ?? ''}>{percent(r.change)}</span> },
            {
              title: t('coinmix.note'),
              render: (_, r) => (
                <span title={languages.map((l) => `${l.label}：${r.note[l.key]}`).join('\n')} data-testid={`nav-row-note-${r.id}`}>
                  {r.note[currentLanguage()] || r.note.en}
                </span>
              ),
            },
            { title: t('coinmix.settledCount'), dataIndex: 'settled_count' },
            { title: t('coinmix.by'), dataIndex: 'admin_username' },
          ]}
        />
      </Card>

      <Card
        title={t('coinmix.ordersTitle')}
        style={{ marginTop: 16 }}
        extra={
          <Space>
            <FilterSelect
              label={t('coinmix.kind')}
              width={130}
              testId="order-kind"
              value={filters.kind}
              onChange={(kind) => setFilters((c) => ({ ...c, kind }))}
              options={[
                { value: 'subscribe', label: t('coinmix.subscriptions') },
                { value: 'redeem', label: t('coinmix.redemptions') },
              ]}
            />
            <FilterSelect
              label={t('coinmix.status')}
              width={130}
              value={filters.status}
              onChange={(status) => setFilters((c) => ({ ...c, status }))}
              options={(['done', 'pending', 'settled', 'cancelled'] as const).map((v) => ({ value: v, label: statusText(v) }))}
            />
          </Space>
        }
      >
        <CursorTable<AdminCoinmixOrder>
          list={orders}
          emptyText={t('coinmix.noOrders')}
          testId="coinmix-orders"
          tableTestId="order-table"
          loading={orders.query.isPending}
          scroll={{ x: 'max-content' }}
          columns={[
            idColumn(),
            oneLineTimeColumn(t('coinmix.time'), (r) => r.created_at),
            { title: t('coinmix.member'), dataIndex: 'uid' },
            { title: t('coinmix.kind'), render: (_, r) => (r.kind === 'subscribe' ? t('coinmix.kindSubscribe') : t('coinmix.kindRedeem')) },
            { title: t('coinmix.status'), render: (_, r) => <Tag color={statusColour[r.status]}>{statusText(r.status)}</Tag> },
            { title: t('coinmix.units'), dataIndex: 'units' },
            { title: t('coinmix.nav'), render: (_, r) => r.nav ?? '—' },
            { title: t('coinmix.amount'), render: (_, r) => <Money amount={r.amount} asset="USDT" /> },
            { title: t('coinmix.fee'), render: (_, r) => <Money amount={r.fee} asset="USDT" /> },
            { title: t('coinmix.net'), render: (_, r) => <Money amount={r.net} asset="USDT" /> },
            { title: t('coinmix.settled'), render: (_, r) => (r.settled_at ? formatTime(r.settled_at) : '—') },
          ]}
        />
      </Card>

      <FormModal<NavForm>
        // A new posting gives the dialog a fresh form, so it starts from that posting's notes.
        key={latest?.id ?? 0}
        open={dialog === 'nav'}
        title={t('coinmix.postNavTitle')}
        summary={t('coinmix.postNavSummary')}
        okText={t('coinmix.postNav')}
        onClose={() => setDialog(null)}
        initialValues={{ nav: s?.nav ?? '', ...(latestNote ?? noTexts) }}
        testId="nav-dialog"
        onSubmit={(v) =>
          post.mutateAsync({
            nav: v.nav.trim(),
            note: { 'zh-Hans': v['zh-Hans'].trim(), en: v.en.trim(), ja: v.ja.trim(), 'zh-Hant': v['zh-Hant'].trim() },
          })
        }
      >
        <Form.Item name="nav" label={t('coinmix.navLabel')} rules={[navRule]}>
          <Input data-testid="nav-value" />
        </Form.Item>
        {languages.map(({ key, label }) => (
          <Form.Item key={key} name={key} label={t('coinmix.noteIn', { language: label })} rules={[required(t('coinmix.noteRequired'))]}>
            <Input.TextArea rows={2} maxLength={2000} data-testid={`nav-note-${key}`} />
          </Form.Item>
        ))}
      </FormModal>

      <FormModal<CustodyForm>
        open={dialog === 'custody'}
        title={t('coinmix.custodyTransfer')}
        summary={t('coinmix.custodySummary')}
        okText={t('coinmix.move')}
        onClose={() => setDialog(null)}
        initialValues={{ direction: 'in', amount: '', reason: '' }}
        testId="custody-dialog"
        onSubmit={(v) => custody.mutateAsync({ direction: v.direction, amount: v.amount.trim(), reason: v.reason.trim() })}
      >
        <Form.Item name="direction" label={t('coinmix.direction')}>
          <Select
            options={[
              { value: 'in', label: t('coinmix.directionIn') },
              { value: 'out', label: t('coinmix.directionOut') },
            ]}
          />
        </Form.Item>
        <Form.Item name="amount" label="USDT" rules={[decimalRule(6, t('coinmix.amountRule'))]}>
          <Input data-testid="custody-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('coinmix.reason')} rules={[required(t('coinmix.reasonRequired'))]}>
          <Input maxLength={500} data-testid="custody-reason" />
        </Form.Item>
      </FormModal>
    </>
  );
}
