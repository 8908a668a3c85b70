import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Tabs } from '../../../shared/ui/tabs';

type Tab = 'market' | 'mine' | 'listings';

export default function NftMarketPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('market');
  return (
    <>
      <Tabs
        tabs={[
          { key: 'market', label: t('nft.market') },
          { key: 'mine', label: t('nft.mine') },
          { key: 'listings', label: t('nft.myListings') },
        ]}
        active={tab}
        onChange={setTab}
      />
      {tab === 'market' && (
        <div className="row" style={{ marginBottom: '0.75rem', justifyContent: 'flex-start' }}>
          <span className="chip">{t('nft.allCollections')}</span>
          <span className="chip chip-muted">{t('nft.allRarities')}</span>
        </div>
      )}
      <Card>
        {tab === 'market' && <EmptyState text={t('nft.noListings')} hint={t('nft.noListingsHint')} />}
        {tab === 'mine' && (
          <EmptyState
            text={t('nft.noOwned')}
            hint={t('nft.noOwnedHint')}
            action={{ label: t('route.luckbox'), to: '/pages/nft/luckbox' }}
          />
        )}
        {tab === 'listings' && <EmptyState text={t('nft.noMyListings')} hint={t('nft.noMyListingsHint')} />}
      </Card>
    </>
  );
}
