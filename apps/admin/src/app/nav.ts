/** The console's pages in menu order, with the permission each needs (the server checks it again). */
export const navItems = [
  { path: '/', label: 'Dashboard', permission: 'dashboard.read' },
  { path: '/members', label: 'Members', permission: 'members.read' },
  { path: '/recharges', label: 'Recharge review', permission: 'finance.review' },
  { path: '/withdrawals', label: 'Withdraw review', permission: 'finance.review' },
  { path: '/adjustments', label: 'Adjustments', permission: 'members.read' },
  { path: '/journal', label: 'Journal', permission: 'ledger.read' },
  { path: '/market/pool', label: 'Market pool', permission: 'ledger.read' },
  { path: '/market/trades', label: 'Market trades', permission: 'ledger.read' },
  { path: '/staking/products', label: 'Staking products', permission: 'products.write' },
  { path: '/staking/pool', label: 'Reward pool', permission: 'dashboard.read' },
  { path: '/staking/jobs', label: 'Daily jobs', permission: 'jobs.run' },
  { path: '/nft/collections', label: 'NFT collections', permission: 'products.write' },
  { path: '/nft/boxes', label: 'Blind boxes', permission: 'products.write' },
  { path: '/nft/listings', label: 'NFT listings', permission: 'products.write' },
  { path: '/nft/draws', label: 'Draws & game', permission: 'products.write' },
  { path: '/notices', label: 'Notices', permission: 'content.write' },
  { path: '/settings', label: 'Settings', permission: 'settings.write' },
  { path: '/operators', label: 'Operators & roles', permission: 'operators.manage' },
  { path: '/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/outbox', label: 'Demo outbox', permission: 'outbox.read' },
  { path: '/coinmix', label: 'Coin-mix fund', permission: 'ledger.read' },
  { path: '/auction', label: 'Auctions', permission: 'members.read' },
  { path: '/content-pages', label: 'Content pages', permission: 'content.write' },
  { path: '/chain', label: 'On-chain recharge', permission: 'finance.review' },
] as const;

/** The menu entry a location belongs to (`/members/12` → `/members`). */
export function activeNav(pathname: string): string {
  const match = navItems.filter((item) => item.path !== '/' && (pathname === item.path || pathname.startsWith(`${item.path}/`)));
  return match[0]?.path ?? '/';
}
