import type { AdminTrade } from '@mcc/contract/admin-market';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
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

function searchOf(filters: Filters, page: number): TradeSearch {
  return {
    page,
    side: filters.side || undefined,
    uid: filters.uid.trim() || undefined,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
  };
}

export default function MarketTradesPage() {
  const [draft, setDraft] = useState<Filters>(none);
  const [applied, setApplied] = useState<Filters>(none);
  const [page, setPage] = useState(1);
  const trades = useQuery(marketTradesQuery(searchOf(applied, page)));
  const apply = (filters: Filters) => {
    setApplied(filters);
    setPage(1);
  };

  return (
    <>
      <PageTitle title="Market trades" extra={<Button onClick={() => trades.refetch()}>Refresh</Button>} />
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            value={draft.side}
            style={{ width: 120 }}
            onChange={(side) => setDraft({ ...draft, side })}
            options={[
              { value: '', label: 'Both sides' },
              { value: 'buy', label: 'Buys' },
              { value: 'sell', label: 'Sells' },
            ]}
            data-testid="trades-side"
          />
          <Input
            placeholder="Member UID"
            value={draft.uid}
            style={{ width: 160 }}
            onChange={(e) => setDraft({ ...draft, uid: e.target.value })}
            data-testid="trades-uid"
          />
          <Input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} aria-label="From" />
          <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} aria-label="To" />
          <Button type="primary" onClick={() => apply(draft)} data-testid="trades-filter">
            Filter
          </Button>
          <Button
            onClick={() => {
              setDraft(none);
              apply(none);
            }}
          >
            Clear
          </Button>
        </Space>
        {trades.isError && <Alert type="error" showIcon title={trades.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminTrade>
          rowKey="id"
          loading={trades.isFetching}
          dataSource={trades.data?.list ?? []}
          pagination={tablePagination(trades.data, setPage)}
          locale={{ emptyText: 'No trades match these filters' }}
          scroll={{ x: true }}
          data-testid="trades-table"
          columns={[
            { title: '#', dataIndex: 'id' },
            { title: 'Time', render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(r.created_at)}</span> },
            {
              title: 'Member',
              render: (_, r) => (
                <Link to={`/members/${r.user_id}`}>
                  {r.uid} {r.nickname}
                </Link>
              ),
            },
            { title: 'Side', render: (_, r) => <Tag color={r.side === 'buy' ? 'green' : 'red'}>{r.side}</Tag> },
            { title: 'In', render: (_, r) => <Money amount={r.amount_in} asset={r.side === 'buy' ? 'USDT' : 'MCC'} /> },
            { title: 'Fee', render: (_, r) => <Money amount={r.fee} asset={r.side === 'buy' ? 'USDT' : 'MCC'} /> },
            { title: 'Out', render: (_, r) => <Money amount={r.amount_out} asset={r.side === 'buy' ? 'MCC' : 'USDT'} /> },
            { title: 'Price', dataIndex: 'price' },
            { title: 'Pool price after', dataIndex: 'price_after' },
            { title: 'Entry', render: (_, r) => `#${r.entry_id}` },
          ]}
        />
      </Card>
    </>
  );
}
