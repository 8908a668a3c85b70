import type { Kysely } from 'kysely';
import { addColumns, dropColumns, indexes } from '../columns';

// Deposit lots: a listing may ask only a deposit when a bid is held (a percentage of the bid or a
// fixed amount); the winner pays the rest within a deadline or the deposit goes to the seller.
export async function up(db: Kysely<unknown>): Promise<void> {
  // At most one of them is set. deposit_rate: parts per 10^8 of the bid; deposit_amount: base units.
  await addColumns(db, 'auction_lots', { deposit_rate: 'bigint', deposit_amount: 'bigint' });
  // An order sold on a deposit: what the close put in escrow, the deadline for the rest, and when
  // (and by which journal entry) the rest was paid. All null for an order paid in full at close.
  await addColumns(db, 'auction_orders', { deposit: 'bigint', pay_by: 'bigint', paid_at: 'bigint', pay_entry_id: 'bigint' });
  await indexes(db, 'auction_orders', { auction_orders_pay_by_idx: ['status', 'pay_by'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auction_orders_pay_by_idx').execute();
  await dropColumns(db, 'auction_orders', ['pay_entry_id', 'paid_at', 'pay_by', 'deposit']);
  await dropColumns(db, 'auction_lots', ['deposit_amount', 'deposit_rate']);
}
