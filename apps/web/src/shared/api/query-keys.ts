// The roots of every query key in the app, in one place. A feature's keys start at its root and go
// from general to specific (`['wallet'] → ['wallet', 'asset', 'USDT']`), so invalidating a root
// refreshes everything under it. A feature that refreshes another's cache (staking after a
// subscription refreshes the wallet and the member) names the root here, never a string of its own.
export const queryRoots = {
  /** The signed-in member (`/api/user/index`) and what hangs off it. */
  user: ['user'],
  /** Balances, asset wallets, details, recharges, withdrawals: everything money moves. */
  wallet: ['wallet'],
  /** Staking: products, orders, earnings, the home page's notice bell, the order tips. */
  pledge: ['pledge'],
  team: ['team'],
  /** The MCC market: price, candles, quotes, trades; the MCC wallet's mini chart reads its candles too. */
  market: ['market'],
  /** NFTs: the home, the market, my NFTs and listings, boxes, seeds, draws, the game. */
  nft: ['nft'],
  notice: ['notice'],
  /** The public settings (deposit address), fetched fresh for the recharge page. */
  sysConfig: ['sysConfig'],
  /** The coin-mix fund: NAV, holdings, orders, its wallet and details. */
  coinMix: ['coinMix'],
  /** Auctions: open lots, a lot's bids, my bids, won orders and lots, an order's timeline. */
  auction: ['auction'],
  /** Content pages (user agreement, privacy policy), per key and language. */
  content: ['content'],
  /** The liabilities proof: the newest published root and the member's own proof. */
  liabilities: ['liabilities'],
} as const;

/** The staking home page's notice bell: opening a notice (notice feature) refreshes its unread dot. */
export const noticeBannerKey = [...queryRoots.pledge, 'notice-banner'] as const;

/** The signed-in member (`/api/user/index`, see get-user.ts): signing in fills it without loading its query code. */
export const userKeys = {
  all: queryRoots.user,
  info: () => [...queryRoots.user, 'info'] as const,
  /** The security hold of the same call, fetched fresh by the money pages that it stops. */
  hold: () => [...queryRoots.user, 'hold'] as const,
};
