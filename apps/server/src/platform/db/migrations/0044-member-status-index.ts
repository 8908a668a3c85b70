import { indexesMigration } from '../columns';

// The console's member list filtered by status (the frozen members, say) read newest first by
// keyset (`before`): the (status, id) index walks that status's members from the cursor, and counts
// them, instead of the whole table filtered row by row.
export const { up, down } = indexesMigration([['users', 'users_status_id_idx', ['status', 'id']]]);
