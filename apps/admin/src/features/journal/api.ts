import type { AdminJournalPage } from '@mcc/contract/admin-fund';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** What the journal is filtered by; `from` / `to` are unix seconds, both included. */
export interface JournalSearch {
  page: number;
  uid?: string;
  kind?: string;
  asset?: string;
  from?: number;
  to?: number;
}

export const journalQuery = (search: JournalSearch) =>
  queryOptions({
    queryKey: ['journal', 'list', search],
    queryFn: () => api.get<AdminJournalPage>('/ledger/entries', { ...search }),
    placeholderData: (previous) => previous,
  });
