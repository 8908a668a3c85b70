import { indexesMigration } from '../columns';

// The console's lots and orders read newest first by keyset (`before`); with a status filter each
// page walks the (status, id) index from the cursor. The older status indexes put the end time or the
// confirmation time after the status, so a filtered page had to be sorted. Appeals have theirs (0012).
export const { up, down } = indexesMigration([
  ['auction_lots', 'auction_lots_status_id_idx', ['status', 'id']],
  ['auction_orders', 'auction_orders_status_id_idx', ['status', 'id']],
]);
