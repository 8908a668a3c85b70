import { NFT_TIERS } from '@mcc/contract/fair-roll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Tabs } from '../../../shared/ui/tabs';
import { useCollections } from '../api/get-collections';
import { useMarket } from '../api/get-market';
import { useMine } from '../api/get-mine';
import { useMyListings } from '../api/get-my-listings';
import { NftGridList } from '../components/nft-grid-list';
import { NftTile } from '../components/nft-tile';
import '../nft.css';

type Tab = 'market' | 'mine' | 'listings';

function Filters({
  collection,
  tier,
  onCollection,
  onTier,
}: {
  collection: number | undefined;
  tier: string | undefined;
  onCollection: (id: number | undefined) => void;
  onTier: (tier: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const collections = useCollections();
  return (
    <>
      <div className="nft-chips" data-testid="collection-filter">
        <button type="button" aria-pressed={collection === undefined} onClick={() => onCollection(undefined)}>
          {t('nft.allCollections')}
        </button>
        {(collections.data?.list ?? []).map((c) => (
          <button key={c.id} type="button" aria-pressed={collection === c.id} onClick={() => onCollection(c.id)}>
            {c.name}
          </button>
        ))}
      </div>
      <div className="nft-chips" data-testid="tier-filter">
        <button type="button" aria-pressed={tier === undefined} onClick={() => onTier(undefined)}>
          {t('nft.allRarities')}
        </button>
        {NFT_TIERS.map((tierName) => (
          <button key={tierName} type="button" aria-pressed={tier === tierName} onClick={() => onTier(tierName)}>
            {tierName}
          </button>
        ))}
      </div>
    </>
  );
}

function MarketList({ collection, tier }: { collection: number | undefined; tier: string | undefined }) {
  const { t } = useTranslation();
  const market = useMarket(collection, tier);
  return (
    <NftGridList
      query={market}
      testId="market-list"
      itemKey={(item) => item.listing_id}
      empty={{ text: t('nft.noListings'), hint: t('nft.noListingsHint') }}
      renderItem={(item) => <NftTile nft={item} extra={<span>{item.seller ? item.seller.name : t('nft.platform')}</span>} />}
    />
  );
}

function MineList({ collection, tier }: { collection: number | undefined; tier: string | undefined }) {
  const { t } = useTranslation();
  const mine = useMine(collection, tier);
  return (
    <NftGridList
      query={mine}
      testId="mine-list"
      itemKey={(item) => item.id}
      empty={{ text: t('nft.noOwned'), hint: t('nft.noOwnedHint') }}
      renderItem={(item) => <NftTile nft={item} extra={item.state !== 'held' ? <span>{t(`nft.states.${item.state}`)}</span> : undefined} />}
    />
  );
}

function MyListings() {
  const { t } = useTranslation();
  const listings = useMyListings();
  return (
    <NftGridList
      query={listings}
      testId="my-listings"
      itemKey={(item) => item.listing_id}
      empty={{
        text: t('nft.noMyListings'),
        hint: t('nft.noMyListingsHint'),
        action: { label: t('nft.mine'), to: '/pages/nft/nft?tab=mine' },
      }}
      renderItem={(item) => (
        <NftTile
          nft={{ ...item.token, price: item.price, asset: item.asset }}
          extra={<span data-testid={`listing-status-${item.listing_id}`}>{t(`nft.listingStatus.${item.status}`)}</span>}
        />
      )}
    />
  );
}

/** `/pages/nft/nft`: NFTs on sale (filtered by collection and rarity), my NFTs, my listings. */
export default function NftMarketPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const initialTab = query.get('tab');
  const [tab, setTab] = useState<Tab>(initialTab === 'mine' || initialTab === 'listings' ? initialTab : 'market');
  const fromQuery = Number(query.get('collection_id'));
  const [collection, setCollection] = useState<number | undefined>(Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : undefined);
  const [tier, setTier] = useState<string | undefined>(undefined);
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
      {tab !== 'listings' && <Filters collection={collection} tier={tier} onCollection={setCollection} onTier={setTier} />}
      {tab === 'market' && <MarketList collection={collection} tier={tier} />}
      {tab === 'mine' && <MineList collection={collection} tier={tier} />}
      {tab === 'listings' && <MyListings />}
    </>
  );
}
