/** The console's pages in menu order: the key of their menu label and the permission each needs (the server checks it again). */
export const navItems = [
  { path: '/', label: 'nav.dashboard', permission: 'dashboard.read' },
  { path: '/members', label: 'nav.members', permission: 'members.read' },
  { path: '/recharges', label: 'nav.recharges', permission: 'finance.review' },
  { path: '/withdrawals', label: 'nav.withdrawals', permission: 'finance.review' },
  { path: '/adjustments', label: 'nav.adjustments', permission: 'members.read' },
  { path: '/journal', label: 'nav.journal', permission: 'ledger.read' },
  { path: '/market/pool', label: 'nav.marketPool', permission: 'ledger.read' },
  { path: '/market/trades', label: 'nav.marketTrades', permission: 'ledger.read' },
  { path: '/staking/products', label: 'nav.stakingProducts', permission: 'products.write' },
  { path: '/staking/pool', label: 'nav.rewardPool', permission: 'dashboard.read' },
  { path: '/staking/jobs', label: 'nav.jobs', permission: 'jobs.run' },
  { path: '/nft/collections', label: 'nav.nftCollections', permission: 'products.write' },
  { path: '/nft/boxes', label: 'nav.nftBoxes', permission: 'products.write' },
  { path: '/nft/listings', label: 'nav.nftListings', permission: 'products.write' },
  { path: '/nft/draws', label: 'nav.nftDraws', permission: 'products.write' },
  { path: '/notices', label: 'nav.notices', permission: 'content.write' },
  { path: '/settings', label: 'nav.settings', permission: 'settings.write' },
  { path: '/operators', label: 'nav.operators', permission: 'operators.manage' },
  { path: '/audit', label: 'nav.audit', permission: 'audit.read' },
  { path: '/outbox', label: 'nav.outbox', permission: 'outbox.read' },
  { path: '/coinmix', label: 'nav.coinmix', permission: 'ledger.read' },
  { path: '/liabilities', label: 'nav.liabilities', permission: 'ledger.read' },
  { path: '/auction', label: 'nav.auction', permission: 'members.read' },
  { path: '/content-pages', label: 'nav.contentPages', permission: 'content.write' },
  { path: '/chain', label: 'nav.chain', permission: 'finance.review' },
] as const;

/** The menu entry a location belongs to (`/members/12` → `/members`). */
export function activeNav(pathname: string): string {
  const match = navItems.filter((item) => item.path !== '/' && (pathname === item.path || pathname.startsWith(`${item.path}/`)));
  return match[0]?.path ?? '/';
}
