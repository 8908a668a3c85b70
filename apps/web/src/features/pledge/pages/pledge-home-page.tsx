import type { PledgeProduct } from '@mcc/contract/pledge';
import {
  AppstoreOutline,
  BankcardOutline,
  BellOutline,
  GiftOutline,
  GlobalOutline,
  HistogramOutline,
  PictureOutline,
  ShopbagOutline,
  SoundOutline,
  TeamOutline,
  UserAddOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyCard } from '../../../shared/ui/empty-state';
import { EntryGrid } from '../../../shared/ui/entry-grid';
import { Figure, Figures } from '../../../shared/ui/figure';
import { LoadError } from '../../../shared/ui/load-error';
import { OpenAfterMount } from '../../../shared/ui/open-after-mount';
import { PageLink } from '../../../shared/ui/page-link';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { useNoticeBanner } from '../api/get-notice-banner';
import { usePledgeIndex } from '../api/get-pledge-index';
import { EarningsFigures, usePledgeFigure } from '../components/earnings-figures';
import { ProductCard } from '../components/product-card';
import { TipsDialog } from '../components/tips-dialog';
import '../pledge.css';

// The subscribe sheet (antd-mobile's popup and the PIN keypad) is fetched the first time a product is chosen.
const SubscribeSheet = lazy(() => import('../components/subscribe-sheet').then((m) => ({ default: m.SubscribeSheet })));

/**
 * `/` AI量化: the custom bar with the notices bell, the pinned notice, my totals, the products and the
 * way to every area. Each part reads its own query, so an answer arriving draws only its part.
 */
export default function PledgeHomePage() {
  const [chosen, setChosen] = useState<PledgeProduct | null>(null);
  // Kept mounted once opened: the sheet animates out and keeps its place between openings.
  const [sheetOpened, setSheetOpened] = useState(false);
  if (chosen && !sheetOpened) setSheetOpened(true);

  return (
    <>
      <HomeBar />
      <PinnedNotice />
      {/* Each part below is hydrated on its own (a Suspense boundary), so adopting the prerendered page is a few short tasks, not one long one. */}
      <Suspense fallback={null}>
        <HomeTotals />
      </Suspense>
      <Suspense fallback={null}>
        <HomeProducts onSubscribe={setChosen} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeAreas />
      </Suspense>
      {sheetOpened && <HomeSubscribe chosen={chosen} onClose={() => setChosen(null)} />}
      <TipsDialog suppressed={chosen !== null} />
    </>
  );
}

