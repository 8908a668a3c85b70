import { queryRoots } from '../../../shared/api/query-keys';

// Query keys of the wallet, from general to specific: invalidating the root refreshes every figure
// and list after money moved.
export type WalletAsset = 'USDT' | 'MCC';

const root = queryRoots.wallet;

export const walletKeys = {
  all: root,
  overview: () => [...root, 'overview'] as const,
  asset: (asset: WalletAsset) => [...root, 'asset', asset] as const,
  details: (asset: WalletAsset, type: string) => [...root, 'details', asset, type] as const,
  recharges: () => [...root, 'recharges'] as const,
  withdrawInfo: (asset: WalletAsset) => [...root, 'withdraw-info', asset] as const,
  withdrawals: () => [...root, 'withdrawals'] as const,
  recipient: (to: string) => [...root, 'recipient', to] as const,
};

/** Decimals of the base unit on the server (docs/architecture.md, money); the typing limit comes from the API. */
export const assetScale: Record<WalletAsset, number> = { USDT: 6, MCC: 8 };

/** What a member may type before the wallet API answered (USDT 2, MCC 4). */
export const defaultInputDecimals: Record<WalletAsset, number> = { USDT: 2, MCC: 4 };
