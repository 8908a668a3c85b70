import { adminFundApi } from '@mcc/contract/admin-fund';
import type { InputOf } from '@mcc/contract/endpoint';
import { listQuery } from '../../lib/queries';

/** What the journal is filtered by; `from` / `to` are unix seconds, both included. */
export type JournalSearch = InputOf<typeof adminFundApi.journal>;

export const journalQuery = (search: JournalSearch) => listQuery(['journal', 'list', search], adminFundApi.journal, search);
