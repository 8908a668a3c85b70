import { noticeBannerKey, queryRoots } from '../../../shared/api/query-keys';

// Query keys of staking, from general to specific: invalidating the root refreshes every figure
// and list after a subscription, a redemption or a pull-down.
const root = queryRoots.pledge;

export const pledgeKeys = {
  all: root,
  index: () => [...root, 'index'] as const,
  total: () => [...root, 'total'] as const,
  orders: (status: string) => [...root, 'orders', status] as const,
  earnings: () => [...root, 'earnings'] as const,
  notices: () => noticeBannerKey,
  tips: () => [...root, 'tips'] as const,
};

/** Decimals of the base unit on the server (docs/architecture.md, money). */
export const assetScale: Record<string, number> = { USDT: 6, MCC: 8 };
