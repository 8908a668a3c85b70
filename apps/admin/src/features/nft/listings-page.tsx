import type { AdminListing } from '@mcc/contract/admin-nft';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { HistoryTable } from '../../components/cursor-table';
import { EnumTag } from '../../components/enum-tag';
import { FilterSelect } from '../../components/filter-select';
import { Money } from '../../components/money';
import { PageTitle } from '../../components/page-title';
import { timeColumn } from '../../components/time-column';
import { useConfirmAction } from '../../components/use-confirm-action';
import { useCursorList } from '../../components/use-cursor';
import { t } from '../../i18n/i18n';
import { listingsQuery, useNftWrite } from './api';
import { tierColumn } from './tier-column';

type Search = { status?: 'open' | 'sold' | 'cancelled'; seller?: 'platform' | 'members' };
const statusColors: Record<string, string> = { open: 'blue', sold: 'green', cancelled: 'default' };

/** Every listing: members' resales and the platform's primary sales; a primary sale can be taken off sale. */
export default function NftListingsPage() {
  const [search, setSearch] = useState<Search>({});
  // Paged by cursor (newer / older), each page at the cost of the first; a new filter starts from the newest.
  const listings = useCursorList(search, (before) => listingsQuery({ ...search, before }));
  const cancel = useNftWrite('cancelListing');
  const confirm = useConfirmAction();
  return (
    <>
      <PageTitle title={t('nft.nftListings')} />
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <FilterSelect
            label={t('nft.anyState')}
            width={160}
            options={(['open', 'sold', 'cancelled'] as const).map((s) => ({ value: s, label: s }))}
            onChange={(status?: Search['status']) => setSearch((s) => ({ ...s, status }))}
          />
          <FilterSelect
            label={t('nft.anySeller')}
            width={200}
            options={[
              { value: 'platform', label: t('nft.primarySalesPlatform') },
              { value: 'members', label: t('nft.resalesMembers') },
            ]}
            onChange={(seller?: Search['seller']) => setSearch((s) => ({ ...s, seller }))}
          />
        </Space>
        <HistoryTable<AdminListing>
          list={listings}
          emptyText={t('nft.noListingsInThis')}
          testId="nft-listings"
          tableTestId="listings-table"
          columns={[
            { title: 'NFT', render: (_, l) => `${l.name} #${l.serial} (NFT ${l.token_id})` },
            tierColumn(),
            { title: t('nft.seller'), render: (_, l) => (l.seller_uid ? l.seller_uid : <EnumTag kind="seller" value="platform" />) },
            { title: t('nft.price'), render: (_, l) => <Money amount={l.price} asset={l.asset} /> },
            { title: t('nft.fee'), render: (_, l) => <Money amount={l.fee} /> },
            { title: t('nft.royalty2'), render: (_, l) => <Money amount={l.royalty} /> },
            { title: t('nft.buyer'), dataIndex: 'buyer_uid', render: (uid: string | null) => uid ?? '—' },
            {
              title: t('nft.status'),
              dataIndex: 'status',
              render: (s: string) => <EnumTag kind="listingStatus" value={s} color={statusColors[s]} />,
            },
            {
              title: t('nft.entry'),
              dataIndex: 'entry_id',
              // The journal lists the sale's entry under its kind, nft_trade.
              render: (id: number | null) => (id ? <Link to="/journal?kind=nft_trade">#{id}</Link> : '—'),
            },
            timeColumn(t('nft.listed'), 'created_at'),
            {
              title: '',
              render: (_, l) =>
                l.status === 'open' && l.seller_uid === null ? (
                  <Button
                    size="small"
                    onClick={() =>
                      confirm({
                        title: t('nft.takeOffTitle', { name: l.name, serial: l.serial }),
                        content: t('nft.theNftGoesBack'),
                        okText: t('nft.takeOffSale'),
                        success: t('nft.takenOffSale'),
                        action: () => cancel.mutateAsync({ listing_id: l.id }),
                      })
                    }
                  >
                    {t('nft.takeOffSale')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
