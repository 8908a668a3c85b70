import { indexesMigration } from '../columns';

// The console's journal filters entries by kind and by time, newest first; without these indexes
// each such page read the whole journal.
export const { up, down } = indexesMigration([
  ['ledger_entries', 'ledger_entries_kind_idx', ['kind', 'id']],
  ['ledger_entries', 'ledger_entries_created_idx', ['created_at', 'id']],
]);
