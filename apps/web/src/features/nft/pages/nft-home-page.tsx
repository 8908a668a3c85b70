import { AppstoreOutline, GiftOutline, PictureOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { EntryGrid } from '../../../shared/ui/entry-grid';
import { PageLink } from '../../../shared/ui/page-link';

export default function NftHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Card>
        <EntryGrid
          items={[
            { to: '/pages/nft/nft', label: t('nft.market'), icon: <PictureOutline /> },
            { to: '/pages/nft/luckbox', label: t('route.luckbox'), icon: <GiftOutline /> },
            { to: '/pages/nft/game', label: t('route.game'), icon: <AppstoreOutline /> },
            { to: '/pages/auction/auction', label: t('route.auction'), icon: <ShopbagOutline /> },
          ]}
        />
      </Card>
      <h2 className="section-title">{t('nft.collections')}</h2>
      <Card>
        <EmptyState text={t('nft.noCollections')} hint={t('nft.noCollectionsHint')} />
      </Card>
      <div className="row">
        <h2 className="section-title">{t('nft.featured')}</h2>
        <PageLink to="/pages/nft/nft" className="small">
          {t('common.all')} ›
        </PageLink>
      </div>
      <Card>
        <EmptyState
          text={t('nft.noListings')}
          hint={t('nft.noListingsHint')}
          action={{ label: t('route.luckbox'), to: '/pages/nft/luckbox' }}
        />
      </Card>
    </>
  );
}
