// The route table of the members' app (docs/product.md): every page, its title key, its bar, pull-down and access.
import { contentPagePaths } from '@mcc/contract/content-paths';
import type { Messages } from '../i18n/messages';
import type { PageImporter } from '../runtime/lazy-page';

/** A page title: a key of `route.*` in the messages, so a title without its text fails type-checking. */
export type TitleKey = keyof Messages['route'];

export interface PageRoute {
  path: string;
  title: TitleKey;
  /** 'custom': the page draws its own bar */
  bar: 'default' | 'custom';
  pullRefresh: boolean;
  /** pull distance in px that triggers a refresh (page config; 45 by default) */
  pullThreshold?: number;
  public: boolean;
  /** A page a visit starts from (home, login): its bar shows no back arrow, there is nothing behind it. */
  root: boolean;
  load: PageImporter;
}

type Row = [
  path: string,
  title: TitleKey,
  pullRefresh: boolean,
  load: PageImporter,
  options?: { public?: true; bar?: 'custom'; root?: true },
];

const pledgeHome: PageImporter = () => import('../features/pledge/pages/pledge-home-page');

// Pull-down on the pages the route table (docs/product.md) marks "on"; of its "n/s" pages, the lists refresh and the forms do not.
const rows: Row[] = [
  ['/', 'pledge', true, pledgeHome, { bar: 'custom', root: true }],
  ['/pages/pledge/pledge', 'pledge', true, pledgeHome, { bar: 'custom', root: true }],
  ['/pages/index/index', 'nftHome', true, () => import('../features/nft/pages/nft-home-page')],
  ['/pages/login/autoLogin', 'autoLogin', false, () => import('../features/account/pages/auto-login-page'), { public: true }],
  ['/pages/user/user', 'user', true, () => import('../features/account/pages/user-centre-page')],
  ['/pages/market/market', 'market', true, () => import('../features/market/pages/market-page')],
  ['/pages/profile/profile', 'profile', true, () => import('../features/account/pages/profile-page')],
  ['/pages/usdt/usdt', 'usdt', true, () => import('../features/wallet/pages/usdt-page')],
  ['/pages/mcc/mcc', 'mcc', true, () => import('../features/wallet/pages/mcc-page')],
  ['/pages/auction/auction', 'auction', true, () => import('../features/auction/pages/my-auctions-page')],
  ['/pages/team/team', 'team', true, () => import('../features/team/pages/team-page')],
  ['/pages/wallet/wallet', 'wallet', true, () => import('../features/wallet/pages/wallet-page')],
  ['/pages/promote/promote', 'promote', true, () => import('../features/team/pages/promote-page')],
  ['/pages/login/login', 'login', false, () => import('../features/account/pages/login-page'), { public: true, root: true }],
  ['/pages/register/register', 'register', false, () => import('../features/account/pages/register-page'), { public: true }],
  ['/pages/user/changePassword', 'changePassword', false, () => import('../features/account/pages/change-password-page')],
  ['/pages/user/sessions', 'sessions', true, () => import('../features/account/pages/sessions-page')],
  ['/pages/profile/edit', 'profileEdit', false, () => import('../features/account/pages/profile-edit-page')],
  ['/pages/security/security', 'security', false, () => import('../features/account/pages/security-page')],
  ['/pages/security/antiPhishing', 'antiPhishing', false, () => import('../features/account/pages/anti-phishing-page')],
  ['/pages/findPwd/findPwd', 'findPwd', false, () => import('../features/account/pages/find-password-page'), { public: true }],
  ['/pages/usdt/recharge', 'recharge', false, () => import('../features/wallet/pages/recharge-page')],
  ['/pages/usdt/withdraw', 'withdraw', false, () => import('../features/wallet/pages/withdraw-page')],
  // Saved withdrawal addresses and "withdraw only to saved addresses", reached from the withdraw and security pages.
  ['/pages/usdt/addressBook', 'addressBook', true, () => import('../features/wallet/pages/address-book-page')],
  ['/pages/auction/detail', 'auctionDetail', false, () => import('../features/auction/pages/auction-order-page')],
  ['/pages/nft/nft', 'nft', true, () => import('../features/nft/pages/nft-market-page')],
  ['/pages/nft/detail', 'nftDetail', true, () => import('../features/nft/pages/nft-detail-page')],
  ['/pages/nft/luckbox', 'luckbox', true, () => import('../features/nft/pages/blind-box-page')],
  ['/pages/nft/game', 'game', false, () => import('../features/nft/pages/chain-game-page')],
  ['/pages/register/tpregister', 'tpregister', false, () => import('../features/account/pages/wallet-register-page'), { public: true }],
  ['/pages/feedback/feedback', 'feedback', false, () => import('../features/auction/pages/order-appeal-page')],
  ['/pages/usdt/autoRecharge', 'autoRecharge', false, () => import('../features/wallet/pages/auto-recharge-page')],
  ['/pages/notice/notice', 'notice', true, () => import('../features/notice/pages/notice-list-page')],
  ['/pages/notice/detail', 'noticeDetail', true, () => import('../features/notice/pages/notice-detail-page')],
  ['/pages/transfer/transfer', 'mccTransfer', false, () => import('../features/wallet/pages/mcc-transfer-page')],
  ['/pages/pledge/order', 'pledgeOrder', true, () => import('../features/pledge/pages/pledge-orders-page')],
  ['/pages/pledge/detail', 'pledgeDetail', true, () => import('../features/pledge/pages/pledge-earnings-page')],
  ['/pages/coinMix/coinMix', 'coinMix', true, () => import('../features/coinmix/pages/coinmix-page')],
  ['/pages/coinMix/wallet', 'coinMixWallet', true, () => import('../features/coinmix/pages/coinmix-wallet-page')],
  ['/pages/coinMix/transfer', 'coinMixTransfer', false, () => import('../features/coinmix/pages/coinmix-transfer-page')],
  ['/pages/coinMix/withdraw', 'coinMixWithdraw', false, () => import('../features/coinmix/pages/coinmix-withdraw-page')],
  ['/pages/usdt/transfer', 'usdtTransfer', false, () => import('../features/wallet/pages/usdt-transfer-page')],
  // A lot on auction (its countdown, bids and bid sheet), reached from the NFT's page and the auction lists.
  ['/pages/auction/lot', 'auctionLot', true, () => import('../features/auction/pages/auction-lot-page')],
  // The daily liabilities proof: the published root and totals, and the member's own entry verified in the browser.
  ['/pages/proof/proof', 'proof', true, () => import('../features/proof/pages/proof-page')],
  // About the app and the documents members agree to (public: registration links them before sign-in).
  ['/pages/about/about', 'about', false, () => import('../features/account/pages/about-page'), { public: true }],
  [contentPagePaths.agreement, 'agreement', false, () => import('../features/account/pages/document-page'), { public: true }],
  [contentPagePaths.privacy, 'privacy', false, () => import('../features/account/pages/document-page'), { public: true }],
];

export const PAGE_ROUTES: readonly PageRoute[] = rows.map(([path, title, pullRefresh, load, options]) => ({
  path,
  title,
  pullRefresh,
  load,
  bar: options?.bar ?? 'default',
  public: options?.public ?? false,
  root: options?.root ?? false,
}));

const byPath = new Map(PAGE_ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): PageRoute | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** The tab-bar list of the seed's manifest: empty, so no tab bar is shown. */
export const TAB_BAR: readonly string[] = [];

export const LOGIN_PATH = '/pages/login/login';
