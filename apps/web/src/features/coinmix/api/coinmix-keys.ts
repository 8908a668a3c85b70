import type { coinmixApi } from '@mcc/contract/coinmix';
import type { DataOf } from '@mcc/contract/endpoint';
import { queryRoots } from '../../../shared/api/query-keys';

// The coin-mix fund's query keys (general to specific) and its answers' types. Each call has a file of
// its own beside this one. Every money call refreshes the fund's figures and the USDT wallet's (money
// moves between them): `moved`.

const root = queryRoots.coinMix;
export const coinMixKeys = {
  all: root,
  index: () => [...root, 'index'] as const,
  history: () => [...root, 'history'] as const,
  quote: (side: string, amount: string) => [...root, 'quote', side, amount] as const,
  orders: () => [...root, 'orders'] as const,
  wallet: () => [...root, 'wallet'] as const,
  details: () => [...root, 'details'] as const,
  withdrawInfo: () => [...root, 'withdraw-info'] as const,
};
/** What a money call of the fund refreshes. */
export const moved = [root, queryRoots.wallet, queryRoots.user] as const;

export type CoinMixIndex = DataOf<typeof coinmixApi.index>;
export type CoinMixQuote = DataOf<typeof coinmixApi.quote>;
