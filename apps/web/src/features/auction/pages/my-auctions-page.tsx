import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Tabs } from '../../../shared/ui/tabs';

type Tab = 'selling' | 'bidding' | 'won';

export default function MyAuctionsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('selling');
  return (
    <>
      <Tabs
        tabs={[
          { key: 'selling', label: t('auction.selling') },
          { key: 'bidding', label: t('auction.bidding') },
          { key: 'won', label: t('auction.won') },
        ]}
        active={tab}
        onChange={setTab}
      />
      <Card>
        <EmptyState
          text={t('auction.none')}
          hint={t(tab === 'selling' ? 'auction.sellHint' : 'auction.bidHint')}
          action={
            tab === 'selling'
              ? { label: t('auction.myNfts'), to: '/pages/nft/nft' }
              : { label: t('auction.browse'), to: '/pages/index/index' }
          }
        />
      </Card>
    </>
  );
}