/** The custom bar: the logo, the title, the language and the notices bell with the unread count. */
function HomeBar() {
  const { t } = useTranslation();
  const unread = useNoticeBanner().data?.unread ?? 0;
  return (
    <header className="bar-custom">
      <span className="bar-logo">MCC</span>
      <h1 className="bar-title" data-testid="nav-title">
        {t('route.pledge')}
      </h1>
      <PageLink to="/pages/user/user" className="icon-button">
        <GlobalOutline aria-label={t('home.language')} />
      </PageLink>
      <PageLink to="/pages/notice/notice" className="icon-button" testId="notice-bell">
        <BellOutline aria-label={t('route.notice')} />
        {unread > 0 && (
          <span className="badge" data-testid="notice-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PageLink>
    </header>
  );
}

/** The pinned notice, when there is one. */
function PinnedNotice() {
  const notices = useNoticeBanner();
  const pinned = notices.data?.notice;
  if (notices.isPending && notices.fetchStatus !== 'idle')
    // Holds the pinned notice's place while it loads, so the cards below do not jump when it arrives.
    return (
      <div className="banner pl-notice-banner" aria-hidden="true">
        <span className="pl-notice-title">&nbsp;</span>
      </div>
    );
  if (!pinned) return null;
  return (
    <PageLink to={`/pages/notice/detail?id=${pinned.id}`} className="banner pl-notice-banner" testId="notice-banner">
      <SoundOutline />
      <span className="pl-notice-title">{pinned.title}</span>
      <span className="chevron">›</span>
    </PageLink>
  );
}

/** My totals: principal, today's and all earnings. */
function HomeTotals() {
  const { t } = useTranslation();
  const figure = usePledgeFigure();
  return (
    <Card className="hero-card" title={t('home.myTotals')} extra={<PageLink to="/pages/pledge/order">{t('route.pledgeOrder')} ›</PageLink>}>
      <Figures columns={1}>
        <Figure big label={t('home.principal')} value={figure((d) => d.principal)} asset="USDT" />
      </Figures>
      <div className="pl-hero-row">
        <EarningsFigures />
      </div>
      <div className="pl-hero-links">
        <PageLink to="/pages/pledge/detail" testId="home-earnings-link">
          {t('route.pledgeDetail')} ›
        </PageLink>
      </div>
    </Card>
  );
}

/** The products on offer, or why there are none. */
const HomeProducts = memo(function HomeProducts({ onSubscribe }: { onSubscribe: (product: PledgeProduct) => void }) {
  const { t } = useTranslation();
  const index = usePledgeIndex();
  return (
    <>
      <h2 className="section-title">{t('home.products')}</h2>
      {index.isPending ? (
        // As many placeholders as a usual catalogue has cards, so the page below does not jump when they arrive.
        <div aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <SkeletonRows rows={3} />
            </Card>
          ))}
        </div>
      ) : index.isError ? (
        <Card>
          <LoadError onRetry={() => void index.refetch()} />
        </Card>
      ) : index.data.products.length === 0 ? (
        <EmptyCard
          text={t('home.noProducts')}
          hint={t('home.noProductsHint')}
          action={{ label: t('route.notice'), to: '/pages/notice/notice' }}
        />
      ) : (
        <div data-testid="products">
          {index.data.products.map((product) => (
            <ProductCard key={product.id} product={product} onSubscribe={onSubscribe} />
          ))}
        </div>
      )}
    </>
  );
});

/** The subscribe sheet of the chosen product, with what I have available in its asset. */
function HomeSubscribe({ chosen, onClose }: { chosen: PledgeProduct | null; onClose: () => void }) {
  const index = usePledgeIndex();
  return (
    <Suspense fallback={null}>
      <OpenAfterMount>
        {(mounted) => (
          <SubscribeSheet
            product={mounted ? chosen : null}
            available={chosen ? (index.data?.available[chosen.asset] ?? '0.00') : '0.00'}
            onClose={onClose}
          />
        )}
      </OpenAfterMount>
    </Suspense>
  );
}

/** The way to every area: the same on every render, so the totals and products arriving do not draw it again. */
const HomeAreas = memo(function HomeAreas() {
  const { t } = useTranslation();
  return (
    <Card>
      <EntryGrid
        items={[
          { to: '/pages/index/index', label: t('route.nftHome'), icon: <PictureOutline /> },
          { to: '/pages/market/market', label: t('home.market'), icon: <HistogramOutline /> },
          { to: '/pages/auction/auction', label: t('home.auction'), icon: <ShopbagOutline /> },
          { to: '/pages/coinMix/coinMix', label: t('home.coinMix'), icon: <AppstoreOutline /> },
          { to: '/pages/wallet/wallet', label: t('home.wallet'), icon: <BankcardOutline /> },
          { to: '/pages/team/team', label: t('home.team'), icon: <TeamOutline /> },
          { to: '/pages/promote/promote', label: t('home.promote'), icon: <UserAddOutline /> },
          { to: '/pages/notice/notice', label: t('route.notice'), icon: <SoundOutline /> },
          { to: '/pages/nft/luckbox', label: t('home.blindBox'), icon: <GiftOutline /> },
          { to: '/pages/pledge/detail', label: t('home.earnings'), icon: <HistogramOutline /> },
          { to: '/pages/usdt/usdt', label: 'USDT', icon: <BankcardOutline /> },
          { to: '/pages/user/user', label: t('route.user'), icon: <UserOutline /> },
        ]}
      />
    </Card>
  );
});
