import type { AdminListing } from '@mcc/contract/admin-nft';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime } from '../../lib/format';
import { tablePagination } from '../../lib/paged';
import { listingsQuery, tierColors, useNftWrite } from './api';

type Search = { page: number; status?: 'open' | 'sold' | 'cancelled'; seller?: 'platform' | 'members' };
const statusColors: Record<string, string> = { open: 'blue', sold: 'green', cancelled: 'default' };

/** Every listing: members' resales and the platform's primary sales; a primary sale can be taken off sale. */
export default function NftListingsPage() {
  const [search, setSearch] = useState<Search>({ page: 1 });
  const listings = useQuery(listingsQuery(search));
  const cancel = useNftWrite('cancelListing');
  const confirm = useConfirmAction();
  return (
    <>
      <PageTitle title="NFT listings" />
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <Select
            placeholder="Any state"
            allowClear
            style={{ width: 160 }}
            options={['open', 'sold', 'cancelled'].map((s) => ({ value: s, label: s }))}
            onChange={(status?: Search['status']) => setSearch((s) => ({ ...s, status, page: 1 }))}
          />
          <Select
            placeholder="Any seller"
            allowClear
            style={{ width: 200 }}
            options={[
              { value: 'platform', label: 'Primary sales (platform)' },
              { value: 'members', label: 'Resales (members)' },
            ]}
            onChange={(seller?: Search['seller']) => setSearch((s) => ({ ...s, seller, page: 1 }))}
          />
        </Space>
        {listings.isError && <Alert type="error" showIcon title={listings.error.message} style={{ marginBottom: 16 }} />}
        <Table<AdminListing>
          rowKey="id"
          size="small"
          loading={listings.isFetching}
          dataSource={listings.data?.list}
          pagination={tablePagination(listings.data, (page) => setSearch((s) => ({ ...s, page })))}
          locale={{ emptyText: 'No listings in this view' }}
          data-testid="listings-table"
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            { title: 'NFT', render: (_, l) => `${l.name} #${l.serial} (NFT ${l.token_id})` },
            { title: 'Tier', dataIndex: 'tier', render: (t: string) => <Tag color={tierColors[t]}>{t}</Tag> },
            { title: 'Seller', render: (_, l) => (l.seller_uid ? l.seller_uid : <Tag>platform</Tag>) },
            { title: 'Price', render: (_, l) => <Money amount={l.price} asset={l.asset} /> },
            { title: 'Fee', render: (_, l) => <Money amount={l.fee} /> },
            { title: 'Royalty', render: (_, l) => <Money amount={l.royalty} /> },
            { title: 'Buyer', dataIndex: 'buyer_uid', render: (uid: string | null) => uid ?? '—' },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag color={statusColors[s]}>{s}</Tag> },
            {
              title: 'Entry',
              dataIndex: 'entry_id',
              // The journal lists the sale's entry under its kind, nft_trade.
              render: (id: number | null) => (id ? <Link to="/journal?kind=nft_trade">#{id}</Link> : '—'),
            },
            { title: 'Listed', dataIndex: 'created_at', render: formatTime, width: 170 },
            {
              title: '',
              render: (_, l) =>
                l.status === 'open' && l.seller_uid === null ? (
                  <Button
                    size="small"
                    onClick={() =>
                      confirm({
                        title: `Take ${l.name} #${l.serial} off sale?`,
                        content: 'The NFT goes back to the platform’s stock.',
                        okText: 'Take off sale',
                        success: 'Taken off sale',
                        action: () => cancel.mutateAsync({ listing_id: l.id }),
                      })
                    }
                  >
                    Take off sale
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
