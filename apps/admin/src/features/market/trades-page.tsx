import type { AdminTrade } from '@mcc/contract/admin-market';
import { Card, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { CursorTable } from '../../components/cursor-table';
import { FilterButtons } from '../../components/filter-buttons';
import { idColumn } from '../../components/id-column';
import { MemberLink } from '../../components/member-link';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { oneLineTimeColumn } from '../../components/time-column';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { marketTradesQuery, type TradeSearch } from './api';

interface Filters {
  side: '' | 'buy' | 'sell';
  uid: string;
  /** Days as the date inputs give them: YYYY-MM-DD, in the browser's time zone. */
  from: string;
  to: string;
}

const none: Filters = { side: '', uid: '', from: '', to: '' };

/** A day's first second (or the next day's first) in the browser's time zone, as unix seconds. */
function dayBound(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00`);
  if (end) start.setDate(start.getDate() + 1);
  const ms = start.getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

function searchOf(filters: Filters, before: number | undefined): TradeSearch {
  return {
    before,
    side: filters.side || undefined,
    uid: filters.uid.trim() || undefined,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
  };
}

export default function MarketTradesPage() {
  const [draft, setDraft] = useState<Filters>(none);
  const [applied, setApplied] = useState<Filters>(none);
  // Paged by cursor (newer / older / newest); new filters start from the newest.
  const trades = useCursorList(applied, (before) => marketTradesQuery(searchOf(applied, before)));
  const apply = (filters: Filters) => {
    setApplied(filters);
    trades.cursor.move(undefined, []);
  };

  return (
    <>
      <PageTitle title={t('market.marketTrades')} refresh={trades.query} />
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label={t('market.side')}
            value={draft.side}
            style={{ width: 120 }}
            onChange={(side) => setDraft({ ...draft, side })}
            options={[
              { value: '', label: t('market.bothSides') },
              { value: 'buy', label: t('market.buys') },
              { value: 'sell', label: t('market.sells') },
            ]}
            data-testid="trades-side"
          />
          <Input
            placeholder={t('market.memberUid')}
            value={draft.uid}
            style={{ width: 160 }}
            onChange={(e) => setDraft({ ...draft, uid: e.target.value })}
            data-testid="trades-uid"
          />
          <Input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            aria-label={t('market.from')}
          />
          <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} aria-label={t('market.to')} />
          <FilterButtons testId="trades" draft={draft} blank={none} setDraft={setDraft} apply={apply} />
        </Space>
        <CursorTable<AdminTrade>
          list={trades}
          showError
          emptyText={t('market.noTradesMatchThese')}
          testId="trades"
          scroll={{ x: true }}
          columns={[
            idColumn(),
            oneLineTimeColumn(t('market.time'), (r) => r.created_at),
            {
              title: t('market.member'),
              render: (_, r) => (
                <MemberLink id={r.user_id}>
                  {r.uid} {r.nickname}
                </MemberLink>
              ),
            },
            {
              title: t('market.side'),
              render: (_, r) => (
                <Tag color={r.side === 'buy' ? 'green' : 'red'}>{r.side === 'buy' ? t('market.buy') : t('market.sell')}</Tag>
              ),
            },
            { title: t('market.in'), render: (_, r) => <Money amount={r.amount_in} asset={r.side === 'buy' ? 'USDT' : 'MCC'} /> },
            { title: t('market.fee'), render: (_, r) => <Money amount={r.fee} asset={r.side === 'buy' ? 'USDT' : 'MCC'} /> },
            { title: t('market.out'), render: (_, r) => <Money amount={r.amount_out} asset={r.side === 'buy' ? 'MCC' : 'USDT'} /> },
            { title: t('market.price'), dataIndex: 'price' },
            { title: t('market.poolPriceAfter'), dataIndex: 'price_after' },
            { title: t('market.entry'), render: (_, r) => `#${r.entry_id}` },
          ]}
        />
      </Card>
    </>
  );
}
