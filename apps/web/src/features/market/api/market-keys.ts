import { marketHistoryKey } from '../../../shared/api/get-market-history';
import { queryRoots } from '../../../shared/api/query-keys';

// Query keys of the market, from general to specific: a trade refreshes the whole root.
const root = queryRoots.market;

export const marketKeys = {
  all: root,
  price: () => [...root, 'price'] as const,
  history: marketHistoryKey,
  histories: () => [...root, 'history'] as const,
  quotes: () => [...root, 'quote'] as const,
  quote: (side: string, amount: string) => [...root, 'quote', side, amount] as const,
  records: () => [...root, 'records'] as const,
  recordsOf: (scope: 'mine' | 'all') => [...root, 'records', scope] as const,
};
