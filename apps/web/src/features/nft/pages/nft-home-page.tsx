import { AppstoreOutline, GiftOutline, PictureOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyCard, EmptyState } from '../../../shared/ui/empty-state';
import { EntryGrid } from '../../../shared/ui/entry-grid';
import { Figure, Figures } from '../../../shared/ui/figure';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLink } from '../../../shared/ui/page-link';
import { CardSkeleton } from '../../../shared/ui/query-view';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useNftHome } from '../api/get-nft-home';
import { NftTile } from '../components/nft-tile';
import '../nft.css';

/** `/pages/index/index`: banners, my NFTs, the ways in, collections, NFTs on sale, blind boxes and the game. */
export default function NftHomePage() {
  const { t } = useTranslation();
  const home = useNftHome();
  const data = home.data;

  return (
    <>
      {home.isError ? (
        <Card>
          <LoadError onRetry={() => void home.refetch()} />
        </Card>
      ) : (
        data &&
        data.banners.length > 0 && (
          <div className="nft-banners" data-testid="banners">
            {data.banners.map((b) => (
              <PageLink key={`${b.kind}-${b.id}`} to={b.link} className="nft-banner" testId={`banner-${b.kind}-${b.id}`}>
                <img src={b.image} alt="" />
                <div className="nft-banner-text">
                  <div className="nft-banner-title">{b.title}</div>
                  <div className="nft-banner-sub">{b.subtitle}</div>
                </div>
              </PageLink>
            ))}
          </div>
        )
      )}

      <Card title={t('nft.mine')} extra={<PageLink to="/pages/nft/nft?tab=mine">{t('common.all')} ›</PageLink>}>
        <Figures columns={2}>
          <Figure label={t('nft.owned')} value={home.isError ? null : data ? String(data.mine.count) : undefined} />
          <Figure label={t('nft.onSale')} value={home.isError ? null : data ? String(data.mine.listed) : undefined} />
        </Figures>
      </Card>

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
      {!data ? (
        <Card>{home.isError ? <LoadError onRetry={() => void home.refetch()} /> : <SkeletonRows rows={2} />}</Card>
      ) : data.collections.length === 0 ? (
        <EmptyCard
          text={t('nft.noCollections')}
          hint={t('nft.noCollectionsHint')}
          action={{ label: t('route.notice'), to: '/pages/notice/notice' }}
        />
      ) : (
        <div className="nft-row-scroll" data-testid="collections">
          {data.collections.map((c) => (
            <PageLink key={c.id} to={`/pages/nft/nft?collection_id=${c.id}`} className="nft-collection">
              <img src={c.image} alt="" />
              <div className="nft-collection-name">{c.name}</div>
              <div className="small muted">{t('nft.collectionFigures', { items: c.items, onSale: c.on_sale })}</div>
            </PageLink>
          ))}
        </div>
      )}

      <div className="row">
        <h2 className="section-title">{t('nft.featured')}</h2>
        <PageLink to="/pages/nft/nft" className="small">
          {t('common.all')} ›
        </PageLink>
      </div>
      {!data ? (
        <CardSkeleton rows={2} />
      ) : data.listings.length === 0 ? (
        <EmptyCard
          text={t('nft.noListings')}
          hint={t('nft.noListingsHint')}
          action={{ label: t('route.luckbox'), to: '/pages/nft/luckbox' }}
        />
      ) : (
        <div className="nft-grid" data-testid="featured">
          {data.listings.map((item) => (
            <NftTile key={item.listing_id} nft={item} />
          ))}
        </div>
      )}

      <h2 className="section-title">{t('nft.boxes')}</h2>
      <Card>
        {!data ? (
          <SkeletonRows rows={2} />
        ) : data.boxes.length === 0 ? (
          <EmptyState text={t('nft.noBoxes')} hint={t('nft.noBoxesHint')} />
        ) : (
          data.boxes.map((b) => (
            <PageLink key={b.id} to={`/pages/nft/luckbox?id=${b.id}`} className="nft-box-row" testId={`home-box-${b.id}`}>
              {b.image ? <img src={b.image} alt="" /> : <span className="nft-thumb" />}
              <div className="nft-box-row-body">
                <div>{b.name}</div>
                <div className="small muted">{t('nft.boxLeft', { remaining: b.remaining, total: b.total })}</div>
              </div>
              <span className="nft-price num">
                {b.price} {b.asset}
              </span>
            </PageLink>
          ))
        )}
      </Card>

      <PageLink to="/pages/nft/game" className="card nft-box-row" testId="game-entry">
        <span className="entry-icon">
          <AppstoreOutline />
        </span>
        <div className="nft-box-row-body">
          <div>{t('route.game')}</div>
          <div className="small muted">{t('nft.gameEntry', { count: data?.game.recipes ?? 0 })}</div>
        </div>
        <span className="chevron">›</span>
      </PageLink>
    </>
  );
}
