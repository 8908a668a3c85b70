import { adminFundApi } from '@mcc/contract/admin-fund';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** What the journal is filtered by; `from` / `to` are unix seconds, both included. */
export type JournalSearch = InputOf<typeof adminFundApi.journal>;

export const journalQuery = (search: JournalSearch) =>
  queryOptions({
    queryKey: ['journal', 'list', search],
    queryFn: () => api.call(adminFundApi.journal, search),
    placeholderData: (previous) => previous,
  });
