import { indexesMigration } from '../columns';

// The console's chain deposits, staking orders and market trades read newest first by keyset
// (`before`); with a filter each page walks the filter's index from the cursor, and counts it:
// deposits and orders by status (the older status indexes put the network or the last day after
// the status, so a filtered page had to be sorted), orders by product, trades by side. A member's
// rows have their (user_id, id) indexes already, and the audit log its (admin_id, id) and
// (action, id) ones (0005).
export const { up, down } = indexesMigration([
  ['chain_deposits', 'chain_deposits_status_id_idx', ['status', 'id']],
  ['pledge_orders', 'pledge_orders_status_id_idx', ['status', 'id']],
  ['pledge_orders', 'pledge_orders_product_id_idx', ['product_id', 'id']],
  ['market_trades', 'market_trades_side_id_idx', ['side', 'id']],
]);
