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
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { EntryGrid } from '../../../shared/ui/entry-grid';
import { Figure, Figures } from '../../../shared/ui/figure';
import { PageLink } from '../../../shared/ui/page-link';

/** `/` AI量化: the custom bar, my totals, the products and the way to every area. */
export default function PledgeHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <header className="bar-custom">
        <span className="bar-logo">MCC</span>
        <h1 className="bar-title" data-testid="nav-title">
          {t('route.pledge')}
        </h1>
        <PageLink to="/pages/user/user" className="icon-button">
          <GlobalOutline aria-label={t('home.language')} />
        </PageLink>
        <PageLink to="/pages/notice/notice" className="icon-button">
          <BellOutline aria-label={t('route.notice')} />
        </PageLink>
      </header>

      <Card
        className="hero-card"
        title={t('home.myTotals')}
        extra={<PageLink to="/pages/pledge/order">{t('route.pledgeOrder')} ›</PageLink>}
      >
        <Figures>
          <Figure label={t('home.principal')} value={null} asset="USDT" />
          <Figure label={t('home.todayEarnings')} value={null} asset="USDT" />
          <Figure label={t('home.totalEarnings')} value={null} asset="USDT" />
        </Figures>
      </Card>

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

      <h2 className="section-title">{t('home.products')}</h2>
      <Card>
        <EmptyState
          text={t('home.noProducts')}
          hint={t('home.noProductsHint')}
          action={{ label: t('route.notice'), to: '/pages/notice/notice' }}
        />
      </Card>
    </>
  );
}
