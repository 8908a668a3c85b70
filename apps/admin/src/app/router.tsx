import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { navItems } from './nav';
import { Permitted, Shell } from './shell';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const MembersPage = lazy(() => import('../features/members/members-page'));
const MemberDetailPage = lazy(() => import('../features/members/member-detail-page'));
const RechargesPage = lazy(() => import('../features/wallet/recharges-page'));
const WithdrawalsPage = lazy(() => import('../features/wallet/withdrawals-page'));
const AdjustmentsPage = lazy(() => import('../features/wallet/adjustments-page'));
const JournalPage = lazy(() => import('../features/journal/journal-page'));
const MarketPoolPage = lazy(() => import('../features/market/pool-page'));
const MarketTradesPage = lazy(() => import('../features/market/trades-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const OperatorsPage = lazy(() => import('../features/operators/operators-page'));
const AuditPage = lazy(() => import('../features/audit/audit-page'));
const OutboxPage = lazy(() => import('../features/outbox/outbox-page'));
const StakingProductsPage = lazy(() => import('../features/pledge/products-page'));
const RewardPoolPage = lazy(() => import('../features/pledge/reward-pool-page'));
const JobsPage = lazy(() => import('../features/pledge/jobs-page'));
const NoticesPage = lazy(() => import('../features/pledge/notices-page'));
const NftCollectionsPage = lazy(() => import('../features/nft/collections-page'));
const NftBoxesPage = lazy(() => import('../features/nft/boxes-page'));
const AuctionPage = lazy(() => import('../features/auction/auction-page'));
const NftListingsPage = lazy(() => import('../features/nft/listings-page'));
const NftDrawsPage = lazy(() => import('../features/nft/draws-page'));
const CoinmixPage = lazy(() => import('../features/coinmix/coinmix-page'));
const LiabilitiesPage = lazy(() => import('../features/liabilities/liabilities-page'));
const ContentPagesPage = lazy(() => import('../features/content/content-pages-page'));
const ChainPage = lazy(() => import('../features/chain/chain-page'));

const permissionOf = (path: string) => navItems.find((item) => item.path === path)?.permission ?? 'dashboard.read';
/** A page shown only to operators who hold `permission`. */
const permitted = (permission: string, element: React.ReactNode) => <Permitted permission={permission}>{element}</Permitted>;
/** A page of the menu, under the permission its menu entry names. */
const page = (path: string, element: React.ReactNode) => ({ path, element: permitted(permissionOf(path), element) });

export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      element: <Shell />,
      children: [
        { index: true, element: permitted('dashboard.read', <DashboardPage />) },
        page('/members', <MembersPage />),
        { path: '/members/:id', element: permitted('members.read', <MemberDetailPage />) },
        page('/recharges', <RechargesPage />),
        page('/withdrawals', <WithdrawalsPage />),
        page('/adjustments', <AdjustmentsPage />),
        page('/journal', <JournalPage />),
        page('/market/pool', <MarketPoolPage />),
        page('/market/trades', <MarketTradesPage />),
        page('/settings', <SettingsPage />),
        page('/operators', <OperatorsPage />),
        page('/audit', <AuditPage />),
        page('/outbox', <OutboxPage />),
        page('/staking/products', <StakingProductsPage />),
        page('/staking/pool', <RewardPoolPage />),
        page('/staking/jobs', <JobsPage />),
        page('/notices', <NoticesPage />),
        page('/nft/collections', <NftCollectionsPage />),
        page('/nft/boxes', <NftBoxesPage />),
        page('/nft/listings', <NftListingsPage />),
        page('/nft/draws', <NftDrawsPage />),
        page('/coinmix', <CoinmixPage />),
        page('/liabilities', <LiabilitiesPage />),
        page('/auction', <AuctionPage />),
        page('/content-pages', <ContentPagesPage />),
        page('/chain', <ChainPage />),
        { path: '*', element: permitted('dashboard.read', <DashboardPage />) },
      ],
    },
  ],
  { basename: '/admin' },
);
