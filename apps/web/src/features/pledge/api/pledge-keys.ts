// Query keys of staking, from general to specific: invalidating ['pledge'] refreshes every figure
// and list after a subscription, a redemption or a pull-down.
export const pledgeKeys = {
  all: ['pledge'] as const,
  index: () => ['pledge', 'index'] as const,
  total: () => ['pledge', 'total'] as const,
  orders: (status: string) => ['pledge', 'orders', status] as const,
  earnings: () => ['pledge', 'earnings'] as const,
  notices: () => ['pledge', 'notice-banner'] as const,
  tips: () => ['pledge', 'tips'] as const,
};

/** Decimals of the base unit on the server (DESIGN.md section 3). */
export const assetScale: Record<string, number> = { USDT: 6, MCC: 8 };
